import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertAccount, shopRow } from '../../../test/account-rows';
import { openTestDatabase, testDialects, type TestDatabase } from '../../../test/dialects';
import { BillingShopsRepository } from './billing-shops.repository';

describe.each(testDialects())('shops as billing reads them on %s', (dialect) => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await openTestDatabase(dialect);
  });
  afterEach(() => database.dispose());

  it("lists a customer's shops with platform, publishing and whether they are completed", async () => {
    const anna = await insertAccount(database.db, 'anna');
    const marco = await insertAccount(database.db, 'marco');
    // One statement a row: SQLite writes NULL, not the default, for a column another row sets.
    for (const row of [
      { ...shopRow('s1', anna.customerId), is_active: 1 },
      { ...shopRow('s2', anna.customerId), cms_type: 'shopify' },
      shopRow('s3', marco.customerId),
    ]) {
      await database.db.insertInto('shops').values(row).execute();
    }
    await database.db
      .insertInto('shop_runtime')
      .values({ shop_id: 's1', last_index_start_time: 5 })
      .execute();
    const shops = new BillingShopsRepository(database.db);
    expect((await shops.list(anna.customerId)).sort((a, b) => a.id.localeCompare(b.id))).toEqual([
      {
        id: 's1',
        key: 'key-s1',
        customerId: anna.customerId,
        platform: 'custom-integration',
        published: true,
        completed: true,
      },
      {
        id: 's2',
        key: 'key-s2',
        customerId: anna.customerId,
        platform: 'shopify',
        published: false,
        completed: false,
      },
    ]);
    expect(await shops.list()).toHaveLength(3);
  });
});
