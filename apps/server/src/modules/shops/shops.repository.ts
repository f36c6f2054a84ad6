import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, ShopsTable } from '../../db/database.schema';
import { ROLLUP_TABLES } from '../analytics/index';
import type { DayIntents } from '../analytics/index';
import { retireUsage } from '../billing/index';

export type ShopRow = Selectable<ShopsTable>;
export type PublicShopRow = Pick<
  ShopRow,
  'id' | 'key' | 'customer_id' | 'is_active' | 'language_iso'
>;

/**
 * The tables that hold a shop's rows without a foreign key to it: the event log and what is rolled
 * up from it take rows at the rate of the storefronts' searches, and a foreign key would look the
 * shop up for each. Deleting a shop deletes its statistics for good
 * (docs/product/search-setup.md#delete-shop), so these go with it explicitly. The storage test
 * holds this list to the schema: a new such table must be added here.
 */
export const SHOP_ROWS_WITHOUT_FOREIGN_KEY = [
  'events',
  'analytics_dirty_days',
  'analytics_day_marks',
  ...ROLLUP_TABLES,
  'analytics_terms',
  'analytics_term_counters',
  'analytics_rank_blocks',
  'index_changes',
] as const satisfies readonly (keyof Database)[];

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

  /**
   * Inserts the shop only while its owner has fewer than `limit` shops; false, writing nothing, at
   * the limit. The owner's row is locked first (an update that changes nothing), so creations in
   * parallel are counted one after the other on PostgreSQL; SQLite writes one at a time anyway.
   * @example await shops.insertWithinLimit(row, 3) // false when the customer already has 3 shops
   */
  async insertWithinLimit(row: Insertable<ShopsTable>, limit: number): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('customers')
        .set((eb) => ({ email: eb.ref('email') }))
        .where('id', '=', row.customer_id)
        .execute();
      const { count } = await trx
        .selectFrom('shops')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('customer_id', '=', row.customer_id)
        .executeTakeFirstOrThrow();
      if (Number(count) >= limit) return false;
      await trx.insertInto('shops').values(row).execute();
      return true;
    });
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

  /**
   * Deletes the customer's shop and everything kept about it, in one transaction: products,
   * configuration, runtime and counters by their foreign keys, and the statistics and change log
   * explicitly ({@link SHOP_ROWS_WITHOUT_FOREIGN_KEY}). Its billed searches per day (`billed`)
   * move to the customer's record of deleted shops in the same transaction, so metering counts
   * them once, before and after (docs/product/billing.md#query-tiers). Another customer's shop:
   * nothing, false.
   */
  async delete(
    customerId: string,
    shopId: string,
    billed: readonly DayIntents[] = [],
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const result = await trx
        .deleteFrom('shops')
        .where('id', '=', shopId)
        .where('customer_id', '=', customerId)
        .executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) return false;
      for (const table of SHOP_ROWS_WITHOUT_FOREIGN_KEY) {
        await trx.deleteFrom(table).where('shop_id', '=', shopId).execute();
      }
      await retireUsage(trx, customerId, billed);
      return true;
    });
  }
}
