import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.schema';

/** Monthly search counters per shop ('requests', metered by billing). */
export class RequestCountsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Adds to each shop's counter of the month; a shop deleted meanwhile is skipped. */
  async add(month: string, counts: ReadonlyMap<string, number>): Promise<void> {
    const shopIds = [...counts.keys()];
    if (shopIds.length === 0) return;
    await this.db.transaction().execute(async (trx) => {
      const existing = await trx
        .selectFrom('shops')
        .select('id')
        .where('id', 'in', shopIds)
        .execute();
      const rows = existing.map(({ id }) => ({ shop_id: id, month, count: counts.get(id) ?? 0 }));
      if (rows.length === 0) return;
      await trx
        .insertInto('shop_request_counts')
        .values(rows)
        .onConflict((conflict) =>
          conflict.columns(['shop_id', 'month']).doUpdateSet((eb) => ({
            count: eb('shop_request_counts.count', '+', eb.ref('excluded.count')),
          })),
        )
        .execute();
    });
  }

  /** The caller's shops' counters of one month, by shop id. */
  async forCustomer(customerId: string, month: string): Promise<Map<string, number>> {
    const rows = await this.db
      .selectFrom('shop_request_counts')
      .innerJoin('shops', 'shops.id', 'shop_request_counts.shop_id')
      .select(['shop_request_counts.shop_id', 'shop_request_counts.count'])
      .where('shops.customer_id', '=', customerId)
      .where('shop_request_counts.month', '=', month)
      .execute();
    return new Map(rows.map((row) => [row.shop_id, Number(row.count)]));
  }
}
