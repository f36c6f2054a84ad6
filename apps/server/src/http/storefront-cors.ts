import cors from '@fastify/cors';
import { API_PREFIX } from '@trova/contracts';
import type { FastifyInstance } from 'fastify';

/**
 * The storefront's calls: search, the layer's configuration (docs/product/layer.md), the
 * recommendations (docs/product/visual-machine.md#recommendations-served), events.
 */
const STOREFRONT_CALL = new RegExp(
  `^${API_PREFIX}/(shops/[^/?]+/(search|layer|recommend)|events)(\\?|$)`,
);

/**
 * CORS is open to every origin on the storefront's calls only: storefronts call them from their own
 * domains, without cookies or credentials. Every other call stays same-origin (the console). The
 * layer's static files set their own header (`layer-files.ts`).
 */
export async function registerStorefrontCors(server: FastifyInstance): Promise<void> {
  await server.register(cors, {
    delegator: (request, callback) => {
      const open = STOREFRONT_CALL.test(request.url);
      // Retry-After tells a throttled layer when to try again (docs/product/search-api.md).
      const options = { origin: '*', methods: ['GET', 'POST'], exposedHeaders: ['Retry-After'] };
      callback(null, open ? options : { origin: false });
    },
  });
}
