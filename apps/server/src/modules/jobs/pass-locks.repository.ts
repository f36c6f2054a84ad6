import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../../db/database';
import type { Database } from '../../db/database.schema';

/** What a pass answers when it ran, or that another process was running it. */
export type PassOutcome<T> = { ran: true; value: T } | { ran: false };

/**
 * Elects one process for a periodic pass (docs/architecture.md#processes). On PostgreSQL the pass
 * runs inside a transaction holding `pg_try_advisory_xact_lock` on its name: a process that does
 * not get the lock skips the pass, and a process that dies mid-pass loses its connection and with
 * it the lock. On SQLite, one process serves: every pass runs.
 *
 * @example
 * const outcome = await locks.runAlone('sync-scheduler', () => scheduler.enqueueDue());
 * if (!outcome.ran) log.debug('another process is scheduling');
 */
export class PassLocksRepository {
  private readonly postgres: boolean;

  constructor(private readonly db: Kysely<Database>) {
    this.postgres = isPostgres(db);
  }

  async runAlone<T>(name: string, pass: () => Promise<T>): Promise<PassOutcome<T>> {
    if (!this.postgres) return { ran: true, value: await pass() };
    // The transaction only holds the lock: the pass itself runs on the pool's other connections.
    return this.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ locked: boolean }>`
        select pg_try_advisory_xact_lock(hashtextextended(${`periodic:${name}`}, 0)) as locked
      `.execute(trx);
      if (rows[0]?.locked !== true) return { ran: false };
      return { ran: true, value: await pass() };
    });
  }
}
