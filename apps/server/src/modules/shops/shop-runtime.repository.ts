import type { Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { Database, ShopRuntimeTable } from '../../db/database.schema';

export type ShopRuntimeRow = Selectable<ShopRuntimeTable>;

/** A shop nothing has happened to yet. */
export function emptyRuntime(shopId: string): ShopRuntimeRow {
  return {
    shop_id: shopId,
    is_indexing: 0,
    skus: 0,
    last_sync_start_time: null,
    last_index_start_time: null,
    last_index_end_time: null,
    catalogue_version: 0,
  };
}

type RuntimeChanges = Omit<Updateable<ShopRuntimeTable>, 'shop_id' | 'catalogue_version'>;

/** Insert-or-update of a shop's runtime row; rows are created on first use. */
async function upsert(
  db: Kysely<Database> | Transaction<Database>,
  shopId: string,
  changes: RuntimeChanges,
): Promise<void> {
  await db
    .insertInto('shop_runtime')
    .values({ shop_id: shopId, ...changes })
    .onConflict((conflict) => conflict.column('shop_id').doUpdateSet(changes))
    .execute();
}

/**
 * Inside a catalogue transaction: the new SKU count and one more catalogue version, so a stored
 * index built from an older version is never taken for current (docs/architecture.md, stored
 * indexes). Only the catalogue writer's repositories call it.
 * @returns the catalogue version the transaction's products now are.
 */
export async function bumpCatalogueVersion(
  trx: Transaction<Database>,
  shopId: string,
  skus: number,
  extra: Pick<RuntimeChanges, 'last_sync_start_time'> = {},
): Promise<number> {
  await trx
    .insertInto('shop_runtime')
    .values({ shop_id: shopId, skus, catalogue_version: 1, ...extra })
    .onConflict((conflict) =>
      conflict.column('shop_id').doUpdateSet((eb) => ({
        skus,
        ...extra,
        catalogue_version: eb('shop_runtime.catalogue_version', '+', 1),
      })),
    )
    .execute();
  const row = await trx
    .selectFrom('shop_runtime')
    .select('catalogue_version')
    .where('shop_id', '=', shopId)
    .executeTakeFirstOrThrow();
  return Number(row.catalogue_version);
}

/**
 * Runtime state of shops (docs/architecture.md, "Shops, configuration and runtime state"): what
 * the server's work changes, kept apart from what the owner configures.
 */
export class ShopRuntimeRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async get(shopId: string): Promise<ShopRuntimeRow> {
    const row = await this.db
      .selectFrom('shop_runtime')
      .selectAll()
      .where('shop_id', '=', shopId)
      .executeTakeFirst();
    return row ?? emptyRuntime(shopId);
  }

  /** Runtime rows of several shops, keyed by shop id; shops without one read as empty. */
  async getMany(shopIds: readonly string[]): Promise<Map<string, ShopRuntimeRow>> {
    const found = new Map(shopIds.map((id) => [id, emptyRuntime(id)]));
    if (shopIds.length === 0) return found;
    const rows = await this.db
      .selectFrom('shop_runtime')
      .selectAll()
      .where('shop_id', 'in', [...shopIds])
      .execute();
    for (const row of rows) found.set(row.shop_id, row);
    return found;
  }

  /** A sync begins: the lifecycle leaves 'to be configured'. */
  markSyncStart(shopId: string, now: number): Promise<void> {
    return upsert(this.db, shopId, { last_sync_start_time: now });
  }

  /**
   * A build begins. Only a configured shop records it as its index start: that timestamp moves the
   * lifecycle to 'completed', which a synced shop reaches once the wizard has set it up.
   */
  markIndexStart(shopId: string, now: number, configured: boolean): Promise<void> {
    return upsert(
      this.db,
      shopId,
      configured ? { is_indexing: 1, last_index_start_time: now } : { is_indexing: 1 },
    );
  }

  markIndexEnd(shopId: string, now: number): Promise<void> {
    return upsert(this.db, shopId, { is_indexing: 0, last_index_end_time: now });
  }

  /** After a restart no build is running, whatever the rows say. */
  async clearIndexing(): Promise<void> {
    await this.db
      .updateTable('shop_runtime')
      .set({ is_indexing: 0 })
      .where('is_indexing', '=', 1)
      .execute();
  }

  /** Shops with products, whose index is loaded or built on start. */
  listIndexable(): Promise<{ id: string; key: string }[]> {
    return this.db
      .selectFrom('shop_runtime')
      .innerJoin('shops', 'shops.id', 'shop_runtime.shop_id')
      .select(['shops.id', 'shops.key'])
      .where('shop_runtime.skus', '>', 0)
      .orderBy('shops.id')
      .execute();
  }

  /** SKUs of each of the customer's shops (`GET customers/me/count`). */
  skuCounts(customerId: string): Promise<{ id: string; skus: number }[]> {
    return this.db
      .selectFrom('shops')
      .leftJoin('shop_runtime', 'shop_runtime.shop_id', 'shops.id')
      .select((eb) => ['shops.id', eb.fn.coalesce('shop_runtime.skus', eb.lit(0)).as('skus')])
      .where('shops.customer_id', '=', customerId)
      .execute();
  }
}
