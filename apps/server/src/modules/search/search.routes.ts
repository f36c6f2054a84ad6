import { searchApi, type SearchResponse } from '@trova/contracts';
import { SerializedJson, type RegisterCall } from '../../http/register-call';
import type { SearchService } from './search.service';

/** The public search API (CORS: `http/storefront-cors.ts`). */
export function searchRoutes(register: RegisterCall, search: SearchService): void {
  // request.ip: the socket address, or the proxy-appended X-Forwarded-For entry TRUST_PROXY picks
  // (docs/deploy.md#reverse-proxy), never one the client wrote.
  register(searchApi.search, async ({ params, query, request, reply }) => {
    const json = await search.search(params.shopKey, query, {
      clientIp: request.ip,
      userAgent: request.headers['user-agent'] ?? '',
    });
    // A preview answer may show an unpublished shop and explain ranking: for one console tab only.
    if (query.preview !== undefined) void reply.header('cache-control', 'no-store');
    return new SerializedJson<SearchResponse>(json);
  });
}
