import type { Insertable, Kysely } from 'kysely';
import type { BillingPaymentEventsTable, Database } from '../../../db/database.schema';

export type PaymentEventRecord = Insertable<BillingPaymentEventsTable>;

/**
 * The inbox of payment events (docs/adr/0005-billing-ledger.md): one row per provider event id.
 * Recording an event and applying it share one transaction, so an event is either recorded and
 * applied, or neither; a replay finds its id taken and changes nothing.
 */
export class PaymentEventsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Records an event unless its id is already in the inbox.
   * @returns whether it is new (false: a duplicate delivery).
   */
  async record(event: PaymentEventRecord): Promise<boolean> {
    const result = await this.db
      .insertInto('billing_payment_events')
      .values(event)
      .onConflict((conflict) => conflict.column('id').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  /** Writes what applying a recorded event did. */
  async setOutcome(id: string, outcome: string): Promise<void> {
    await this.db
      .updateTable('billing_payment_events')
      .set({ outcome })
      .where('id', '=', id)
      .execute();
  }

  /** The events recorded for an invoice, oldest first (the operator's audit trail). */
  forInvoice(invoiceId: string): Promise<{ id: string; type: string; outcome: string }[]> {
    return this.db
      .selectFrom('billing_payment_events')
      .select(['id', 'type', 'outcome'])
      .where('invoice_id', '=', invoiceId)
      .orderBy('occurred_at')
      .orderBy('received_at')
      .execute();
  }
}
