import { shopSyncErrorSchema, type ShopSyncError } from '@trova/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { Database, ShopPlatformsTable } from '../../db/database.schema';

export type ShopPlatformRow = Selectable<ShopPlatformsTable>;

/** A new link between a shop and its platform's API. */
export interface NewShopPlatform {
  shopId: string;
  platform: string;
  /** The platform's credentials, stored as JSON. */
  credentials: unknown;
  /** The store as the platform's webhooks name it (Shopify's host). */
  storeKey?: string | null;
  webhookSecret?: string | null;
  now: number;
}

/** An import under way: products read so far, and how many there are when the platform said. */
export interface ImportProgress {
  imported: number;
  total: number | null;
}

/**
 * Links of shops to their platform's API (docs/product/catalogue.md, "Platforms"). Callers pass
 * shop ids whose ownership they checked.
 */
export class ShopPlatformsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(link: NewShopPlatform): Promise<void> {
    await this.db
      .insertInto('shop_platforms')
      .values({
        shop_id: link.shopId,
        platform: link.platform,
        credentials: JSON.stringify(link.credentials),
        store_key: link.storeKey ?? null,
        webhook_secret: link.webhookSecret ?? null,
        cursor: null,
        next_poll_at: null,
        next_full_at: null,
        import_read: null,
        import_total: null,
        last_error: null,
        created_at: link.now,
      })
      .execute();
  }

  find(shopId: string): Promise<ShopPlatformRow | undefined> {
    return this.db
      .selectFrom('shop_platforms')
      .selectAll()
      .where('shop_id', '=', shopId)
      .executeTakeFirst();
  }

  /** The shop a platform's webhook names by its store key (Shopify's host). */
  findByStoreKey(platform: string, storeKey: string): Promise<ShopPlatformRow | undefined> {
    return this.db
      .selectFrom('shop_platforms')
      .selectAll()
      .where('platform', '=', platform)
      .where('store_key', '=', storeKey)
      .executeTakeFirst();
  }

  async remove(shopId: string): Promise<void> {
    await this.db.deleteFrom('shop_platforms').where('shop_id', '=', shopId).execute();
  }

  async setCredentials(shopId: string, credentials: unknown): Promise<void> {
    await this.db
      .updateTable('shop_platforms')
      .set({ credentials: JSON.stringify(credentials) })
      .where('shop_id', '=', shopId)
      .execute();
  }

  async setWebhooks(shopId: string, ids: readonly string[], secret: string | null): Promise<void> {
    await this.db
      .updateTable('shop_platforms')
      .set({ webhook_ids: JSON.stringify(ids), webhook_secret: secret })
      .where('shop_id', '=', shopId)
      .execute();
  }

  async setProgress(shopId: string, progress: ImportProgress): Promise<void> {
    await this.db
      .updateTable('shop_platforms')
      .set({ import_read: progress.imported, import_total: progress.total })
      .where('shop_id', '=', shopId)
      .execute();
  }

  /** The progress of the imports under way of these shops; shops without one are absent. */
  async progressOf(shopIds: readonly string[]): Promise<Map<string, ImportProgress>> {
    if (shopIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('shop_platforms')
      .select(['shop_id', 'import_read', 'import_total'])
      .where('shop_id', 'in', shopIds)
      .where('import_read', 'is not', null)
      .execute();
    return new Map(
      rows.map((row) => [
        row.shop_id,
        { imported: Number(row.import_read), total: numberOrNull(row.import_total) },
      ]),
    );
  }

  /**
   * Records a finished full import: the poll cursor starts at the import's start, the progress and
   * the latest failure are cleared. Answers true only the first time.
   */
  async recordImport(
    shopId: string,
    schedule: { cursor: number; nextPollAt: number | null; nextFullAt: number },
  ): Promise<{ first: boolean }> {
    return this.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('shop_platforms')
        .set({ synced_once: 1 })
        .where('shop_id', '=', shopId)
        .where('synced_once', '=', 0)
        .executeTakeFirst();
      await trx
        .updateTable('shop_platforms')
        .set({
          cursor: schedule.cursor,
          next_poll_at: schedule.nextPollAt,
          next_full_at: schedule.nextFullAt,
          import_read: null,
          import_total: null,
          last_error: null,
        })
        .where('shop_id', '=', shopId)
        .execute();
      return { first: Number(result.numUpdatedRows) > 0 };
    });
  }

  /** Records why the latest import failed for good; the next good import clears it. */
  async recordFailure(shopId: string, error: ShopSyncError, nextFullAt: number): Promise<void> {
    await this.db
      .updateTable('shop_platforms')
      .set({
        last_error: JSON.stringify(error),
        import_read: null,
        import_total: null,
        next_full_at: nextFullAt,
      })
      .where('shop_id', '=', shopId)
      .execute();
  }

  /** The recorded import failures of these shops; shops without one are absent. */
  async failuresOf(shopIds: readonly string[]): Promise<Map<string, ShopSyncError>> {
    if (shopIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('shop_platforms')
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

  /** Links whose next poll time has come, oldest first. */
  duePolls(now: number, limit = 100): Promise<ShopPlatformRow[]> {
    return this.db
      .selectFrom('shop_platforms')
      .selectAll()
      .where('next_poll_at', '<=', now)
      .orderBy('next_poll_at')
      .limit(limit)
      .execute();
  }

  /** Links whose daily reconciliation (a full import) is due, oldest first. */
  dueImports(now: number, limit = 100): Promise<ShopPlatformRow[]> {
    return this.db
      .selectFrom('shop_platforms')
      .selectAll()
      .where('next_full_at', '<=', now)
      .orderBy('next_full_at')
      .limit(limit)
      .execute();
  }

  /** The next poll (or reconciliation) is due at `at`; a poll also moves the cursor. */
  async schedule(
    shopId: string,
    next: { nextPollAt?: number | null; nextFullAt?: number; cursor?: number },
  ): Promise<void> {
    await this.db
      .updateTable('shop_platforms')
      .set({
        ...(next.nextPollAt === undefined ? {} : { next_poll_at: next.nextPollAt }),
        ...(next.nextFullAt === undefined ? {} : { next_full_at: next.nextFullAt }),
        ...(next.cursor === undefined ? {} : { cursor: next.cursor }),
      })
      .where('shop_id', '=', shopId)
      .execute();
  }
}

function numberOrNull(value: number | null): number | null {
  return value === null ? null : Number(value);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
