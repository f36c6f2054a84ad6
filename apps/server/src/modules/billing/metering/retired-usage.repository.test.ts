import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertAccount } from '../../../../test/account-rows';
import { openTestDatabase, testDialects, type TestDatabase } from '../../../../test/dialects';
import type { DayIntents } from '../../analytics/index';
import { RetiredUsageRepository, retireUsage } from './retired-usage.repository';

const DAY = 20_600;

describe.each(testDialects())('usage of deleted shops on %s', (dialect) => {
  let database: TestDatabase;
  let retired: RetiredUsageRepository;
  const retire = (customerId: string, days: readonly DayIntents[]) =>
    database.db.transaction().execute((trx) => retireUsage(trx, customerId, days));

  beforeEach(async () => {
    database = await openTestDatabase(dialect);
    retired = new RetiredUsageRepository(database.db);
    await insertAccount(database.db, 'anna');
    await insertAccount(database.db, 'marco');
  });
  afterEach(() => database.dispose());

  it("keeps a deleted shop's billed days with its customer, summed per day", async () => {
    await retire('c-anna', [
      { day: DAY, intents: 40 },
      { day: DAY + 1, intents: 2 },
    ]);
    // A second shop deleted with a day in common adds to that day.
    await retire('c-anna', [
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

  it('records nothing when the transaction that deletes the shop rolls back', async () => {
    const failed = database.db.transaction().execute(async (trx) => {
      await retireUsage(trx, 'c-anna', [{ day: DAY, intents: 9 }]);
      throw new Error('a later step of the deletion failed');
    });
    await expect(failed).rejects.toThrow('a later step');
    expect(await retired.intents('c-anna', DAY, DAY)).toBe(0);
  });

  it('goes with the customer', async () => {
    await retire('c-marco', [{ day: DAY, intents: 9 }]);
    expect(await retired.intents('c-marco', DAY, DAY)).toBe(9);
    await database.db.deleteFrom('customers').where('id', '=', 'c-marco').execute();
    expect(await database.db.selectFrom('billing_retired_usage').selectAll().execute()).toEqual([]);
  });
});
