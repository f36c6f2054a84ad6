import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertAccount, shopRow } from '../../../../test/account-rows';
import { openTestDatabase, testDialects, type TestDatabase } from '../../../../test/dialects';
import { ShopsRepository } from '../../shops/index';
import { RetiredUsageRepository } from './retired-usage.repository';

const DAY = 20_600;

describe.each(testDialects())('usage of deleted shops on %s', (dialect) => {
  let database: TestDatabase;
  let shops: ShopsRepository;
  let retired: RetiredUsageRepository;

  beforeEach(async () => {
    database = await openTestDatabase(dialect);
    shops = new ShopsRepository(database.db);
    retired = new RetiredUsageRepository(database.db);
    await insertAccount(database.db, 'anna');
    await insertAccount(database.db, 'marco');
    for (const [id, customer] of [
      ['s1', 'c-anna'],
      ['s2', 'c-anna'],
      ['s3', 'c-marco'],
    ] as const) {
      await shops.insert(shopRow(id, customer));
    }
  });
  afterEach(() => database.dispose());

  it("keeps a deleted shop's billed days with its customer, summed per day", async () => {
    await shops.delete('c-anna', 's1', [
      { day: DAY, intents: 40 },
      { day: DAY + 1, intents: 2 },
    ]);
    // A second shop deleted with a day in common adds to that day.
    await shops.delete('c-anna', 's2', [
      { day: DAY + 1, intents: 5 },
      { day: DAY + 31, intents: 7 },
    ]);
    expect(await retired.intents('c-anna', DAY, DAY + 30)).toBe(47);
    expect(await retired.intents('c-anna', DAY + 1, DAY + 1)).toBe(7);
    expect(await retired.intents('c-anna', DAY, DAY + 31)).toBe(54);
    expect(await retired.intents('c-anna', DAY + 2, DAY + 30)).toBe(0);
    expect(await retired.intents('c-marco', DAY, DAY + 31)).toBe(0);
    expect(await retired.intents('c-anna', DAY + 5, DAY)).toBe(0);
  });

  it("records nothing when the shop is another customer's, and nothing is deleted", async () => {
    expect(await shops.delete('c-anna', 's3', [{ day: DAY, intents: 9 }])).toBe(false);
    expect(await retired.intents('c-anna', DAY, DAY)).toBe(0);
    expect(await shops.findById('s3')).toBeDefined();
  });

  it('goes with the customer', async () => {
    await shops.delete('c-marco', 's3', [{ day: DAY, intents: 9 }]);
    expect(await retired.intents('c-marco', DAY, DAY)).toBe(9);
    await database.db.deleteFrom('customers').where('id', '=', 'c-marco').execute();
    expect(await database.db.selectFrom('billing_retired_usage').selectAll().execute()).toEqual([]);
  });
});
