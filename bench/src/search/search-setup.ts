import type { CatalogueProductInput } from '@trova/contracts';
import type { RunningServer } from '../../../apps/server/src/server.js';
import { call, catalogueCount, createAccount, startBenchServer } from '../support/bench-server.js';

export interface BenchShop {
  server: RunningServer;
  dataDir: string;
  origin: string;
  shopId: string;
  shopKey: string;
  /** The owner's session token, sent as `Authorization: Bearer`. */
  ownerJwt: string;
}

/** Called once the shop exists and before its products are pushed (e.g. to save its setup). */
export type BeforePush = (shop: {
  origin: string;
  shopId: string;
  ownerJwt: string;
}) => Promise<void>;

const BATCH = 1000;

/**
 * The real server on a fresh data dir and port 0, with one shop whose catalogue arrived through the
 * real calls: signup → activation (from the outbox) → login → push API with the API key →
 * publish. `env`
 * adds server settings (e.g. `TROVA_SEARCH_CACHE_MB`); `beforePush` runs between creating the shop
 * and the first push, so a setup saved there is built into the first index.
 */
export async function startBenchShop(
  products: readonly CatalogueProductInput[],
  env: Record<string, string> = {},
  beforePush?: BeforePush,
): Promise<BenchShop> {
  const bench = await startBenchServer('trova-search-bench-', env);
  const { origin } = bench;
  const account = await createAccount(bench);
  const apiKey = { 'x-api-key': account.apiKey };
  const shop = await call<{ id: string; key: string }>(origin, '/integrations/custom', {
    method: 'POST',
    headers: apiKey,
    body: JSON.stringify({ shopUrl: 'https://shop.example', languageIso: 'it' }),
  });
  await beforePush?.({ origin, shopId: shop.id, ownerJwt: account.jwt });
  for (let start = 0; start < products.length; start += BATCH) {
    await call(origin, `/integrations/custom/${shop.id}/products`, {
      method: 'POST',
      headers: apiKey,
      body: JSON.stringify({ upserts: products.slice(start, start + BATCH) }),
    });
  }
  // Storefronts are answered only for a published shop.
  await call(origin, `/shops/${shop.id}/activation`, {
    method: 'POST',
    headers: { authorization: `Bearer ${account.jwt}` },
    body: '{}',
  });
  return {
    server: bench.server,
    dataDir: bench.dataDir,
    origin,
    shopId: shop.id,
    shopKey: shop.key,
    ownerJwt: account.jwt,
  };
}

/** Polls the public search until the whole catalogue answers (the index is built after the pushes). */
export async function waitForIndex(
  shop: BenchShop,
  products: number,
  timeoutMs = 300_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await catalogueCount(shop.origin, shop.shopKey)) === products) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`index of ${products} products not ready in ${timeoutMs} ms`);
}
