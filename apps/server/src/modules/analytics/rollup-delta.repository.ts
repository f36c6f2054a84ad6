import { sql, type Kysely, type Transaction } from 'kysely';
import { isPostgres } from '../../db/database';
import type { Database } from '../../db/database.schema';
import type { EventRow } from '../events/index';
import { DAY_MS } from '../../kernel/utc-day';
import { productTerms, queryTerms, replaceDayIn } from './analytics-rollup.repository';
import { addRankDay } from './rank-day.repository';
import { KEY_COLUMNS } from './rollup-delta';
import { ROLLUP_TABLES, type DayRollup } from './rollup-tables';

/** An event of the log with its place in the log's insertion order. */
export type LoggedEvent = EventRow & { seq: number };

/** Values a statement carries: well under SQLite's 32 766 and PostgreSQL's 65 535 parameters. */
const VALUES_PER_STATEMENT = 500;

const EMPTY_DAY: DayRollup = {
  analytics_days: [],
  analytics_query_days: [],
  product_days: [],
  analytics_query_product_days: [],
  analytics_position_days: [],
  analytics_filter_days: [],
  analytics_sort_days: [],
};

const chunks = <T>(list: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, index) =>
    list.slice(index * size, (index + 1) * size),
  );

/**
 * Adds each row's counts to the stored row of its key (creating it), then deletes the rows the
 * addition left at zero: the full rollup stores no such row.
 */
async function addRows(
  trx: Transaction<Database>,
  table: (typeof ROLLUP_TABLES)[number],
  shopId: string,
  rows: readonly Record<string, string | number>[],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const keys = ['shop_id', ...Object.keys(first).filter((column) => KEY_COLUMNS.has(column))];
  const counts = Object.keys(first).filter((column) => !KEY_COLUMNS.has(column));
  const columns = [...keys, ...counts];
  for (const part of chunks(rows, Math.floor(VALUES_PER_STATEMENT / columns.length))) {
    const values = part.map(
      (row) =>
        sql`(${sql.join(columns.map((column) => (column === 'shop_id' ? shopId : row[column])))})`,
    );
    const stored = await sql<Record<string, string | number>>`insert into ${sql.table(table)}
      (${sql.join(columns.map((column) => sql.ref(column)))}) values ${sql.join(values)}
      on conflict (${sql.join(keys.map((column) => sql.ref(column)))}) do update set
      ${sql.join(counts.map((column) => sql`${sql.ref(column)} = ${sql.ref(`${table}.${column}`)} + excluded.${sql.ref(column)}`))}
      returning ${sql.join(columns.map((column) => sql.ref(column)))}`.execute(trx);
    for (const row of stored.rows) {
      if (counts.some((column) => Number(row[column]) !== 0)) continue;
      const match = keys.map((column) => sql`${sql.ref(column)} = ${row[column]}`);
      await sql`delete from ${sql.table(table)} where ${sql.join(match, sql` and `)}`.execute(trx);
    }
  }
}

/**
 * The incremental rollup's reads of the event log and its writes of differences
 * (docs/product/analytics.md#rollups). Events are read by their place in the log (`rowid`, see
 * migration 0047), so a run reads what was stored since the day's mark and nothing older.
 */
