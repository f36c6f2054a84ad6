import { API_PREFIX } from '@trova/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ShopifyInstallService } from './shopify-install.service';

/** Where Shopify sends the owner back after the app install (the app's allowed redirection URL). */
export const SHOPIFY_CALLBACK_PATH = `${API_PREFIX}/integrations/shp/callback`;

/**
 * The install callback: a browser navigation, not an API call, so it answers a redirect to the
 * wizard (with the shop or an error code) rather than JSON. No session: Shopify's signature and
 * the one-time state bound to the customer are the credentials.
 */
export function shopifyInstallRoutes(install: ShopifyInstallService): FastifyPluginAsync {
  return (app) => {
    app.get(SHOPIFY_CALLBACK_PATH, async (request, reply) => {
      const location = await install.callback(stringsOf(request.query));
      return reply.header('cache-control', 'no-store').redirect(location, 302);
    });
    return Promise.resolve();
  };
}

/** The query's single string values (a repeated parameter is not Shopify's and is dropped). */
function stringsOf(query: unknown): Record<string, string> {
  const strings: Record<string, string> = {};
  if (!query || typeof query !== 'object') return strings;
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'string') strings[key] = value;
  }
  return strings;
}
