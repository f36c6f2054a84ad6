import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.schema';
import { writeRankDay, type DayTermCounts } from './rank-blocks.repository';
import { ROLLUP_TABLES, type DayRollup } from './rollup-tables';

/**
 * Rows a statement carries: the widest rollup table has 16 columns, × 500 = 8 000 parameters,
 * under SQLite's 32 766 and PostgreSQL's 65 535.
 */
const ROWS_PER_STATEMENT = 500;

/** A shop's day waiting for its rollup, with the mark the writer left on it. */
export interface DirtyDay {
  shopId: string;
  day: number;
  markedAt: number;
}

type RollupTableName = (typeof ROLLUP_TABLES)[number];

async function insertChunked<Table extends RollupTableName>(
  trx: Transaction<Database>,
  table: Table,
  rows: readonly Insertable<Database[Table]>[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    await trx
      .insertInto(table)
      .values(rows.slice(start, start + ROWS_PER_STATEMENT))
      .execute();
  }
}

/** `replaceDay` inside the caller's transaction. */
export async function replaceDayIn(
  trx: Transaction<Database>,
  shopId: string,
  day: number,
  rows: DayRollup,
): Promise<void> {
  const withShop = <Row>(list: readonly Row[]) => list.map((row) => ({ ...row, shop_id: shopId }));
  for (const table of ROLLUP_TABLES) {
    await trx.deleteFrom(table).where('shop_id', '=', shopId).where('day', '=', day).execute();
  }
  await insertChunked(trx, 'analytics_days', withShop(rows.analytics_days));
  await insertChunked(trx, 'analytics_query_days', withShop(rows.analytics_query_days));
  await insertChunked(
    trx,
    'analytics_query_product_days',
    withShop(rows.analytics_query_product_days),
  );
  await insertChunked(trx, 'analytics_position_days', withShop(rows.analytics_position_days));
  await insertChunked(trx, 'analytics_filter_days', withShop(rows.analytics_filter_days));
  await insertChunked(trx, 'analytics_sort_days', withShop(rows.analytics_sort_days));
  await writeRankDay(trx, shopId, day, 'query', queryTerms(rows));
  await writeRankDay(trx, shopId, day, 'product', productTerms(rows));
}

/** The rollup's query rows as the query rank blocks count them. */
export function queryTerms(rows: DayRollup): DayTermCounts[] {
  return rows.analytics_query_days.map((row) => ({
    term: row.query,
    device: row.device === 'mobile' ? 'mobile' : 'desktop',
    counts: [row.intents, row.no_result_intents, row.intents_with_clicks, row.conversions],
  }));
}

/** The rollup's product rows as the product rank blocks count them. */
export function productTerms(rows: DayRollup): DayTermCounts[] {
  return rows.product_days.map((row) => ({
    term: row.object_id,
    device: row.device,
    counts: [row.impressions, row.clicks, row.conversions],
  }));
}

/**
 * Every table where analytics keeps a shop's rows: the dirty days and their marks, the rollups,
 * and the rank blocks with their terms. None has a foreign key to `shops`: they take rows at the
 * rate of the storefronts' searches, and a foreign key would look the shop up for each.
 */
export const ANALYTICS_SHOP_TABLES = [
  'analytics_dirty_days',
  'analytics_day_marks',
  ...ROLLUP_TABLES,
  'analytics_terms',
  'analytics_term_counters',
  'analytics_rank_blocks',
] as const satisfies readonly (keyof Database)[];

/** The daily rollup tables and their dirty-day marks (docs/product/analytics.md#rollups). */
export class AnalyticsRollupRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Replaces one shop's day in every rollup table and its rank blocks in one transaction: readers
   * see the old day or the new one, never a mix, and a failure leaves the old day whole.
   * @example await rollups.replaceDay('s1', 20_000, rollupDay(events, 20_000));
   */
  async replaceDay(shopId: string, day: number, rows: DayRollup): Promise<void> {
    await this.db.transaction().execute((trx) => replaceDayIn(trx, shopId, day, rows));
  }

  /**
   * Up to `limit` dirty days, the longest waiting first.
   * @example for (const { shopId, day, markedAt } of await rollups.dirtyDays(100)) …
   */
  async dirtyDays(limit: number): Promise<DirtyDay[]> {
    const rows = await this.db
      .selectFrom('analytics_dirty_days')
      .selectAll()
      .orderBy('marked_at')
      .orderBy('shop_id')
      .orderBy('day')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      shopId: row.shop_id,
      day: Number(row.day),
      markedAt: Number(row.marked_at),
    }));
  }

  /**
   * Clears a day's mark if it is still the one the rollup saw: a batch stored meanwhile moved it,
   * and the day stays dirty for the next run. Answers whether it was cleared.
   * @example await rollups.clearDirty('s1', 20_000, markedAt) // false if events arrived since
   */
  async clearDirty(shopId: string, day: number, markedAtSeen: number): Promise<boolean> {
    const result = await this.db
      .deleteFrom('analytics_dirty_days')
      .where('shop_id', '=', shopId)
      .where('day', '=', day)
      .where('marked_at', '=', markedAtSeen)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /**
   * Deletes every analytics row of the shop ({@link ANALYTICS_SHOP_TABLES}) in the caller's
   * transaction, the one deleting the shop: its statistics go for good
   * (docs/product/search-setup.md#delete-shop).
   * @example await rollups.deleteForShop(trx, 's1');
   */
  async deleteForShop(trx: Transaction<Database>, shopId: string): Promise<void> {
    for (const table of ANALYTICS_SHOP_TABLES) {
      await trx.deleteFrom(table).where('shop_id', '=', shopId).execute();
    }
  }
}
