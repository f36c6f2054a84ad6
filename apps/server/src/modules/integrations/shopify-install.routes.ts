import { API_PREFIX, type integrationsApi } from '@trova/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { CallHandler } from '../../http/register-call';
import { SHOPIFY_STATE_TTL_SECONDS, type ShopifyInstallService } from './shopify-install.service';
import { shopifyStateCookie, shopifyStateCookieCleared } from './shopify-state-cookie';

/** Where Shopify sends the owner back after the app install (the app's allowed redirection URL). */
export const SHOPIFY_CALLBACK_PATH = `${API_PREFIX}/integrations/shp/callback`;

/**
 * `POST integrations/shp`: the install's start, whose answer also binds its state to the browser
 * (a cookie the callback requires, shopify-state-cookie.ts).
 * @example register(integrationsApi.connectShopify, shopifyStartHandler(shopifyInstall));
 */
export function shopifyStartHandler(
  install: ShopifyInstallService,
): CallHandler<typeof integrationsApi.connectShopify> {
  return async ({ caller, query, reply }) => {
    const { redirectUrl, state } = await install.start(caller, query);
    const cookie = shopifyStateCookie(state, install.baseUrl(), SHOPIFY_STATE_TTL_SECONDS);
    void reply.header('set-cookie', cookie);
    return { redirectUrl };
  };
}

/**
 * The install callback: a browser navigation, not an API call, so it answers a redirect to the
 * wizard (with the shop or an error code) rather than JSON. No session: Shopify's signature, the
 * one-time state bound to the customer and the cookie binding it to the browser are the
 * credentials; the cookie is cleared whatever the outcome.
 */
export function shopifyInstallRoutes(install: ShopifyInstallService): FastifyPluginAsync {
  return (app) => {
    app.get(SHOPIFY_CALLBACK_PATH, async (request, reply) => {
      const location = await install.callback(stringsOf(request.query), request.headers.cookie);
      return reply
        .header('cache-control', 'no-store')
        .header('set-cookie', shopifyStateCookieCleared(install.baseUrl()))
        .redirect(location, 302);
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
