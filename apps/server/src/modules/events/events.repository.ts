import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import { isPostgres } from '../../db/database';
import type { Database, EventsTable } from '../../db/database.schema';
import { utcDayOf } from '../analytics/analytics-day';

export type EventRow = Selectable<EventsTable>;

/** Rows a statement carries: 21 columns × 500 stays under both dialects' parameter limits. */
const ROWS_PER_STATEMENT = 500;

/**
 * Every column of the log with its PostgreSQL type, for the array insert: the type checker holds
 * this list to the table's columns, so a column added to the table must be added here.
 */
const PG_COLUMN_TYPES: { readonly [column in keyof EventsTable]-?: string } = {
  id: 'text',
  shop_id: 'text',
  kind: 'text',
  user_token: 'text',
  query_id: 'text',
  query: 'text',
  result_count: 'integer',
  object_ids: 'text',
  positions: 'text',
  prices: 'text',
  quantities: 'text',
  value: 'double precision',
  currency: 'text',
  device: 'text',
  occurred_at: 'bigint',
  received_at: 'bigint',
  ip: 'text',
  user_agent: 'text',
  flag: 'text',
  filters: 'text',
  sort: 'text',
};
const PG_COLUMNS = Object.keys(PG_COLUMN_TYPES) as (keyof EventsTable)[];

/**
 * `insert … select * from unnest($1::text[], …)`: one array per column, so a batch is 21
 * parameters and one short statement whatever its size. PostgreSQL parses and plans it in a
 * fraction of what a 10,500-parameter VALUES list costs (measured: about 5 µs of server CPU a row
 * against 14), and the search servers' event log is written at the rate of their searches.
 */
function unnestInsert(rows: readonly Insertable<EventsTable>[]) {
  const arrays = PG_COLUMNS.map(
    (column) =>
      sql`${rows.map((row) => row[column] ?? null)}::${sql.raw(PG_COLUMN_TYPES[column])}[]`,
  );
  return sql`insert into events (${sql.join(PG_COLUMNS.map((column) => sql.ref(column)))})
    select * from unnest(${sql.join(arrays)})`;
}

/** One row per shop and UTC day of a batch, marked at the latest receipt among its events. */
function dirtyDaysOf(rows: readonly Insertable<EventsTable>[]) {
  const days = new Map<string, { shop_id: string; day: number; marked_at: number }>();
  for (const row of rows) {
    const day = utcDayOf(row.occurred_at);
    const key = `${row.shop_id}\n${day}`;
    const seen = days.get(key);
    if (!seen) days.set(key, { shop_id: row.shop_id, day, marked_at: row.received_at });
    else seen.marked_at = Math.max(seen.marked_at, row.received_at);
  }
  return [...days.values()];
}

/** The shoppers' event log: written in batches by the `EventWriter`, read by reports. */
export class EventsRepository {
  private readonly postgres: boolean;

  constructor(private readonly db: Kysely<Database>) {
    this.postgres = isPostgres(db);
  }

  /**
   * Stores a batch in one transaction: either every row is stored or none is, so the writer can
   * retry the whole batch after a failure without duplicating rows. In the same transaction each
   * shop and UTC day the batch touches is marked dirty for the rollup
   * (docs/product/analytics.md#rollups): no stored event can miss its day's next rollup.
   * @example await events.insertMany([row]);
   */
  async insertMany(rows: readonly Insertable<EventsTable>[]): Promise<void> {
    if (rows.length === 0) return;
    await this.db.transaction().execute(async (trx) => {
      for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
        const chunk = rows.slice(start, start + ROWS_PER_STATEMENT);
        if (this.postgres) await unnestInsert(chunk).execute(trx);
        else await trx.insertInto('events').values(chunk).execute();
      }
      await trx
        .insertInto('analytics_dirty_days')
        .values(dirtyDaysOf(rows))
        .onConflict((conflict) =>
          conflict.columns(['shop_id', 'day']).doUpdateSet((eb) => ({
            // Strictly increasing, even for two batches in one millisecond: the rollup clears a
            // day only if its mark is the one it saw (`AnalyticsRollupRepository.clearDirty`).
            marked_at: eb
              .case()
              .when('excluded.marked_at', '>', eb.ref('analytics_dirty_days.marked_at'))
              .then(eb.ref('excluded.marked_at'))
              .else(eb('analytics_dirty_days.marked_at', '+', 1))
              .end(),
          })),
        )
        .execute();
    });
  }

  /**
   * One shop's events that occurred in `[from, to)`, oldest first.
   * @example await events.between('s1', 0, Date.now());
   */
  between(shopId: string, from: number, to: number): Promise<EventRow[]> {
    return this.db
      .selectFrom('events')
      .selectAll()
      .where('shop_id', '=', shopId)
      .where('occurred_at', '>=', from)
      .where('occurred_at', '<', to)
      .orderBy('occurred_at')
      .orderBy('id')
      .execute();
  }

  /**
   * Deletes events that occurred before `cutoff` (retention); answers how many went.
   * @example await events.pruneBefore(Date.now() - 395 * 86_400_000);
   */
  async pruneBefore(cutoff: number): Promise<number> {
    const result = await this.db
      .deleteFrom('events')
      .where('occurred_at', '<', cutoff)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
