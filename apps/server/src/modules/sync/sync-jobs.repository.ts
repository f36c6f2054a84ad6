import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, SyncJobsTable } from '../../db/database.schema';

export type SyncJobRow = Selectable<SyncJobsTable>;

export interface JobError {
  code: string;
  message: string;
}

/**
 * The `sync_jobs` table. `shops.is_synchronizing` is kept equal to "the shop has a queued or running
 * job" in the same transaction as every status change, so the console's flag follows the real work.
 */
export class SyncJobsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** A queued job unless one of the same kind is already waiting for the shop (then its id). */
  async enqueue(shopId: string, kind: string, now: number, runAfter = now): Promise<string> {
    return this.db.transaction().execute(async (trx) => {
      const waiting = await trx
        .selectFrom('sync_jobs')
        .select('id')
        .where('shop_id', '=', shopId)
        .where('kind', '=', kind)
        .where('status', '=', 'queued')
        .executeTakeFirst();
      if (waiting) return waiting.id;
      const id = randomUUID();
      await trx
        .insertInto('sync_jobs')
        .values({
          id,
          shop_id: shopId,
          kind,
          status: 'queued',
          run_after: runAfter,
          created_at: now,
          started_at: null,
          finished_at: null,
          error_code: null,
          error_message: null,
          stats: null,
        })
        .execute();
      return id;
    });
  }

  /** After a crash: jobs left running are queued again (a resumed sync starts from scratch). */
  async requeueRunning(now: number): Promise<number> {
    const result = await this.db
      .updateTable('sync_jobs')
      .set({ status: 'queued', run_after: now })
      .where('status', '=', 'running')
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /**
   * Marks up to `limit` due jobs running, at most one a shop and none for a shop that already runs
   * one; `attempt` counts the start. The conditional UPDATE makes a claim happen once.
   */
  async claimDue(now: number, limit: number): Promise<SyncJobRow[]> {
    if (limit <= 0) return [];
    const due = await this.db
      .selectFrom('sync_jobs')
      .selectAll()
      .where('status', '=', 'queued')
      .where('run_after', '<=', now)
      .where('shop_id', 'not in', (sub) =>
        sub.selectFrom('sync_jobs').select('shop_id').where('status', '=', 'running'),
      )
      .orderBy('run_after')
      .orderBy('created_at')
      .limit(limit * 4)
      .execute();
    const claimed: SyncJobRow[] = [];
    const shops = new Set<string>();
    for (const job of due) {
      if (claimed.length >= limit || shops.has(job.shop_id)) continue;
      const result = await this.db
        .updateTable('sync_jobs')
        .set((eb) => ({ status: 'running', started_at: now, attempt: eb('attempt', '+', 1) }))
        .where('id', '=', job.id)
        .where('status', '=', 'queued')
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) continue;
      shops.add(job.shop_id);
      claimed.push({ ...job, status: 'running', started_at: now, attempt: job.attempt + 1 });
    }
    return claimed;
  }

  /** Queued again after a failed attempt. */
  async retryLater(id: string, runAfter: number, error: JobError): Promise<void> {
    await this.db
      .updateTable('sync_jobs')
      .set({
        status: 'queued',
        run_after: runAfter,
        error_code: error.code,
        error_message: error.message,
      })
      .where('id', '=', id)
      .execute();
  }

  /** A final state; the shop stops synchronizing unless another job waits. */
  async finish(
    job: Pick<SyncJobRow, 'id' | 'shop_id'>,
    outcome: { status: 'succeeded' | 'failed'; now: number; error?: JobError; stats?: object },
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('sync_jobs')
        .set({
          status: outcome.status,
          finished_at: outcome.now,
          error_code: outcome.error?.code ?? null,
          error_message: outcome.error?.message ?? null,
          stats: outcome.stats ? JSON.stringify(outcome.stats) : null,
        })
        .where('id', '=', job.id)
        .execute();
    });
  }

  /** The shop's jobs, newest first. */
  listByShop(shopId: string): Promise<SyncJobRow[]> {
    return this.db
      .selectFrom('sync_jobs')
      .selectAll()
      .where('shop_id', '=', shopId)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute();
  }

  /** Whether the shop has a queued or running job. */
  async isActive(shopId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('sync_jobs')
      .select('id')
      .where('shop_id', '=', shopId)
      .where('status', 'in', ['queued', 'running'])
      .executeTakeFirst();
    return row !== undefined;
  }
}
