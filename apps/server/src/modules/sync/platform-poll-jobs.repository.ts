import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.schema';

/**
 * The polls already waiting or running, read from the jobs table by the poller only (the jobs
 * module's queue has no "is one like this pending" question, and `platform.changes` cannot be
 * de-duplicated by key: each notice names other products).
 */
export class PlatformPollJobsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Of these shops, those with a `platform.changes` poll queued or running.
   * @example if ((await pollJobs.pendingOf([shopId])).has(shopId)) return; // not queued twice
   */
  async pendingOf(shopIds: readonly string[]): Promise<Set<string>> {
    if (shopIds.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('jobs')
      .select('shop_id')
      .distinct()
      .where('name', '=', 'platform.changes')
      .where('status', 'in', ['queued', 'running'])
      .where('shop_id', 'in', shopIds)
      // The queue stores the parsed payload as JSON.stringify writes it.
      .where('payload', 'like', '%"poll":true%')
      .execute();
    return new Set(rows.flatMap((row) => (row.shop_id === null ? [] : [row.shop_id])));
  }
}
