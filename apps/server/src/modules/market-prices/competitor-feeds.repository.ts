import type { Kysely, Selectable } from 'kysely';
import type { CompetitorFeedsTable, Database } from '../../db/database.schema';

export type CompetitorFeedRow = Selectable<CompetitorFeedsTable>;

/** One GTIN's price read from a competitor feed. */
export interface CompetitorPrice {
  gtin: string;
  priceCents: number;
  currency: string;
  title: string;
}

/** Rows a statement inserts: 6 columns, well under both dialects' parameter limits. */
const INSERT_CHUNK = 500;

/**
 * Competitor feeds and their prices (docs/product/analytics.md#market-prices). Shop-scoped reads
 * take a shop id the service already checked belongs to the caller.
 */
export class CompetitorFeedsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Adds a feed unless the shop already has `max` feeds or this URL; answers which happened. One
   * transaction, so the count and the insert agree.
   */
  async insert(
    feed: { id: string; shop_id: string; url: string; added_at: number; next_fetch_at: number },
    max: number,
  ): Promise<'added' | 'limit' | 'exists'> {
    return this.db.transaction().execute(async (trx) => {
      const existing = await trx
        .selectFrom('competitor_feeds')
        .select('url')
        .where('shop_id', '=', feed.shop_id)
        .execute();
      if (existing.some((row) => row.url === feed.url)) return 'exists';
      if (existing.length >= max) return 'limit';
      await trx.insertInto('competitor_feeds').values(feed).execute();
      return 'added';
    });
  }

  listByShop(shopId: string): Promise<CompetitorFeedRow[]> {
    return this.db
      .selectFrom('competitor_feeds')
      .selectAll()
      .where('shop_id', '=', shopId)
      .orderBy('added_at')
      .orderBy('id')
      .execute();
  }

  /** How many of the shop's products each of its feeds prices (by GTIN), by feed id. */
  async matchedCounts(shopId: string): Promise<Map<string, number>> {
    const rows = await this.db
      .selectFrom('competitor_prices as cp')
      .innerJoin('competitor_feeds as cf', 'cf.id', 'cp.feed_id')
      .innerJoin('products as p', (join) =>
        join.onRef('p.gtin', '=', 'cp.gtin').on('p.shop_id', '=', shopId),
      )
      .where('cf.shop_id', '=', shopId)
      .select((eb) => ['cp.feed_id', eb.fn.countAll<number | string>().as('matched')])
      .groupBy('cp.feed_id')
      .execute();
    return new Map(rows.map((row) => [row.feed_id, Number(row.matched)]));
  }

  find(shopId: string, feedId: string): Promise<CompetitorFeedRow | undefined> {
    return this.db
      .selectFrom('competitor_feeds')
      .selectAll()
      .where('shop_id', '=', shopId)
      .where('id', '=', feedId)
      .executeTakeFirst();
  }

  findById(feedId: string): Promise<CompetitorFeedRow | undefined> {
    return this.db
      .selectFrom('competitor_feeds')
      .selectAll()
      .where('id', '=', feedId)
      .executeTakeFirst();
  }

  /** Deletes the feed with its prices (cascade); false when the shop has no such feed. */
  async delete(shopId: string, feedId: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('competitor_feeds')
      .where('shop_id', '=', shopId)
      .where('id', '=', feedId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /**
   * Feeds due for their daily fetch at `now`, each moved to `next` in the same pass so another
   * scheduler tick (or process) does not queue it again.
   */
  async takeDue(now: number, next: number): Promise<string[]> {
    return this.db.transaction().execute(async (trx) => {
      const due = await trx
        .selectFrom('competitor_feeds')
        .select('id')
        .where('next_fetch_at', '<=', now)
        .orderBy('next_fetch_at')
        .limit(500)
        .execute();
      if (due.length === 0) return [];
      const ids = due.map((row) => row.id);
      await trx
        .updateTable('competitor_feeds')
        .set({ next_fetch_at: next })
        .where('id', 'in', ids)
        .where('next_fetch_at', '<=', now)
        .execute();
      return ids;
    });
  }

  /**
   * A good fetch: the feed's prices become exactly `prices` (one transaction: readers see the old
   * set or the new one, never a mix), and the feed records the time and count. False, and nothing
   * written, when the feed was deleted meanwhile.
   */
  async replacePrices(
    feedId: string,
    prices: readonly CompetitorPrice[],
    now: number,
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('competitor_feeds')
        .set({
          last_fetched_at: now,
          last_status: 'ok',
          last_error: null,
          product_count: prices.length,
        })
        .where('id', '=', feedId)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) return false;
      await trx.deleteFrom('competitor_prices').where('feed_id', '=', feedId).execute();
      for (let start = 0; start < prices.length; start += INSERT_CHUNK) {
        const chunk = prices.slice(start, start + INSERT_CHUNK);
        await trx
          .insertInto('competitor_prices')
          .values(
            chunk.map((price) => ({
              feed_id: feedId,
              gtin: price.gtin,
              price_cents: price.priceCents,
              currency: price.currency,
              title: price.title,
              fetched_at: now,
            })),
          )
          .execute();
      }
      return true;
    });
  }

  /** A failed fetch: recorded with its code; the prices of the last good fetch stay. */
  async recordFailure(feedId: string, code: string, now: number): Promise<void> {
    await this.db
      .updateTable('competitor_feeds')
      .set({ last_fetched_at: now, last_status: 'failed', last_error: code })
      .where('id', '=', feedId)
      .execute();
  }
}
