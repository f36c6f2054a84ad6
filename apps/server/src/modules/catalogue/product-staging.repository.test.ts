import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertAccount } from '../../../test/account-rows';
import { openTestDatabase, testDialects, type TestDatabase } from '../../../test/dialects';
import { ShopFeedsRepository } from '../connectors/index';
import { ShopRuntimeRepository } from '../shops/index';
import { ShopsRepository } from '../shops/index';
import { ProductStagingRepository } from './product-staging.repository';
import { ProductsRepository } from './products.repository';

describe.each(testDialects())('feed staging storage on %s', (dialect) => {
  let database: TestDatabase;
  let staging: ProductStagingRepository;
  let products: ProductsRepository;

  const product = (id: string, title = id) => ({ id, data: JSON.stringify({ id, title }) });
  const live = async (): Promise<string[]> => {
    const out: string[] = [];
    for await (const row of products.listByShop('s1')) out.push(row.data);
    return out;
  };

  beforeEach(async () => {
    database = await openTestDatabase(dialect);
    staging = new ProductStagingRepository(database.db);
    products = new ProductsRepository(database.db);
    await insertAccount(database.db, 'anna');
    await new ShopsRepository(database.db).insert({
      id: 's1',
      key: 'key-s1',
      customer_id: 'c-anna',
      url: 'https://x',
      sector: null,
      cms_type: 'google-shopping',
      cms_version: null,
      language_iso: 'it',
      created_at: 1,
    });
    await products.applyBatch('s1', [product('old'), product('kept', 'before')], [], 1);
  });
  afterEach(() => database.dispose());

  it('leaves the live catalogue alone until promote, then replaces it', async () => {
    await staging.add('s1', [product('kept', 'after'), product('new')]);
    await staging.add('s1', [product('new', 'last wins')]);
    expect(await live()).toHaveLength(2);
    expect(await staging.promote('s1', 5, { sweep: true })).toMatchObject({ skus: 2, deleted: 1 });
    expect(await live()).toEqual([
      JSON.stringify({ id: 'kept', title: 'after' }),
      JSON.stringify({ id: 'new', title: 'last wins' }),
    ]);
    expect((await new ShopRuntimeRepository(database.db).get('s1')).skus).toBe(2);
    // Staging is empty again: a second promote changes nothing.
    expect(await staging.promote('s1', 6, { sweep: false })).toMatchObject({ skus: 2, deleted: 0 });
  });

  it('moves the catalogue version with every promote, a sweep that only deletes included', async () => {
    const version = async () =>
      (await new ShopRuntimeRepository(database.db).get('s1')).catalogue_version;
    const before = await version();
    expect(before).toBe(1);
    await staging.add('s1', [product('kept', 'before')]);
    expect(await staging.promote('s1', 5, { sweep: true })).toMatchObject({ version: before + 1 });
    expect(await version()).toBe(before + 1);
  });

  it('keeps products missing from a broken feed when not sweeping', async () => {
    await staging.add('s1', [product('new')]);
    expect(await staging.promote('s1', 5, { sweep: false })).toMatchObject({ skus: 3, deleted: 0 });
  });

  it('discards what an interrupted sync staged', async () => {
    await staging.add('s1', [product('half')]);
    await staging.clear('s1');
    expect(await staging.promote('s1', 5, { sweep: true })).toMatchObject({ skus: 0, deleted: 2 });
  });

  it('records feed syncs: the first one once, and the Last-Modified seen', async () => {
    const feeds = new ShopFeedsRepository(database.db);
    await feeds.insert({
      shop_id: 's1',
      sync_time: '01:00',
      last_modified: null,
      next_check_at: 10,
    });
    expect(await feeds.due(9)).toEqual([]);
    expect(await feeds.due(10)).toEqual([expect.objectContaining({ customer_id: 'c-anna' })]);
    expect(await feeds.recordSync('s1', '2025-01-01T00:00:00.000Z', 50)).toEqual({ first: true });
    expect(await feeds.recordSync('s1', null, 60)).toEqual({ first: false });
    expect(await feeds.find('s1')).toMatchObject({ last_modified: null, next_check_at: 60 });
  });
});
