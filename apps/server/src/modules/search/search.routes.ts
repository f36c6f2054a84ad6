import cors from '@fastify/cors';
import { API_PREFIX, searchApi, type SearchResponse } from '@trova/contracts';
import type { FastifyInstance } from 'fastify';
import { SerializedJson, type RegisterCall } from '../../http/register-call';
import type { SearchService } from './search.service';

/**
 * The public search API. CORS is open to every origin on this route only: storefronts call it from
 * their own domains, without cookies or credentials.
 */
export async function searchRoutes(
  server: FastifyInstance,
  register: RegisterCall,
  search: SearchService,
): Promise<void> {
  const searchPath = new RegExp(`^${API_PREFIX}/shops/[^/?]+/search(\\?|$)`);
  await server.register(cors, {
    delegator: (request, callback) => {
      const open = searchPath.test(request.url);
      callback(null, open ? { origin: '*', methods: ['GET'] } : { origin: false });
    },
  });
  // request.ip is the socket address, or X-Forwarded-For's client when TRUST_PROXY is on.
  register(
    searchApi.search,
    ({ params, query, request }) =>
      new SerializedJson<SearchResponse>(search.search(params.shopKey, query, request.ip)),
  );
}
