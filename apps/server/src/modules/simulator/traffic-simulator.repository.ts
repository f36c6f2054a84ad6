import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.schema';

export interface StoredCount {
  kind: string;
  flag: string;
  count: number;
}

/** What the traffic simulator reads back from the event log: its own summary and guard. */
export class TrafficSimulatorRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Whether the shop has any event at all (`npm start` simulates a demo shop once).
   * @example await repository.hasEvents(shopId) // false on a fresh demo shop
   */
  async hasEvents(shopId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('events')
      .select('id')
      .where('shop_id', '=', shopId)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Events of the shop that occurred in [from, to) (epoch ms), counted by kind and flag.
   * @example await repository.countsByFlag(shopId, 0, Date.now()) // [{ kind: 'search', flag: 'bot', count: 12 }, …]
   */
  async countsByFlag(shopId: string, from: number, to: number): Promise<StoredCount[]> {
    const rows = await this.db
      .selectFrom('events')
      .select(['kind', 'flag', (eb) => eb.fn.countAll<number | string>().as('count')])
      .where('shop_id', '=', shopId)
      .where('occurred_at', '>=', from)
      .where('occurred_at', '<', to)
      .groupBy(['kind', 'flag'])
      .orderBy('kind')
      .orderBy('flag')
      .execute();
    // PostgreSQL answers counts as strings (bigint).
    return rows.map((row) => ({ kind: row.kind, flag: row.flag, count: Number(row.count) }));
  }
}
