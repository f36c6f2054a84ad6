import { afterEach, describe, expect, it } from 'vitest';
import { insertAccount, shopRow } from '../../../test/account-rows';
import { openTestDatabase, testDialects, type TestDatabase } from '../../../test/dialects';
import { ShopsRepository } from '../../modules/shops/index';
import { migratorFor } from '../migrate';

type SyncJob = {
  id: string;
  shop_id: string;
  kind: string;
  status: string;
  attempt: number;
  run_after: number;
  created_at: number;
  started_at: number | null;
  finished_at: number | null;
  error_code: string | null;
  error_message: string | null;
  stats: string | null;
};

const syncJob = (id: string, status: string, stats: string | null = null): SyncJob => ({
  id,
  shop_id: 's1',
  kind: 'shop.sync',
  status,
  attempt: status === 'queued' ? 0 : 1,
  run_after: 100,
  created_at: 90,
  started_at: status === 'queued' ? null : 100,
  finished_at: status === 'succeeded' ? 120 : null,
  error_code: null,
  error_message: null,
  stats,
});

describe.each(testDialects())('0009-jobs on %s', (dialect) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.dispose();
    database = undefined;
  });

  it('turns every sync job into a shop.sync job, and back on rollback', async () => {
    database = await openTestDatabase(dialect, { migrate: false });
    const migrator = await migratorFor(database.db);
    await migrator.migrateTo('0008-catalogue-version');
    await insertAccount(database.db, 'anna');
    await new ShopsRepository(database.db).insert(shopRow('s1', 'c-anna'));
    const old = database.db.withTables<{ sync_jobs: SyncJob }>();
    const before = [
      syncJob('a', 'succeeded', '{"products":3}'),
      syncJob('b', 'running'),
      syncJob('c', 'queued'),
    ];
    await old.insertInto('sync_jobs').values(before).execute();

    await migrator.migrateTo('0009-jobs');
    const jobs = await database.db.selectFrom('jobs').selectAll().orderBy('id').execute();
    expect(jobs).toEqual([
      expect.objectContaining({
        id: 'a',
        name: 'shop.sync',
        payload: '{"shopId":"s1"}',
        concurrency_key: 'shop.sync:s1',
        shop_id: 's1',
        status: 'succeeded',
        attempt: 1,
        finished_at: 120,
        result: '{"products":3}',
      }),
      // Left running by the old runner, which would have queued it again on start.
      expect.objectContaining({ id: 'b', status: 'queued', attempt: 1, locked_by: null }),
      expect.objectContaining({ id: 'c', status: 'queued', attempt: 0, run_after: 100 }),
    ]);

    await migrator.migrateDown();
    const restored = await old.selectFrom('sync_jobs').selectAll().orderBy('id').execute();
    expect(restored).toEqual([before[0], { ...before[1], status: 'queued' }, before[2]]);
  });
});
