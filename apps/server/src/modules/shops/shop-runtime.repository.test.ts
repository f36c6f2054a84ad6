import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertAccount, shopRow } from '../../../test/account-rows';
import { openTestDatabase, testDialects, type TestDatabase } from '../../../test/dialects';
import { ProductsRepository } from '../catalogue/index';
import { ShopRuntimeRepository } from './shop-runtime.repository';
import { ShopsRepository } from './shops.repository';

describe.each(testDialects())('shop runtime storage on %s', (dialect) => {
  let database: TestDatabase;
  let runtime: ShopRuntimeRepository;

  beforeEach(async () => {
    database = await openTestDatabase(dialect);
    runtime = new ShopRuntimeRepository(database.db);
    await insertAccount(database.db, 'anna');
    await insertAccount(database.db, 'marco');
    const shops = new ShopsRepository(database.db);
    await shops.insert(shopRow('s1', 'c-anna'));
    await shops.insert(shopRow('s2', 'c-anna'));
    await shops.insert(shopRow('s3', 'c-marco'));
  });
  afterEach(() => database.dispose());

  it('reads a shop nothing happened to as the defaults, without a row', async () => {
    expect(await runtime.get('s1')).toEqual({
      shop_id: 's1',
      is_indexing: 0,
      skus: 0,
      last_sync_start_time: null,
      last_index_start_time: null,
      last_index_end_time: null,
      catalogue_version: 0,
    });
  });

  it('records the lifecycle: sync start, index start only once configured, index end', async () => {
    await runtime.markSyncStart('s1', 10);
    await runtime.markIndexStart('s1', 11, false);
    expect(await runtime.get('s1')).toMatchObject({ is_indexing: 1, last_index_start_time: null });
    await runtime.markIndexStart('s1', 12, true);
    await runtime.markIndexEnd('s1', 13);
    expect(await runtime.get('s1')).toMatchObject({
      is_indexing: 0,
      last_sync_start_time: 10,
      last_index_start_time: 12,
      last_index_end_time: 13,
    });
  });

  it('clears indexing flags a stopped process left', async () => {
    await runtime.markIndexStart('s1', 1, true);
    await runtime.clearIndexing();
    expect((await runtime.get('s1')).is_indexing).toBe(0);
  });

  it('counts SKUs per shop of a customer and lists the shops with products', async () => {
    const products = new ProductsRepository(database.db);
    await products.applyBatch(
      's1',
      [
        { id: 'a', data: '{}' },
        { id: 'b', data: '{}' },
      ],
      [],
      1,
    );
    await products.applyBatch('s3', [{ id: 'a', data: '{}' }], [], 1);
    const counts = await runtime.skuCounts('c-anna');
    expect(counts.sort((a, b) => a.id.localeCompare(b.id))).toEqual([
      { id: 's1', skus: 2 },
      { id: 's2', skus: 0 },
    ]);
    expect(await runtime.listIndexable()).toEqual([
      { id: 's1', key: 'key-s1' },
      { id: 's3', key: 'key-s3' },
    ]);
    const many = await runtime.getMany(['s1', 's2']);
    expect([many.get('s1')?.skus, many.get('s2')?.skus]).toEqual([2, 0]);
  });
});
