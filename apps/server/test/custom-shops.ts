import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { TestAccount } from './accounts';

export interface CustomShop {
  id: string;
  key: string;
}

/** Registers a push-API shop ("Custom Integration") with the account's API key. */
export async function registerCustomShop(
  server: FastifyInstance,
  account: TestAccount,
  shopUrl = 'https://shop.example',
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
  return registered.json<CustomShop>();
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
