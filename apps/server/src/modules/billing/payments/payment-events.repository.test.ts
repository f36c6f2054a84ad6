import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, testDialects, type TestDatabase } from '../../../../test/dialects';
import { PaymentEventsRepository, type PaymentEventRecord } from './payment-events.repository';

const event = (id: string, occurredAt: number): PaymentEventRecord => ({
  id,
  provider: 'manual',
  type: 'invoice.paid',
  invoice_id: 'inv-1',
  occurred_at: occurredAt,
  received_at: 100,
  outcome: 'received',
  payload: '{}',
});

describe.each(testDialects())('the payment events inbox on %s', (dialect) => {
  let database: TestDatabase;
  let inbox: PaymentEventsRepository;

  beforeEach(async () => {
    database = await openTestDatabase(dialect);
    inbox = new PaymentEventsRepository(database.db);
  });
  afterEach(() => database.dispose());

  it('records an event id once; a replay is recognised', async () => {
    expect(await inbox.record(event('evt-1', 10))).toBe(true);
    expect(await inbox.record(event('evt-1', 10))).toBe(false);
    await inbox.setOutcome('evt-1', 'applied');
    expect(await inbox.record(event('evt-0', 5))).toBe(true);
    expect(await inbox.forInvoice('inv-1')).toEqual([
      { id: 'evt-0', type: 'invoice.paid', outcome: 'received' },
      { id: 'evt-1', type: 'invoice.paid', outcome: 'applied' },
    ]);
  });

  it('forgets an event whose transaction rolled back, so a redelivery applies it', async () => {
    await database.db
      .transaction()
      .execute(async (trx) => {
        await new PaymentEventsRepository(trx).record(event('evt-2', 10));
        throw new Error('applying it failed');
      })
      .catch(() => undefined);
    expect(await inbox.record(event('evt-2', 10))).toBe(true);
  });
});
