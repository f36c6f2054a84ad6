import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertAccount, shopRow } from '../../../test/account-rows';
import { openTestDatabase, testDialects, type TestDatabase } from '../../../test/dialects';
import { ShopsRepository } from './shops.repository';

/** Shops per account are capped (docs/product/billing.md#shops-per-plan), counted atomically. */
describe.each(testDialects())('the shop limit on %s', (dialect) => {
  let database: TestDatabase;
  let shops: ShopsRepository;
  const owned = async (customerId: string) =>
    (await shops.listByCustomer(customerId)).map((row) => row.id).sort();

  beforeEach(async () => {
    database = await openTestDatabase(dialect);
    shops = new ShopsRepository(database.db);
    await insertAccount(database.db, 'anna');
    await insertAccount(database.db, 'marco');
    await shops.insert(shopRow('m1', 'c-marco'));
  });
  afterEach(() => database.dispose());

  it('inserts below the limit and refuses at it, writing nothing', async () => {
    expect(await shops.insertWithinLimit(shopRow('a1', 'c-anna'), 2)).toBe(true);
    expect(await shops.insertWithinLimit(shopRow('a2', 'c-anna'), 2)).toBe(true);
    expect(await shops.insertWithinLimit(shopRow('a3', 'c-anna'), 2)).toBe(false);
    expect(await owned('c-anna')).toEqual(['a1', 'a2']);
    expect(await shops.findById('a3')).toBeUndefined();
    // Another customer's shops neither count against anna nor are touched.
    expect(await shops.insertWithinLimit(shopRow('m2', 'c-marco'), 2)).toBe(true);
    expect(await owned('c-marco')).toEqual(['m1', 'm2']);
  });

  it('lets exactly the limit through when creations arrive in parallel', async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        shops.insertWithinLimit(shopRow(`p${String(index)}`, 'c-anna'), 3),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(3);
    expect(await owned('c-anna')).toHaveLength(3);
    expect(await owned('c-marco')).toEqual(['m1']);
  });
});
