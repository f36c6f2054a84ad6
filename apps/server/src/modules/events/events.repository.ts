import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import { from as copyFrom } from 'pg-copy-streams';
import type { DatabaseHandle } from '../../db/database';
import type { Database, EventsTable } from '../../db/database.schema';
import { utcDayOf } from '../../kernel/utc-day';
import type { TrailRow } from './conversion-attribution';
import { copyText, EVENT_COLUMNS, storableRow } from './events-copy';

export type EventRow = Selectable<EventsTable>;

/** Rows a statement carries: 21 columns × 500 stays under both dialects' parameter limits. */
const ROWS_PER_STATEMENT = 500;

const COPY_EVENTS = `copy events (${EVENT_COLUMNS.map((column) => `"${column}"`).join(', ')}) from stdin`;

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
  /**
   * @param connectClient PostgreSQL's pooled client (`DatabaseHandle.connectClient`): with it,
   * batches go in by COPY. Without it (SQLite, or a caller holding only Kysely), by INSERT.
   */
  constructor(
    private readonly db: Kysely<Database>,
    private readonly connectClient?: DatabaseHandle['connectClient'],
  ) {}

  /**
   * Stores a batch in one transaction: either every row is stored or none is, so the writer can
   * retry the whole batch after a failure without duplicating rows. In the same transaction each
   * shop and UTC day the batch touches is marked dirty for the rollup
   * (docs/product/analytics.md#rollups): no stored event can miss its day's next rollup.
   * @example await events.insertMany([row]);
   */
  async insertMany(rows: readonly Insertable<EventsTable>[]): Promise<void> {
    if (rows.length === 0) return;
    const storable = rows.map(storableRow);
    if (this.connectClient) return this.copyMany(this.connectClient, storable);
    await this.db.transaction().execute(async (trx) => {
      for (let start = 0; start < storable.length; start += ROWS_PER_STATEMENT) {
        await trx
          .insertInto('events')
          .values(storable.slice(start, start + ROWS_PER_STATEMENT))
          .execute();
      }
      await this.markDirty(trx, storable).execute();
    });
  }

  /**
   * PostgreSQL's way in: one COPY of the batch and the dirty marks, in one transaction on one
   * pooled client (Kysely cannot send COPY). Measured against `insert … select from unnest` of
   * the same rows: about 40% less of the database's CPU a row, since PostgreSQL no longer parses
   * 21 array literals (docs/adr/0007-processes-and-the-change-feed.md); the search servers write
   * the log at the rate of their searches. A client that failed mid-transaction is discarded, not
   * returned to the pool.
   */
  private async copyMany(
    connect: NonNullable<DatabaseHandle['connectClient']>,
    rows: readonly Insertable<EventsTable>[],
  ): Promise<void> {
    const client = await connect();
    let failure: unknown;
    try {
      await client.query('begin');
      await pipeline(
        Readable.from([Buffer.from(copyText(rows), 'utf8')]),
        client.query(copyFrom(COPY_EVENTS)),
      );
      const marks = this.markDirty(this.db, rows).compile();
      await client.query(marks.sql, [...marks.parameters]);
      await client.query('commit');
    } catch (error) {
      failure = error;
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release(failure !== undefined);
    }
  }

  /** The upsert that marks each shop and UTC day of `rows` dirty (see `insertMany`). */
  private markDirty(db: Kysely<Database>, rows: readonly Insertable<EventsTable>[]) {
    return db
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
      );
  }

  /**
   * One shop's events that occurred in `[from, to)`, oldest first.
   * @example await events.between('s1', 0, Date.now());
   */
  between(shopId: string, from: number, to: number): Promise<EventRow[]> {
    // The declared columns: PostgreSQL's log also has the rollup's `rowid` (migration 0047).
    return this.db
      .selectFrom('events')
      .select(EVENT_COLUMNS)
      .where('shop_id', '=', shopId)
      .where('occurred_at', '>=', from)
      .where('occurred_at', '<', to)
      .orderBy('occurred_at')
      .orderBy('id')
      .execute();
  }

  /**
   * One shopper's human searches and clicks under a queryID in `[from, to]`, newest first, at most
   * `limit`: the trail a cart or purchase without a queryID is attributed from
   * (docs/product/analytics.md#attribution). Reads the `(shop_id, user_token, occurred_at)` index.
   * @example await events.trail('s1', 'u1', Date.now() - 86_400_000, Date.now(), 500);
   */
  trail(
    shopId: string,
    userToken: string,
    from: number,
    to: number,
    limit: number,
  ): Promise<TrailRow[]> {
    return this.db
      .selectFrom('events')
      .select(['kind', 'query_id', 'object_ids', 'occurred_at', 'flag'])
      .where('shop_id', '=', shopId)
      .where('user_token', '=', userToken)
      .where('occurred_at', '>=', from)
      .where('occurred_at', '<=', to)
      .where('kind', 'in', ['search', 'click'])
      .where('flag', '=', 'human')
      .where('query_id', 'is not', null)
      .where('object_ids', 'is not', null)
      .orderBy('occurred_at', 'desc')
      .limit(limit)
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

  /**
   * Deletes the shop's events in the caller's transaction, the one deleting the shop
   * (docs/product/search-setup.md#delete-shop). The log has no foreign key to `shops`: one would
   * look the shop up for every event stored.
   * @example await events.deleteForShop(trx, 's1');
   */
  async deleteForShop(trx: Transaction<Database>, shopId: string): Promise<void> {
    await trx.deleteFrom('events').where('shop_id', '=', shopId).execute();
  }
}
