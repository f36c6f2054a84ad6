import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertAccount } from '../../../test/account-rows';
import { openTestDatabase, testDialects, type TestDatabase } from '../../../test/dialects';
import { ShopsRepository } from '../shops/shops.repository';
import { NotificationsRepository } from './notifications.repository';

describe.each(testDialects())('notifications and shops on %s', (dialect) => {
  let database: TestDatabase;
  let notifications: NotificationsRepository;

  beforeEach(async () => {
    database = await openTestDatabase(dialect);
    notifications = new NotificationsRepository(database.db);
    await insertAccount(database.db, 'anna');
    await insertAccount(database.db, 'marco');
    for (let index = 1; index <= 5; index += 1) {
      await notifications.insert({
        id: `n${index}`,
        customer_id: 'c-anna',
        code: 'payment-success',
        created_at: index,
        read_at: null,
        payload: '{}',
        detail: null,
      });
    }
    await notifications.insert({
      id: 'm1',
      customer_id: 'c-marco',
      code: 'payment-failure',
      created_at: 9,
      read_at: null,
      payload: '{"paymentId":"p"}',
      detail: '{"a":1}',
    });
  });
  afterEach(() => database.dispose());

  it("pages one customer's notifications newest first", async () => {
    expect((await notifications.page('c-anna', 0, 2)).map((row) => row.id)).toEqual(['n5', 'n4']);
    expect((await notifications.page('c-anna', 4, 2)).map((row) => row.id)).toEqual(['n1']);
    expect(await notifications.page('c-marco', 0, 10)).toEqual([
      {
        id: 'm1',
        customer_id: 'c-marco',
        code: 'payment-failure',
        created_at: 9,
        read_at: null,
        payload: '{"paymentId":"p"}',
        detail: '{"a":1}',
      },
    ]);
  });

  it('counts and marks read within the customer only', async () => {
    expect(await notifications.unreadCount('c-anna')).toBe(5);
    expect(await notifications.markRead('c-marco', 'n1', 50)).toBe(false);
    expect(await notifications.markRead('c-anna', 'n1', 50)).toBe(true);
    expect(await notifications.markRead('c-anna', 'n1', 60)).toBe(true);
    expect((await notifications.page('c-anna', 4, 1))[0]?.read_at).toBe(50);
    await notifications.markAllRead('c-anna', 70);
    expect(await notifications.unreadCount('c-anna')).toBe(0);
    expect(await notifications.unreadCount('c-marco')).toBe(1);
  });

  it("lists a customer's shops, their ids and SKU counts, never another's", async () => {
    const shops = new ShopsRepository(database.db);
    const base = {
      sector: null,
      cms_type: 'custom',
      cms_version: null,
      language_iso: 'it',
      last_sync_start_time: null,
      last_index_start_time: null,
      last_index_end_time: null,
      setup: null,
      fine_tuning: null,
      layout: null,
    };
    await shops.insert({
      ...base,
      id: 's1',
      customer_id: 'c-anna',
      key: 'k1',
      url: 'https://a.it',
      created_at: 1,
      skus: 10,
    });
    await shops.insert({
      ...base,
      id: 's2',
      customer_id: 'c-marco',
      key: 'k2',
      url: 'https://m.it',
      created_at: 2,
    });
    expect(
      (await shops.listByCustomer('c-anna')).map((row) => [row.id, row.skus, row.cms_data]),
    ).toEqual([['s1', 10, '{}']]);
    expect(await shops.listIds('c-anna')).toEqual(['s1']);
    expect(await shops.skuCounts('c-marco')).toEqual([{ id: 's2', skus: 0 }]);
  });
});
