import { afterEach, describe, expect, it } from 'vitest';
import { insertAccount, shopRow } from '../../../test/account-rows';
import { openTestDatabase, testDialects, type TestDatabase } from '../../../test/dialects';
import { ShopsRepository } from '../../modules/shops/index';
import { migratorFor } from '../migrate';

describe.each(testDialects())('0053-shop-platforms on %s', (dialect) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.dispose();
    database = undefined;
  });

  it('adds platform links that go with their shop and unique deliveries, and drops them on rollback', async () => {
    database = await openTestDatabase(dialect, { migrate: false });
    const { db } = database;
    const migrator = await migratorFor(db);
    await migrator.migrateTo('0053-shop-platforms');
    await insertAccount(db, 'anna');
    await new ShopsRepository(db).insert(shopRow('s1', 'c-anna'));
    await db
      .insertInto('shop_platforms')
      .values({
        ...{ shop_id: 's1', platform: 'prestashop', credentials: '{}', store_key: null },
        ...{ webhook_secret: null, cursor: null, next_poll_at: 10, next_full_at: 20 },
        ...{ import_read: null, import_total: null, last_error: null, created_at: 1 },
      })
      .execute();
    const link = await db.selectFrom('shop_platforms').selectAll().executeTakeFirst();
    expect(link).toMatchObject({ webhook_ids: '[]', synced_once: 0 });
    const delivery = { platform: 'woocommerce', delivery_id: 'd-1', received_at: 5 };
    await db.insertInto('platform_deliveries').values(delivery).execute();
    await expect(db.insertInto('platform_deliveries').values(delivery).execute()).rejects.toThrow();

    await db.deleteFrom('shops').where('id', '=', 's1').execute();
    expect(await db.selectFrom('shop_platforms').selectAll().execute()).toEqual([]);

    await migrator.migrateTo('0052-query-suggestions');
    await expect(db.selectFrom('platform_deliveries').selectAll().execute()).rejects.toThrow();
    await expect(db.selectFrom('shop_platforms').selectAll().execute()).rejects.toThrow();
  });
});
