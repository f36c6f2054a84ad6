import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { TestAccount } from './accounts';

export interface CustomShop {
  id: string;
  key: string;
}

/**
 * Registers a push-API shop ("Custom Integration") with the account's API key, then publishes it
 * as its owner would, so storefront searches are answered; `published: false` leaves it hidden.
 */
export async function registerCustomShop(
  server: FastifyInstance,
  account: TestAccount,
  shopUrl = 'https://shop.example',
  { published = true }: { published?: boolean } = {},
): Promise<CustomShop> {
  const registered = await server.inject({
    method: 'POST',
    url: '/API/integrations/custom',
    headers: { 'x-api-key': account.apiKey },
    payload: { shopUrl, languageIso: 'it' },
  });
  if (registered.statusCode !== 200) {
    throw new Error(`shop registration failed: ${registered.statusCode} ${registered.body}`);
  }
  const shop = registered.json<CustomShop>();
  if (published) await publishShop(server, account, shop.id);
  return shop;
}

/** Sends one push-API batch (`{ upserts, deletes }`) for a shop with the given API key. */
export function pushBatch(
  server: FastifyInstance,
  apiKey: string,
  shopId: string,
  body: unknown,
): Promise<LightMyRequestResponse> {
  return server.inject({
    method: 'POST',
    url: `/API/integrations/custom/${shopId}/products`,
    headers: { 'x-api-key': apiKey },
    payload: body as Record<string, unknown>,
  });
}

/**
 * Publishes the shop with the owner's session: storefronts are answered only for published shops
 * (docs/product/search-api.md).
 */
export async function publishShop(
  server: FastifyInstance,
  owner: TestAccount,
  shopId: string,
): Promise<void> {
  const answer = await server.inject({
    method: 'POST',
    url: `/API/shops/${shopId}/activation`,
    headers: owner.headers,
  });
  if (answer.statusCode !== 200) throw new Error(`publishing failed: ${answer.body}`);
}
