import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../src/db/database.schema';

type RollupTable =
  | 'analytics_days'
  | 'analytics_query_days'
  | 'analytics_product_days'
  | 'analytics_query_product_days'
  | 'analytics_position_days'
  | 'analytics_filter_days'
  | 'analytics_sort_days';

/** A rollup row as tests write it: `device` defaults to 'desktop', counts to 0. */
export type RollupRow<Table extends RollupTable> = Omit<Insertable<Database[Table]>, 'device'> & {
  device?: 'desktop' | 'mobile';
};

/**
 * Writes rollup rows straight into a table, as the rollup job would (tests of the analytics reads
 * seed exact numbers this way instead of going through the event log).
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
    // The union of the seven tables' insert shapes is too wide for Kysely's generic `values`.
    await db
      .insertInto(table as 'analytics_days')
      .values({ device: 'desktop', ...row } as unknown as Insertable<Database['analytics_days']>)
      .execute();
  }
}
