import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../../test/accounts';
import { registerCustomShop, type CustomShop } from '../../../test/custom-shops';
import {
  fineTuningWith,
  queryField,
  saveConf,
  searchIds,
  setupWith,
} from '../../../test/shop-setup';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ProductsRepository } from '../catalogue/index';
import { ShopRuntimeRepository } from '../shops/index';

const SHOP_SIZE = 100_000;
const BATCH = 5_000;

/** A catalogue of `SHOP_SIZE` products; product 77 is the only 'maglietta'. */
function productRows(from: number, to: number): { id: string; data: string }[] {
  return Array.from({ length: to - from }, (_, offset) => {
    const n = from + offset;
    const title = n === 77 ? 'Maglietta a righe' : `Prodotto ${n % 997} modello ${n}`;
    return { id: `p${n}`, data: JSON.stringify({ id: `p${n}`, title, brand: `Marca ${n % 50}` }) };
  });
}

/**
 * Query settings go live without a rebuild (docs/architecture.md, "Query settings"): on a 100k
 * catalogue, a saved synonym is used by the very next search, the live index is the same object
 * it was, and the shop never shows as indexing.
 */
describe('query settings on a large shop', () => {
  let app: TestApp;
  let owner: TestAccount;
  let shop: CustomShop;
  const query = { title: queryField(), brand: queryField() };

  beforeAll(async () => {
    app = await createTestApp({}, { indexDebounceMs: 0, indexOptimizeDelayMs: 60_000 });
    owner = await createAccount(app.server, app.config.dataDir, 'large@shop.it');
    shop = await registerCustomShop(app.server, owner);
    const products = new ProductsRepository(app.database.db);
    for (let from = 0; from < SHOP_SIZE; from += BATCH) {
      await products.applyBatch(shop.id, productRows(from, from + BATCH), [], 1);
    }
    const configured = await saveConf(app.server, owner, shop.id, {
      setup: setupWith({ query }),
      fineTuning: fineTuningWith({}),
    });
    expect(configured.statusCode, configured.body).toBe(200);
    await app.services.indexing.idle();
  }, 240_000);

  afterAll(async () => {
    await app.dispose();
  });

  it('uses a saved synonym on the next search, with no rebuild', async () => {
    const live = app.services.indexing;
    const indexBefore = app.services.registry.get(shop.key)?.index;
    const runtime = new ShopRuntimeRepository(app.database.db);
    const startedBefore = (await runtime.get(shop.id)).last_index_start_time;
    expect(indexBefore?.size).toBe(SHOP_SIZE);
    expect(await searchIds(app.server, shop.key, 'tshirt')).toEqual([]);

    const saved = await saveConf(app.server, owner, shop.id, {
      fineTuning: fineTuningWith({ synonyms: [['tshirt', 'maglietta']] }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // Nothing waited for: the answer right after the save already uses the synonym.
    expect(await searchIds(app.server, shop.key, 'tshirt')).toEqual(['p77']);
    expect(live.isIndexing(shop.id)).toBe(false);
    expect(app.services.registry.get(shop.key)?.index).toBe(indexBefore);
    const after = await runtime.get(shop.id);
    expect(after).toMatchObject({ is_indexing: 0, last_index_start_time: startedBefore });
    const status = await app.server.inject({
      url: `/API/shops/${shop.id}/status`,
      headers: owner.headers,
    });
    expect(status.json()).toEqual({ isIndexing: false });
  });
});