export class RollupDeltaRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * The last event stored: every event up to it is committed and readable. On PostgreSQL identity
   * values are taken before commit, so a batch in flight could commit below a mark read beside it:
   * the brief share lock waits for batches in flight and holds new ones back while the sequence's
   * last value is read (a value of a batch rolled back is never used again, so it is safe too).
   * Both reads are constant-time, whatever the log's size.
   */
  async highWater(): Promise<number> {
    if (!isPostgres(this.db)) {
      const { rows } = await sql<{
        seq: number | null;
      }>`select max(rowid) as seq from events`.execute(this.db);
      return Number(rows[0]?.seq ?? 0);
    }
    return this.db.transaction().execute(async (trx) => {
      await sql`lock table events in share mode`.execute(trx);
      const { rows } = await sql<{ seq: number | string | null }>`select pg_sequence_last_value(
        pg_get_serial_sequence('events', 'rowid')::regclass) as seq`.execute(trx);
      return Number(rows[0]?.seq ?? 0);
    });
  }

  /**
   * The day's mark: the last event it has counted. A day without one (rolled up before marks
   * existed, or never) is emptied and marked at 0, so its events are all counted afresh.
   */
  async startDay(shopId: string, day: number): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const created = await trx
        .insertInto('analytics_day_marks')
        .values({ shop_id: shopId, day, rolled_to: 0 })
        .onConflict((conflict) => conflict.columns(['shop_id', 'day']).doNothing())
        .returning('rolled_to')
        .execute();
      if (created.length > 0) await replaceDayIn(trx, shopId, day, EMPTY_DAY);
      const mark = await trx
        .selectFrom('analytics_day_marks')
        .select('rolled_to')
        .where('shop_id', '=', shopId)
        .where('day', '=', day)
        .executeTakeFirstOrThrow();
      return Number(mark.rolled_to);
    });
  }

  /**
   * Up to `limit` of the day's events stored after `after` and up to `upTo`, in log order.
   * @example await deltas.freshEvents('s1', 20_000, mark, high, 2_000)
   */
  freshEvents(
    shopId: string,
    day: number,
    after: number,
    upTo: number,
    limit: number,
  ): Promise<LoggedEvent[]> {
    return this.logged(shopId, day, upTo)
      .where(sql.ref('rowid'), '>', after)
      .orderBy(sql.ref('rowid'))
      .limit(limit)
      .execute();
  }

  /** The day's events up to `upTo` of any of these shoppers. */
  async ofUsers(shopId: string, day: number, users: readonly string[], upTo: number) {
    const rows: LoggedEvent[] = [];
    for (const part of chunks(users, VALUES_PER_STATEMENT)) {
      rows.push(
        ...(await this.logged(shopId, day, upTo).where('user_token', 'in', part).execute()),
      );
    }
    return rows;
  }

  /** The day's events up to `upTo` that carry any of these query ids. */
  async ofQueries(shopId: string, day: number, queryIds: readonly string[], upTo: number) {
    const rows: LoggedEvent[] = [];
    for (const part of chunks(queryIds, VALUES_PER_STATEMENT)) {
      rows.push(...(await this.logged(shopId, day, upTo).where('query_id', 'in', part).execute()));
    }
    return rows;
  }

  private logged(shopId: string, day: number, upTo: number) {
    return this.db
      .selectFrom('events')
      .selectAll('events')
      .select(sql<number>`rowid`.as('seq'))
      .where('shop_id', '=', shopId)
      .where('occurred_at', '>=', day * DAY_MS)
      .where('occurred_at', '<', (day + 1) * DAY_MS)
      .where(sql.ref('rowid'), '<=', upTo);
  }

  /**
   * Adds `changes` to the day's rollup and moves its mark from `from` to `to`, in one
   * transaction. The mark moves first and only if it is still `from`: a second process rolling
   * the same day meanwhile makes this one fail whole, so no difference is ever added twice.
   */
  async addDay(
    shopId: string,
    day: number,
    marks: { from: number; to: number },
    changes: DayRollup,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable('analytics_day_marks')
        .set({ rolled_to: marks.to })
        .where('shop_id', '=', shopId)
        .where('day', '=', day)
        .where('rolled_to', '=', marks.from)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) {
        throw new Error(`Analytics day ${day} of shop ${shopId} was rolled up meanwhile`);
      }
      for (const table of ROLLUP_TABLES) await addRows(trx, table, shopId, changes[table]);
      await addRankDay(trx, shopId, day, 'query', queryTerms(changes));
      await addRankDay(trx, shopId, day, 'product', productTerms(changes));
    });
  }
}
