import { shopSyncErrorSchema, type ShopSyncError } from '@trova/contracts';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, ShopFeedsTable } from '../../db/database.schema';

export type ShopFeedRow = Selectable<ShopFeedsTable>;

/** A feed due for its scheduled sync or Last-Modified check, with what the sync needs of its shop. */
export interface DueFeed extends ShopFeedRow {
  customer_id: string;
  cms_data: string;
}

/** Feed settings of Google Shopping shops. Callers pass shop ids whose ownership they checked. */
export class ShopFeedsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: Insertable<ShopFeedsTable>): Promise<void> {
    await this.db.insertInto('shop_feeds').values(row).execute();
  }

  /** The shop stops being scheduled (its connector is disconnected). */
  async remove(shopId: string): Promise<void> {
    await this.db.deleteFrom('shop_feeds').where('shop_id', '=', shopId).execute();
  }

  find(shopId: string): Promise<ShopFeedRow | undefined> {
    return this.db
      .selectFrom('shop_feeds')
      .selectAll()
      .where('shop_id', '=', shopId)
      .executeTakeFirst();
  }

  /** Feeds whose next check time has come, oldest first. */
  due(now: number): Promise<DueFeed[]> {
    return this.db
      .selectFrom('shop_feeds')
      .innerJoin('shops', 'shops.id', 'shop_feeds.shop_id')
      .selectAll('shop_feeds')
      .select(['shops.customer_id', 'shops.cms_data'])
      .where('shop_feeds.next_check_at', '<=', now)
      .orderBy('shop_feeds.next_check_at')
      .execute();
  }

  async setNextCheck(shopId: string, nextCheckAt: number): Promise<void> {
    await this.db
      .updateTable('shop_feeds')
      .set({ next_check_at: nextCheckAt })
      .where('shop_id', '=', shopId)
      .execute();
  }

  /**
   * Records a finished sync: the Last-Modified it saw (null: not a fixed file) and the next check.
   * Answers true only the first time, for the "first sync" mail.
   */
  async recordSync(
    shopId: string,
    lastModified: string | null,
    nextCheckAt: number,
  ): Promise<{ first: boolean }> {
    return this.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('shop_feeds')
        .set({ synced_once: 1 })
        .where('shop_id', '=', shopId)
        .where('synced_once', '=', 0)
        .executeTakeFirst();
      await trx
        .updateTable('shop_feeds')
        .set({ last_modified: lastModified, next_check_at: nextCheckAt, last_error: null })
        .where('shop_id', '=', shopId)
        .execute();
      return { first: Number(result.numUpdatedRows) > 0 };
    });
  }

  /** Records why the latest sync failed for good; the next successful sync clears it. */
  async recordFailure(shopId: string, error: ShopSyncError): Promise<void> {
    await this.db
      .updateTable('shop_feeds')
      .set({ last_error: JSON.stringify(error) })
      .where('shop_id', '=', shopId)
      .execute();
  }

  /** The recorded sync failures of these shops; shops without one are absent. */
  async failuresOf(shopIds: readonly string[]): Promise<Map<string, ShopSyncError>> {
    if (shopIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('shop_feeds')
      .select(['shop_id', 'last_error'])
      .where('shop_id', 'in', shopIds)
      .where('last_error', 'is not', null)
      .execute();
    return new Map(
      rows.flatMap((row) => {
        const parsed = shopSyncErrorSchema.safeParse(parseJson(row.last_error ?? ''));
        return parsed.success ? [[row.shop_id, parsed.data] as const] : [];
      }),
    );
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
