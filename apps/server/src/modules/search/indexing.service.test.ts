import { catalogueProductSchema, defaultSetup } from '@trova/contracts';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { insertAccount, shopRow } from '../../../test/account-rows';
import { openTestDatabase, type TestDatabase } from '../../../test/dialects';
import { ProductsRepository, type StoredProduct } from '../catalogue/index';
import type { ConfigurationSaved } from '../../kernel/shop-events';
import {
  EMPTY_CONFIGURATION,
  searchSettingsOf,
  type ShopConfiguration,
} from '../configuration/index';
import { ShopRuntimeRepository } from '../shops/index';
import { ShopsRepository } from '../shops/index';
import { IndexOptimizer } from './index-optimizer';
import { IndexRegistry } from './index-registry';
import { IndexingService } from './indexing.service';

const shop = { id: 's1', key: 'key-s1' };
const product = (id: string, title: string) => catalogueProductSchema.parse({ id, title });
const row = (id: string, title: string): StoredProduct => ({
  id,
  data: JSON.stringify(product(id, title)),
});

/** Products read page by page; `gate` holds the read in the middle until the test opens it. */
class GatedProducts extends ProductsRepository {
  gate: Promise<void> | undefined;
  override async *listByShop(shopId: string): AsyncGenerator<StoredProduct> {
    let first = true;
    for await (const item of super.listByShop(shopId)) {
      if (!first) await this.gate;
      first = false;
      yield item;
    }
  }
}

/** What `configuration.saved` carries: the save derived the settings once. */
function savedEvent(
  previous: ShopConfiguration,
  next: ShopConfiguration,
  revision: number,
): ConfigurationSaved {
  return {
    shop,
    revision,
    previous,
    configuration: next,
    settings: searchSettingsOf(next),
  };
}

describe('indexing service', () => {
  let database: TestDatabase;
  let products: GatedProducts;
  let registry: IndexRegistry;
  let indexing: IndexingService;
  let configuration: ShopConfiguration;
  let revision: number;
  const log = pino({ level: 'silent' });

  beforeEach(async () => {
    database = await openTestDatabase('sqlite');
    await insertAccount(database.db, 'anna');
    await new ShopsRepository(database.db).insert(shopRow('s1', 'c-anna'));
    products = new GatedProducts(database.db);
    await products.applyBatch('s1', [row('a', 'Scarpa rossa'), row('b', 'Borsa rossa')], [], 1);
    registry = new IndexRegistry();
    configuration = EMPTY_CONFIGURATION;
    revision = 0;
    indexing = new IndexingService({
      shops: new ShopsRepository(database.db),
      runtime: new ShopRuntimeRepository(database.db),
      products,
      configuration: () => Promise.resolve({ configuration, revision }),
      registry,
      optimizer: new IndexOptimizer({ registry, log, delayMs: 60_000 }),
      log,
      now: () => 1_000,
      debounceMs: 0,
    });
  });
  afterEach(async () => {
    await indexing.close();
    await database.dispose();
  });

  const ids = (q: string) =>
    registry
      .get(shop.key)
      ?.index.search({ q })
      .hits.map((hit) => hit.id) ?? [];

  it('keeps a delta that arrives while a build reads the products', async () => {
    let open = (): void => undefined;
    products.gate = new Promise((resolve) => (open = resolve));
    const build = indexing.rebuild(shop);
    await vi.waitFor(() => expect(indexing.isIndexing('s1')).toBe(true));
    await indexing.catalogueChanged(shop, {
      kind: 'delta',
      upserts: [product('c', 'Scarpa blu')],
      deletes: ['a'],
      version: 2,
    });
    open();
    await build;
    expect(ids('scarpa')).toEqual(['c']);
    expect(ids('borsa')).toEqual(['b']);
    expect(registry.get(shop.key)?.catalogueVersion).toBe(2);
  });

  it('applies query settings to the live index and rebuilds only when the index must change', async () => {
    await indexing.rebuild(shop);
    const index = registry.get(shop.key)?.index;
    const stopped: ShopConfiguration = {
      ...configuration,
      fineTuning: { weights: {}, ips: ['10.0.0.1'], stopwords: ['rossa'], synonyms: [] },
    };
    await indexing.configurationSaved(savedEvent(configuration, stopped, 1));
    expect(indexing.isIndexing('s1')).toBe(false);
    expect(registry.get(shop.key)?.index).toBe(index);
    expect(index?.querySettings().stopWords).toEqual(['rossa']);
    expect(registry.get(shop.key)?.excludedIps.has('::ffff:10.0.0.1')).toBe(true);
    const hidden: ShopConfiguration = {
      ...stopped,
      setup: { ...defaultSetup(), oosProducts: false },
    };
    await indexing.configurationSaved(savedEvent(stopped, hidden, 2));
    expect(indexing.isIndexing('s1')).toBe(true);
  });

  it('gives a build that read an older configuration the newest query settings before it goes live', async () => {
    let open = (): void => undefined;
    products.gate = new Promise((resolve) => (open = resolve));
    const build = indexing.rebuild(shop);
    await vi.waitFor(() => expect(indexing.isIndexing('s1')).toBe(true));
    const saved: ShopConfiguration = {
      ...configuration,
      fineTuning: { weights: {}, ips: [], stopwords: [], synonyms: [['scarpa', 'calzatura']] },
    };
    // The save lands after the build has read revision 0; the build must not go live without it.
    await indexing.configurationSaved(savedEvent(configuration, saved, 1));
    open();
    await build;
    expect(ids('calzatura')).toEqual(['a']);
  });

  it('counts and logs products that no longer validate, and indexes the rest', async () => {
    const warn = vi.spyOn(log, 'warn');
    await database.db
      .insertInto('products')
      .values([
        { shop_id: 's1', product_id: 'bad-1', data: '{"id":"bad-1"}', updated_at: 1 },
        { shop_id: 's1', product_id: 'bad-2', data: 'not json', updated_at: 1 },
      ])
      .execute();
    await indexing.rebuild(shop);
    expect(ids('rossa').sort()).toEqual(['a', 'b']);
    expect(warn).toHaveBeenCalledWith(
      { shopId: 's1', invalid: 2, sample: ['bad-1', 'bad-2'] },
      'products that fail validation are not searchable',
    );
  });
});
