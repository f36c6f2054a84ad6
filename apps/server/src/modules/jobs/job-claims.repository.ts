import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/database';
import type { Database } from '../../db/database.schema';
import type { JobRow } from './jobs.repository';

export interface JobError {
  code: string;
  message: string;
}

export interface JobOutcome {
  status: 'succeeded' | 'failed';
  now: number;
  error?: JobError;
  result?: object;
}

/** PostgreSQL's unique_violation, and SQLite's as better-sqlite3 reports it. */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/**
 * The `jobs` table as workers see it, shared by every process on the database. Invariants: a job
 * is `running` for exactly one worker (`locked_by`), and only that worker settles it, so every
 * write about a running job is conditional on still holding it; at most one job a concurrency key
 * is running (partial unique index `jobs_running_key`, which turns a lost race into "not claimed"),
 * and at most one job a shop (`jobs_running_shop`, the same way), so one shop never holds two job
 * slots while other shops wait (docs/product/catalogue.md#sync-schedule).
 */
export class JobClaimsRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
  ) {}

  /**
   * Marks up to `limit` due jobs of the given kinds running for `workerId`, oldest due first, never
   * two of one concurrency key or of one shop, and none whose key or shop already runs (a later
   * job of another shop goes first); `attempt` counts the start and `heartbeat_at` starts the
   * lease. One statement a job: on PostgreSQL the candidate row is locked with SKIP LOCKED, so
   * concurrent claimers take different rows; a claimer that loses a key or shop race to another
   * process gets a unique violation and moves on.
   */
  async claim(
    names: readonly string[],
    workerId: string,
    now: number,
    limit: number,
  ): Promise<JobRow[]> {
    const claimed: JobRow[] = [];
    let lostRaces = 0;
    while (names.length > 0 && claimed.length < limit && lostRaces <= limit) {
      try {
        const job = await this.claimOne(names, workerId, now);
        if (!job) break;
        claimed.push(job);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        lostRaces += 1;
      }
    }
    return claimed;
  }

  private claimOne(
    names: readonly string[],
    workerId: string,
    now: number,
  ): Promise<JobRow | undefined> {
    const next = this.db
      .selectFrom('jobs')
      .select('id')
      .where('status', '=', 'queued')
      .where('run_after', '<=', now)
      .where('name', 'in', names)
      .where('concurrency_key', 'not in', (eb) =>
        eb
          .selectFrom('jobs as busy')
          .select('busy.concurrency_key')
          .where('busy.status', '=', 'running'),
      )
      .where((eb) =>
        eb.or([
          eb('shop_id', 'is', null),
          eb(
            'shop_id',
            'not in',
            eb
              .selectFrom('jobs as busy')
              .select('busy.shop_id')
              .where('busy.status', '=', 'running')
              // NOT IN over a NULL answers unknown: shop-less running jobs must not be in the list.
              .where('busy.shop_id', 'is not', null),
          ),
        ]),
      )
      .orderBy('run_after')
      .orderBy('created_at')
      .orderBy('id')
      .limit(1)
      .$if(this.dialect === 'postgres', (query) => query.forUpdate().skipLocked());
    return this.db
      .updateTable('jobs')
      .set((eb) => ({
        status: 'running',
        attempt: eb('attempt', '+', 1),
        started_at: now,
        heartbeat_at: now,
        locked_by: workerId,
      }))
      .where('id', '=', next)
      .where('status', '=', 'queued')
      .returningAll()
      .executeTakeFirst();
  }

  /** Renews the leases of the worker's running jobs; answers the ids it still holds. */
  async heartbeat(ids: readonly string[], workerId: string, now: number): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const held = await this.db
      .updateTable('jobs')
      .set({ heartbeat_at: now })
      .where('id', 'in', ids)
      .where('locked_by', '=', workerId)
      .where('status', '=', 'running')
      .returning('id')
      .execute();
    return new Set(held.map((row) => row.id));
  }

  /** A final state; false when the worker no longer held the job (its lease expired meanwhile). */
  async finish(id: string, workerId: string, outcome: JobOutcome): Promise<boolean> {
    const result = await this.db
      .updateTable('jobs')
      .set({
        status: outcome.status,
        finished_at: outcome.now,
        error_code: outcome.error?.code ?? null,
        error_message: outcome.error?.message ?? null,
        result: outcome.result ? JSON.stringify(outcome.result) : null,
      })
      .where('id', '=', id)
      .where('locked_by', '=', workerId)
      .where('status', '=', 'running')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Queued again at `runAfter` after a failed attempt, keeping the error for the console. */
  async retryLater(
    id: string,
    workerId: string,
    runAfter: number,
    error: JobError,
  ): Promise<boolean> {
    return this.requeue(id, workerId, runAfter, error);
  }

  /** Handed back unfinished (the process is closing): due at once for whichever process is next. */
  async release(id: string, workerId: string, now: number): Promise<boolean> {
    return this.requeue(id, workerId, now);
  }

  private async requeue(
    id: string,
    workerId: string,
    runAfter: number,
    error?: JobError,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('jobs')
      .set({
        status: 'queued',
        run_after: runAfter,
        locked_by: null,
        heartbeat_at: null,
        ...(error ? { error_code: error.code, error_message: error.message } : {}),
      })
      .where('id', '=', id)
      .where('locked_by', '=', workerId)
      .where('status', '=', 'running')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Running jobs whose lease was last renewed before `cutoff`: their worker is gone. */
  expired(cutoff: number): Promise<JobRow[]> {
    return this.db
      .selectFrom('jobs')
      .selectAll()
      .where('status', '=', 'running')
      .where((eb) => eb.or([eb('heartbeat_at', '<', cutoff), eb('heartbeat_at', 'is', null)]))
      .orderBy('run_after')
      .execute();
  }

  /**
   * Takes an expired job back from its dead worker: queued again (due now), or failed when it has
   * used its attempts. False when its worker renewed the lease or another process got there first.
   */
  async expire(
    id: string,
    cutoff: number,
    now: number,
    change: { requeue: boolean; error: JobError },
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('jobs')
      .set({
        ...(change.requeue
          ? { status: 'queued', run_after: now }
          : { status: 'failed', finished_at: now }),
        locked_by: null,
        heartbeat_at: null,
        error_code: change.error.code,
        error_message: change.error.message,
      })
      .where('id', '=', id)
      .where('status', '=', 'running')
      .where((eb) => eb.or([eb('heartbeat_at', '<', cutoff), eb('heartbeat_at', 'is', null)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
