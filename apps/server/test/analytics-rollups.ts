import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../src/db/database.schema';
import { writeRankDay } from '../src/modules/analytics/index';

type RollupTable =
  | 'analytics_days'
  | 'analytics_query_days'
  | 'analytics_query_product_days'
  | 'analytics_position_days'
  | 'analytics_filter_days'
  | 'analytics_sort_days';

type Device = 'desktop' | 'mobile';

/** A rollup row as tests write it: `device` defaults to 'desktop', counts to 0. */
export type RollupRow<Table extends RollupTable> = Omit<Insertable<Database[Table]>, 'device'> & {
  device?: Device;
};

const daysOf = (rows: readonly { shop_id: string; day: number }[]) => [
  ...new Map(rows.map((row) => [`${row.shop_id}\n${row.day}`, row])).values(),
];

/** Rebuilds a day's query rank blocks from its `analytics_query_days` rows, as the rollup does. */
async function rankQueryDay(db: Kysely<Database>, shopId: string, day: number): Promise<void> {
  const rows = await db
    .selectFrom('analytics_query_days')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('day', '=', day)
    .execute();
  await db.transaction().execute((trx) =>
    writeRankDay(
      trx,
      shopId,
      day,
      'query',
      rows.map((row) => ({
        term: row.query,
        device: row.device === 'mobile' ? 'mobile' : 'desktop',
        counts: [row.intents, row.no_result_intents, row.intents_with_clicks, row.conversions],
      })),
    ),
  );
}

/**
 * Writes rollup rows straight into a table, as the rollup job would (tests of the analytics reads
 * seed exact numbers this way instead of going through the event log); query rows also rebuild
 * their days' rank blocks.
 * @example await insertRollups(db, 'analytics_days', [{ shop_id: 's1', day: 19_723, intents: 3 }]);
 */
export async function insertRollups<Table extends RollupTable>(
  db: Kysely<Database>,
  table: Table,
  rows: readonly RollupRow<Table>[],
): Promise<void> {
  // One statement a row: a multi-row insert would write NULL, not the default 0, into the counts a
  // row leaves out (SQLite has no DEFAULT in VALUES).
  for (const row of rows) {
    // The union of the six tables' insert shapes is too wide for Kysely's generic `values`.
    await db
      .insertInto(table as 'analytics_days')
      .values({ device: 'desktop', ...row } as unknown as Insertable<Database['analytics_days']>)
      .execute();
  }
  if (table !== 'analytics_query_days') return;
  // Every rollup table's insert row has the shop and the day.
  const keyed = rows as readonly unknown[] as readonly { shop_id: string; day: number }[];
  for (const { shop_id, day } of daysOf(keyed)) await rankQueryDay(db, shop_id, day);
}

/** A product's day as tests write it: `device` defaults to 'desktop', counts to 0. */
export interface ProductDayRow {
  shop_id: string;
  day: number;
  object_id: string;
  device?: Device;
  impressions?: number;
  clicks?: number;
  conversions?: number;
}

/**
 * Writes products' day counts as the rollup would: as the product rank blocks of their days. Each
 * day it touches is replaced by the rows given for it.
 * @example await insertProductDays(db, [{ shop_id: 's1', day: 19_723, object_id: 'a', clicks: 2 }]);
 */
export async function insertProductDays(
  db: Kysely<Database>,
  rows: readonly ProductDayRow[],
): Promise<void> {
  for (const { shop_id, day } of daysOf(rows)) {
    const ofDay = rows.filter((row) => row.shop_id === shop_id && row.day === day);
    await db.transaction().execute((trx) =>
      writeRankDay(
        trx,
        shop_id,
        day,
        'product',
        ofDay.map((row) => ({
          term: row.object_id,
          device: row.device ?? 'desktop',
          counts: [row.impressions ?? 0, row.clicks ?? 0, row.conversions ?? 0],
        })),
      ),
    );
  }
}
