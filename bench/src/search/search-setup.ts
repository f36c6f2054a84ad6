import type { CatalogueProductInput } from '@trova/contracts';
import type { RunningServer } from '../../../apps/server/src/server.js';
import { call, catalogueCount, createAccount, startBenchServer } from '../support/bench-server.js';

export interface BenchShop {
  server: RunningServer;
  dataDir: string;
  origin: string;
  shopKey: string;
}

const BATCH = 1000;

/**
 * The real server on a fresh data dir and port 0, with one shop whose catalogue arrived through the
 * real calls: signup → activation (from the outbox) → login → push API with the API key →
 * publish. `env`
 * adds server settings (e.g. `TROVA_SEARCH_CACHE_MB`).
 */
export async function startBenchShop(
  products: readonly CatalogueProductInput[],
  env: Record<string, string> = {},
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
  return { server: bench.server, dataDir: bench.dataDir, origin, shopKey: shop.key };
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
