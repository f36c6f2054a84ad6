import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.schema';

/** What a reference names: our customer, or the ledger invoice a provider invoice collects. */
export type ProviderRefKind = 'customer' | 'invoice';

/**
 * References to a payment provider's objects (`billing_provider_refs`, migration 0031): written once,
 * never changed. Two processes making the same object at once both reach the provider with one
 * idempotency key and get one object back; the first write wins and the other reads it.
 */
export class ProviderRefsRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly provider: string,
  ) {}

  async get(kind: ProviderRefKind, key: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('billing_provider_refs')
      .select('ref')
      .where('provider', '=', this.provider)
      .where('kind', '=', kind)
      .where('key', '=', key)
      .executeTakeFirst();
    return row?.ref;
  }

  /** Our key of a provider's object (an event names the provider's id). */
  async keyOf(kind: ProviderRefKind, ref: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('billing_provider_refs')
      .select('key')
      .where('provider', '=', this.provider)
      .where('kind', '=', kind)
      .where('ref', '=', ref)
      .executeTakeFirst();
    return row?.key;
  }

  /**
   * Records a reference unless one is recorded already.
   * @returns the reference recorded for the key: `ref`, or the one written first.
   * @example await refs.put('customer', customerId, 'cus_123', now) // 'cus_123'
   */
  async put(kind: ProviderRefKind, key: string, ref: string, now: number): Promise<string> {
    await this.db
      .insertInto('billing_provider_refs')
      .values({ provider: this.provider, kind, key, ref, created_at: now })
      .onConflict((conflict) => conflict.columns(['provider', 'kind', 'key']).doNothing())
      .execute();
    const stored = await this.get(kind, key);
    if (stored === undefined) throw new Error(`The ${kind} reference of ${key} was not stored`);
    return stored;
  }
}
