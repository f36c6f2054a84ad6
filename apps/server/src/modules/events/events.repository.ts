import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, EventsTable } from '../../db/database.schema';

export type EventRow = Selectable<EventsTable>;

/** Rows a statement carries: 21 columns × 500 stays under both dialects' parameter limits. */
const ROWS_PER_STATEMENT = 500;

/** The shoppers' event log: written in batches by the `EventWriter`, read by reports. */
export class EventsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Stores a batch in one transaction: either every row is stored or none is, so the writer can
   * retry the whole batch after a failure without duplicating rows.
   * @example await events.insertMany([row]);
   */
  async insertMany(rows: readonly Insertable<EventsTable>[]): Promise<void> {
    if (rows.length === 0) return;
    await this.db.transaction().execute(async (trx) => {
      for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
        await trx
          .insertInto('events')
          .values(rows.slice(start, start + ROWS_PER_STATEMENT))
          .execute();
      }
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
