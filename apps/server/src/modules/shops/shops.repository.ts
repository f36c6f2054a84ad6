import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, ShopsTable } from '../../db/database.schema';

export type ShopRow = Selectable<ShopsTable>;

/** Shops, always selected within their owner. The ingestion issue adds the writes it needs. */
export class ShopsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** For seeding and for the issue that creates shops through the wizard. */
  async insert(row: Insertable<ShopsTable>): Promise<void> {
    await this.db.insertInto('shops').values(row).execute();
  }

  listByCustomer(customerId: string): Promise<ShopRow[]> {
    return this.db
      .selectFrom('shops')
      .selectAll()
      .where('customer_id', '=', customerId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  syncStatus(customerId: string): Promise<{ id: string; is_synchronizing: number }[]> {
    return this.db
      .selectFrom('shops')
      .select(['id', 'is_synchronizing'])
      .where('customer_id', '=', customerId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  skuCounts(customerId: string): Promise<{ id: string; skus: number }[]> {
    return this.db
      .selectFrom('shops')
      .select(['id', 'skus'])
      .where('customer_id', '=', customerId)
      .execute();
  }
}
