import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertAccount } from '../../../../test/account-rows';
import { openTestDatabase, testDialects, type TestDatabase } from '../../../../test/dialects';
import { currentValues, SubscriptionsRepository } from './subscriptions.repository';

describe.each(testDialects())('subscriptions on %s', (dialect) => {
  let database: TestDatabase;
  let subscriptions: SubscriptionsRepository;
  let customerId: string;
  const deactivating = async () =>
    (
      await database.db
        .selectFrom('customers')
        .select('is_deactivating')
        .where('id', '=', customerId)
        .executeTakeFirstOrThrow()
    ).is_deactivating;

  beforeEach(async () => {
    database = await openTestDatabase(dialect);
    subscriptions = new SubscriptionsRepository(database.db);
    ({ customerId } = await insertAccount(database.db, 'anna'));
  });
  afterEach(() => database.dispose());

  it('inserts once, then updates only from the version it read', async () => {
    const start = { ...currentValues(undefined), plan_key: 'start', period_end: 500 };
    expect(await subscriptions.save(customerId, start, null, 10)).toBe(true);
    expect(await subscriptions.save(customerId, start, null, 10)).toBe(false);
    const row = await subscriptions.find(customerId);
    expect(row).toMatchObject({ plan_key: 'start', version: 1, updated_at: 10 });
    const cancelled = { ...currentValues(row), cancel_at_period_end: 1 };
    expect(await subscriptions.save(customerId, cancelled, 1, 20)).toBe(true);
    // A second writer that also read version 1 loses, and writes nothing.
    expect(await subscriptions.save(customerId, { ...cancelled, plan_key: 'little' }, 1, 30)).toBe(
      false,
    );
    expect(await subscriptions.find(customerId)).toMatchObject({
      plan_key: 'start',
      cancel_at_period_end: 1,
      version: 2,
    });
    // GET customers/me answers isDeactivating from the customer row, kept equal.
    expect(await deactivating()).toBe(1);
  });

  it('reads the trial facts: every customer and its signup', async () => {
    const marco = await insertAccount(database.db, 'marco');
    expect(await subscriptions.facts(marco.customerId)).toEqual({
      customerId: marco.customerId,
      createdAt: 1,
    });
    expect((await subscriptions.allFacts()).map((facts) => facts.customerId).sort()).toEqual(
      [customerId, marco.customerId].sort(),
    );
    expect(await subscriptions.all()).toEqual([]);
  });
});
