import type { Insertable, Kysely } from 'kysely';
import type { BillingOverageBlocksTable, Database } from '../../../db/database.schema';

export type OverageBlockRecord = Insertable<BillingOverageBlocksTable>;

/** Extra blocks of queries activated per customer and UTC month (docs/product/billing.md#overage-blocks). */
export class OverageBlocksRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** How many blocks a customer has in a month (`YYYY-MM`). */
  async count(customerId: string, month: string): Promise<number> {
    const row = await this.db
      .selectFrom('billing_overage_blocks')
      .select((eb) => eb.fn.countAll<number | string>().as('blocks'))
      .where('customer_id', '=', customerId)
      .where('month', '=', month)
      .executeTakeFirstOrThrow();
    return Number(row.blocks);
  }

  /**
   * Records a block unless that (customer, month, block) is recorded already.
   * @returns whether it is new.
   */
  async insert(block: OverageBlockRecord): Promise<boolean> {
    const result = await this.db
      .insertInto('billing_overage_blocks')
      .values(block)
      .onConflict((conflict) => conflict.columns(['customer_id', 'month', 'block']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  /** A customer's billed overage per month in `[fromMonth, toMonth]`, in cents. */
  async billedByMonth(
    customerId: string,
    fromMonth: string,
    toMonth: string,
  ): Promise<Map<string, number>> {
    const rows = await this.db
      .selectFrom('billing_overage_blocks')
      .select((eb) => ['month', eb.fn.sum<number | string>('price_cents').as('cents')])
      .where('customer_id', '=', customerId)
      .where('month', '>=', fromMonth)
      .where('month', '<=', toMonth)
      .groupBy('month')
      .execute();
    return new Map(rows.map((row) => [row.month, Number(row.cents)]));
  }
}
