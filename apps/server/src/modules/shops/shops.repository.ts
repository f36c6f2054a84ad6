import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, ShopsTable } from '../../db/database.schema';

export type ShopRow = Selectable<ShopsTable>;

/** Shops, selected within their owner for calls; background jobs read them by id. */
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

  /** The customer's shop ids in list order (oldest first). */
  async listIds(customerId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('shops')
      .select('id')
      .where('customer_id', '=', customerId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map((row) => row.id);
  }

  skuCounts(customerId: string): Promise<{ id: string; skus: number }[]> {
    return this.db
      .selectFrom('shops')
      .select(['id', 'skus'])
      .where('customer_id', '=', customerId)
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

  /** A sync begins: the lifecycle moves to 'configuring' until the first index is built. */
  async markSyncStart(shopId: string, now: number): Promise<void> {
    await this.db
      .updateTable('shops')
      .set({ last_sync_start_time: now })
      .where('id', '=', shopId)
      .execute();
  }

  /** By the public key the search API is called with. */
  findByKey(key: string): Promise<Pick<ShopRow, 'id' | 'key'> | undefined> {
    return this.db
      .selectFrom('shops')
      .select(['id', 'key'])
      .where('key', '=', key)
      .executeTakeFirst();
  }

  /** Shops with products, whose index is rebuilt on start. */
  listIndexable(): Promise<Pick<ShopRow, 'id' | 'key'>[]> {
    return this.db
      .selectFrom('shops')
      .select(['id', 'key'])
      .where('skus', '>', 0)
      .orderBy('id')
      .execute();
  }

  async update(
    customerId: string,
    shopId: string,
    changes: Partial<Pick<ShopRow, 'language_iso' | 'cms_data'>>,
  ): Promise<void> {
    await this.db
      .updateTable('shops')
      .set(changes)
      .where('id', '=', shopId)
      .where('customer_id', '=', customerId)
      .execute();
  }

  /**
   * Writes the sections given (JSON text) in one statement: a save never leaves setup and fine
   * tuning from different saves.
   */
  async saveConfiguration(
    customerId: string,
    shopId: string,
    sections: Partial<Pick<ShopRow, 'setup' | 'fine_tuning' | 'layout' | 'sector' | 'cms_version'>>,
  ): Promise<void> {
    if (Object.keys(sections).length === 0) return;
    await this.db
      .updateTable('shops')
      .set(sections)
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

  /** Uploaded SEO translations and facet labels (JSON text, null removes them). */
  async setUploads(
    customerId: string,
    shopId: string,
    uploads: Partial<Pick<ShopRow, 'seo_translations' | 'facet_labels'>>,
  ): Promise<void> {
    await this.db
      .updateTable('shops')
      .set(uploads)
      .where('id', '=', shopId)
      .where('customer_id', '=', customerId)
      .execute();
  }

  /**
   * A build begins. Only a configured shop records it as its index start: that timestamp moves the
   * lifecycle to 'completed', which a synced shop reaches once the wizard has set it up.
   */
  async markIndexStart(shopId: string, now: number, configured: boolean): Promise<void> {
    await this.db
      .updateTable('shops')
      .set(configured ? { is_indexing: 1, last_index_start_time: now } : { is_indexing: 1 })
      .where('id', '=', shopId)
      .execute();
  }

  async markIndexEnd(shopId: string, now: number): Promise<void> {
    await this.db
      .updateTable('shops')
      .set({ is_indexing: 0, last_index_end_time: now })
      .where('id', '=', shopId)
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
