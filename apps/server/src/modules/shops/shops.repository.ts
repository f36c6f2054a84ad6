import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, ShopsTable } from '../../db/database.schema';

export type ShopRow = Selectable<ShopsTable>;
export type PublicShopRow = Pick<
  ShopRow,
  'id' | 'key' | 'customer_id' | 'is_active' | 'language_iso'
>;

/**
 * Shops' identity, platform data and publishing, selected within their owner for calls; background
 * jobs read them by id. Configuration and runtime state have repositories of their own.
 */
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

  /** A shop only when it belongs to the customer; another customer's shop reads as missing. */
  findOwned(customerId: string, shopId: string): Promise<ShopRow | undefined> {
    return this.db
      .selectFrom('shops')
      .selectAll()
      .where('id', '=', shopId)
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
  }

  /** By public key, only when the shop belongs to the customer (calls addressed by key). */
  findOwnedByKey(customerId: string, key: string): Promise<ShopRow | undefined> {
    return this.db
      .selectFrom('shops')
      .selectAll()
      .where('key', '=', key)
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
  }

  /** For background jobs, which act for the owner recorded on the row. */
  findById(shopId: string): Promise<ShopRow | undefined> {
    return this.db.selectFrom('shops').selectAll().where('id', '=', shopId).executeTakeFirst();
  }

  /** By the public key the search API is called with. */
  findByKey(key: string): Promise<Pick<ShopRow, 'id' | 'key' | 'customer_id'> | undefined> {
    return this.db
      .selectFrom('shops')
      .select(['id', 'key', 'customer_id'])
      .where('key', '=', key)
      .executeTakeFirst();
  }

  /**
   * What the storefront layer's public calls need of a shop, by its public key: no owner filter,
   * since anyone who knows the key may ask (docs/product/layer.md#configuration).
   */
  findPublicByKey(key: string): Promise<PublicShopRow | undefined> {
    return this.db
      .selectFrom('shops')
      .select(['id', 'key', 'customer_id', 'is_active', 'language_iso'])
      .where('key', '=', key)
      .executeTakeFirst();
  }

  async update(
    customerId: string,
    shopId: string,
    changes: Partial<Pick<ShopRow, 'language_iso' | 'cms_data' | 'sector' | 'cms_version'>>,
  ): Promise<void> {
    await this.db
      .updateTable('shops')
      .set(changes)
      .where('id', '=', shopId)
      .where('customer_id', '=', customerId)
      .execute();
  }

  /** The published toggle. */
  async setActive(customerId: string, shopId: string, active: boolean): Promise<void> {
    await this.db
      .updateTable('shops')
      .set({ is_active: active ? 1 : 0 })
      .where('id', '=', shopId)
      .where('customer_id', '=', customerId)
      .execute();
  }

  /** Products and counters go with the shop (foreign keys cascade). */
  async delete(customerId: string, shopId: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('shops')
      .where('id', '=', shopId)
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
