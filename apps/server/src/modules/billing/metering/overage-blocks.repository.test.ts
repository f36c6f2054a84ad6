import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertAccount } from '../../../../test/account-rows';
import { openTestDatabase, testDialects, type TestDatabase } from '../../../../test/dialects';
import { OverageBlocksRepository } from './overage-blocks.repository';

describe.each(testDialects())('overage blocks on %s', (dialect) => {
  let database: TestDatabase;
  let blocks: OverageBlocksRepository;
  let customerId: string;
  const block = (month: string, number: number) => ({
    customer_id: customerId,
    month,
    block: number,
    plan_key: 'start',
    queries: 5_000,
    price_cents: 1_500,
    activated_at: 1,
    invoice_id: `inv-${month}-${number}`,
  });

  beforeEach(async () => {
    database = await openTestDatabase(dialect);
    blocks = new OverageBlocksRepository(database.db);
    ({ customerId } = await insertAccount(database.db, 'anna'));
  });
  afterEach(() => database.dispose());

  it('records each block of a month once and sums what each month billed', async () => {
    expect(await blocks.insert(block('2026-03', 1))).toBe(true);
    expect(await blocks.insert(block('2026-03', 1))).toBe(false);
    expect(await blocks.insert(block('2026-03', 2))).toBe(true);
    expect(await blocks.insert(block('2026-04', 1))).toBe(true);
    expect(await blocks.count(customerId, '2026-03')).toBe(2);
    expect(await blocks.count(customerId, '2026-05')).toBe(0);
    expect(await blocks.billedByMonth(customerId, '2026-01', '2026-03')).toEqual(
      new Map([['2026-03', 3_000]]),
    );
  });
});
