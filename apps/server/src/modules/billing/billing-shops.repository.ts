import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.schema';

/** What billing needs to know of a shop. */
export interface BillingShop {
  id: string;
  key: string;
  customerId: string;
  platform: string;
  published: boolean;
  /** The lifecycle's 'completed': an index start exists (docs/product/shell.md#shop-lifecycle). */
  completed: boolean;
}

/** Reads of shops for metering, the Shopify rule and which storefronts are served. */
export class BillingShopsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Every shop of one customer, or of every customer when `customerId` is unset. */
  async list(customerId?: string): Promise<BillingShop[]> {
    let query = this.db
      .selectFrom('shops')
      .leftJoin('shop_runtime', 'shop_runtime.shop_id', 'shops.id')
      .select([
        'shops.id',
        'shops.key',
        'shops.customer_id',
        'shops.cms_type',
        'shops.is_active',
        'shop_runtime.last_index_start_time',
      ]);
    if (customerId !== undefined) query = query.where('shops.customer_id', '=', customerId);
    const rows = await query.execute();
    return rows.map((row) => ({
      id: row.id,
      key: row.key,
      customerId: row.customer_id,
      platform: row.cms_type,
      published: row.is_active === 1,
      completed: row.last_index_start_time !== null,
    }));
  }
}
