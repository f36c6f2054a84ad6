import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { DialectName } from '../../db/database';
import type { Database, JobsTable } from '../../db/database.schema';
import { shopSyncJob } from './job-catalog';

export type JobRow = Selectable<JobsTable>;

export interface NewJob {
  name: string;
  /** JSON object, already checked against the kind's schema. */
  payload: string;
  concurrencyKey: string;
  shopId: string | null;
  runAfter: number;
  /** Reuse a job of the same name and key that still waits instead of adding one. */
  dedupe: boolean;
}

/**
 * The `jobs` table as producers and readers see it: queueing with dedupe, and what the console
 * asks. Workers claim and settle jobs through {@link JobClaimsRepository}.
 */
export class JobsRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
  ) {}

  /** A queued job, or the one of the same name and key already waiting (run no later than asked). */
  async enqueue(job: NewJob, now: number): Promise<{ id: string; created: boolean }> {
    return this.db.transaction().execute(async (trx) => {
      if (job.dedupe) {
        // Two processes enqueuing one job would both find none waiting; the lock, released at
        // commit, makes the second look after the first has inserted. SQLite writers are serial.
        if (this.dialect === 'postgres') {
          const lock = `jobs:${job.name}:${job.concurrencyKey}`;
          await sql`select pg_advisory_xact_lock(hashtextextended(${lock}, 0))`.execute(trx);
        }
        const waiting = await trx
          .selectFrom('jobs')
          .select(['id', 'run_after'])
          .where('concurrency_key', '=', job.concurrencyKey)
          .where('status', '=', 'queued')
          .where('name', '=', job.name)
          .orderBy('run_after')
          .executeTakeFirst();
        if (waiting) {
          if (job.runAfter < waiting.run_after) {
            await trx
              .updateTable('jobs')
              .set({ run_after: job.runAfter })
              .where('id', '=', waiting.id)
              .execute();
          }
          return { id: waiting.id, created: false };
        }
      }
      const id = randomUUID();
      await trx
        .insertInto('jobs')
        .values({
          id,
          name: job.name,
          payload: job.payload,
          concurrency_key: job.concurrencyKey,
          status: 'queued',
          run_after: job.runAfter,
          created_at: now,
          started_at: null,
          finished_at: null,
          heartbeat_at: null,
          locked_by: null,
          error_code: null,
          error_message: null,
          result: null,
          shop_id: job.shopId,
        })
        .execute();
      return { id, created: true };
    });
  }

  /** Of these shops, those with a queued or running `shop.sync` job: no other kind makes a shop sync. */
  async syncingShopIds(shopIds: readonly string[]): Promise<Set<string>> {
    if (shopIds.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('jobs')
      .select('shop_id')
      .distinct()
      .where('name', '=', shopSyncJob.name)
      .where('status', 'in', ['queued', 'running'])
      .where('shop_id', 'in', shopIds)
      .execute();
    return new Set(rows.flatMap((row) => (row.shop_id === null ? [] : [row.shop_id])));
  }

  /** The shop's jobs of every kind, newest first. */
  listByShop(shopId: string): Promise<JobRow[]> {
    return this.db
      .selectFrom('jobs')
      .selectAll()
      .where('shop_id', '=', shopId)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute();
  }

  /**
   * Deletes the jobs that finished (succeeded or failed) before `cutoff`, ms since the epoch, and
   * answers how many went. Queued and running jobs are never touched: only a finished job's row is
   * history, which nothing in the product reads (the shop keeps its own sync outcome).
   * @example await jobs.pruneFinishedBefore(Date.now() - 30 * 86_400_000);
   */
  async pruneFinishedBefore(cutoff: number): Promise<number> {
    const result = await this.db
      .deleteFrom('jobs')
      .where('status', 'in', ['succeeded', 'failed'])
      .where('finished_at', '<', cutoff)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  find(id: string): Promise<JobRow | undefined> {
    return this.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
  }
}
