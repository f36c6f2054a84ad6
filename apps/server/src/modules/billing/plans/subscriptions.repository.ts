import type { Insertable, Kysely, Selectable } from 'kysely';
import type { BillingSubscriptionsTable, Database } from '../../../db/database.schema';

export type SubscriptionRow = Selectable<BillingSubscriptionsTable>;

/** What a write sets: every column but the key and the bookkeeping the repository moves. */
export type SubscriptionValues = Omit<
  Insertable<BillingSubscriptionsTable>,
  'customer_id' | 'version' | 'updated_at'
>;

/**
 * The columns of a subscription as they are (the trial's when there is none), for a write that
 * changes only some.
 * @example save(id, { ...currentValues(sub), cancel_at_period_end: 1 }, sub.version, now)
 */
export function currentValues(sub: SubscriptionRow | undefined): SubscriptionValues {
  return {
    plan_key: sub?.plan_key ?? 'trial',
    is_monthly: sub?.is_monthly ?? 1,
    subscribed_at: sub?.subscribed_at ?? null,
    period_start: sub?.period_start ?? null,
    period_end: sub?.period_end ?? null,
    period_cents: sub?.period_cents ?? null,
    anchor_at: sub?.anchor_at ?? null,
    cancel_at_period_end: sub?.cancel_at_period_end ?? 0,
    pending_plan_key: sub?.pending_plan_key ?? null,
    pending_is_monthly: sub?.pending_is_monthly ?? null,
    pending_invoice_id: sub?.pending_invoice_id ?? null,
    requests_limit: sub?.requests_limit ?? 0,
    agreed_monthly_cents: sub?.agreed_monthly_cents ?? null,
    provider_ref: sub?.provider_ref ?? null,
  };
}

/** The facts of a customer the plan is derived from besides its subscription. */
export interface CustomerBillingFacts {
  customerId: string;
  createdAt: number;
}

/**
 * Customers' chosen plans (`billing_subscriptions`). Writes are compare-and-set on `version`: a
 * write that read version n succeeds only while the row still holds n, so of two processes (or
 * two requests) changing one subscription, exactly one wins and the other re-reads.
 */
export class SubscriptionsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  find(customerId: string): Promise<SubscriptionRow | undefined> {
    return this.db
      .selectFrom('billing_subscriptions')
      .selectAll()
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
  }

  /** Every subscription, for the periodic billing pass. */
  all(): Promise<SubscriptionRow[]> {
    return this.db.selectFrom('billing_subscriptions').selectAll().execute();
  }

  /**
   * Writes a subscription: inserts it when `expectedVersion` is null (and none exists), else
   * updates it only while it holds that version. Keeps `customers.is_deactivating` (which
   * `GET customers/me` answers) equal to the cancellation flag in the same statement's transaction
   * when called inside one.
   * @returns whether the write happened (false: someone else changed it first).
   */
  async save(
    customerId: string,
    values: SubscriptionValues,
    expectedVersion: number | null,
    now: number,
  ): Promise<boolean> {
    if (expectedVersion === null) {
      const inserted = await this.db
        .insertInto('billing_subscriptions')
        .values({ ...values, customer_id: customerId, version: 1, updated_at: now })
        .onConflict((conflict) => conflict.column('customer_id').doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) return false;
    } else {
      const updated = await this.db
        .updateTable('billing_subscriptions')
        .set({ ...values, version: expectedVersion + 1, updated_at: now })
        .where('customer_id', '=', customerId)
        .where('version', '=', expectedVersion)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) return false;
    }
    await this.db
      .updateTable('customers')
      .set({ is_deactivating: values.cancel_at_period_end === 1 ? 1 : 0 })
      .where('id', '=', customerId)
      .execute();
    return true;
  }

  /** When a customer's trial started: its signup. */
  async facts(customerId: string): Promise<CustomerBillingFacts | undefined> {
    const row = await this.db
      .selectFrom('customers')
      .select(['id', 'created_at'])
      .where('id', '=', customerId)
      .executeTakeFirst();
    return row && { customerId: row.id, createdAt: Number(row.created_at) };
  }

  /** Every customer's signup time, for the periodic pass over trials. */
  async allFacts(): Promise<CustomerBillingFacts[]> {
    const rows = await this.db.selectFrom('customers').select(['id', 'created_at']).execute();
    return rows.map((row) => ({ customerId: row.id, createdAt: Number(row.created_at) }));
  }
}
