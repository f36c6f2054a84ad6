import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertAccount, shopRow } from '../../../test/account-rows';
import { openTestDatabase, testDialects, type TestDatabase } from '../../../test/dialects';
import { ShopRuntimeRepository } from '../shops/index';
import { ShopsRepository } from '../shops/index';
import { ProductsRepository } from './products.repository';

describe.each(testDialects())('catalogue storage on %s', (dialect) => {
  let database: TestDatabase;
  let products: ProductsRepository;
  let shops: ShopsRepository;

  beforeEach(async () => {
    database = await openTestDatabase(dialect);
    products = new ProductsRepository(database.db);
    shops = new ShopsRepository(database.db);
    await insertAccount(database.db, 'anna');
    await insertAccount(database.db, 'marco');
    await shops.insert(shopRow('s1', 'c-anna'));
    await shops.insert(shopRow('s2', 'c-marco'));
  });
  afterEach(() => database.dispose());

  const ids = async (shopId: string) => {
    const out: string[] = [];
    for await (const row of products.listByShop(shopId)) out.push(row.id);
    return out;
  };

  it('reads products of one shop by id, skipping ids it does not have', async () => {
    await products.applyBatch(
      's1',
      [
        { id: 'a', data: '{"v":1}' },
        { id: 'b', data: '{"v":2}' },
      ],
      [],
      10,
    );
    await products.applyBatch('s2', [{ id: 'c', data: '{"v":3}' }], [], 10);
    const found = await products.findMany('s1', ['b', 'c', 'gone', 'b']);
    expect([...found]).toEqual([['b', '{"v":2}']]);
    expect(await products.findMany('s1', [])).toEqual(new Map());
  });

  it('upserts, replaces and deletes within one shop and keeps the SKU count', async () => {
    const first = await products.applyBatch(
      's1',
      [
        { id: 'a', data: '{"v":1}' },
        { id: 'b', data: '{"v":1}' },
      ],
      [],
      10,
    );
    expect(first).toEqual({ deleted: 0, skus: 2, version: 1 });
    await products.applyBatch('s2', [{ id: 'a', data: '{"other":1}' }], [], 10);
    const second = await products.applyBatch('s1', [{ id: 'a', data: '{"v":2}' }], ['b', 'zz'], 20);
    expect(second).toEqual({ deleted: 1, skus: 1, version: 2 });
    const rows = [];
    for await (const row of products.listByShop('s1')) rows.push(row);
    expect(rows).toEqual([{ id: 'a', data: '{"v":2}' }]);
    expect(await new ShopRuntimeRepository(database.db).get('s1')).toMatchObject({
      skus: 1,
      last_sync_start_time: 20,
    });
    expect(await shops.findOwned('c-marco', 's1')).toBeUndefined();
    expect(await ids('s2')).toEqual(['a']);
  });

  it('moves the catalogue version with every batch, one that only deletes included', async () => {
    const runtime = new ShopRuntimeRepository(database.db);
    const version = async (shopId: string) => (await runtime.get(shopId)).catalogue_version;
    expect(await version('s1')).toBe(0);
    await products.applyBatch('s1', [{ id: 'a', data: '{}' }], [], 10);
    // Same second, same count: a timestamp or a count would not see this change.
    await products.applyBatch('s1', [{ id: 'b', data: '{}' }], ['a'], 10);
    expect(await version('s1')).toBe(2);
    await products.applyBatch('s1', [], ['b'], 10);
    expect(await version('s1')).toBe(3);
    expect(await runtime.get('s1')).toMatchObject({ skus: 0 });
    expect(await version('s2')).toBe(0);
  });

  it('pages through a large catalogue in id order', async () => {
    const many = Array.from({ length: 4500 }, (_, i) => ({
      id: `p${String(i).padStart(5, '0')}`,
      data: '{}',
    }));
    for (let start = 0; start < many.length; start += 500) {
      await products.applyBatch('s1', many.slice(start, start + 500), [], 1);
    }
    expect(await ids('s1')).toEqual(many.map((p) => p.id));
  });

  it("drops a shop's products with the shop, only for its owner", async () => {
    await products.applyBatch('s1', [{ id: 'a', data: '{}' }], [], 1);
    expect(await shops.delete('c-marco', 's1', () => Promise.resolve())).toBe(false);
    expect(await shops.delete('c-anna', 's1', () => Promise.resolve())).toBe(true);
    expect(await ids('s1')).toEqual([]);
  });
});
