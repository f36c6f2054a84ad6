import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
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
   * Deletes the customer's shop in one transaction. `inTransaction` runs first, with the row locked
   * and every row of the shop still there: the shops service emits `shop.deleting` and
   * `shop.deleted` in it, and each module deletes its own rows (docs/architecture.md, "Shop
   * events"). Then the `shops` row goes, and with it, by their cascading foreign keys, products,
   * configuration, runtime and the other tables that have one. Anything that throws rolls the whole
   * deletion back. Another customer's shop: nothing runs, false.
   * @example await shops.delete('c1', 's1', (trx) => events.emit('shop.deleted', { … trx }));
   */
  async delete(
    customerId: string,
    shopId: string,
    inTransaction: (trx: Transaction<Database>) => Promise<void>,
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      // An update that changes nothing: checks the owner and locks the row on PostgreSQL, so a
      // second deletion of the shop waits here and then finds nothing.
      const owned = await trx
        .updateTable('shops')
        .set((eb) => ({ is_active: eb.ref('is_active') }))
        .where('id', '=', shopId)
        .where('customer_id', '=', customerId)
        .executeTakeFirst();
      if (Number(owned.numUpdatedRows) === 0) return false;
      await inTransaction(trx);
      await trx.deleteFrom('shops').where('id', '=', shopId).execute();
      return true;
    });
  }
}
