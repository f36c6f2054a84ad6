import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertAccount } from '../../../test/account-rows';
import { openTestDatabase, testDialects, type TestDatabase } from '../../../test/dialects';
import { ShopsRepository } from '../shops/shops.repository';
import { SyncJobsRepository } from './sync-jobs.repository';

describe.each(testDialects())('sync jobs storage on %s', (dialect) => {
  let database: TestDatabase;
  let jobs: SyncJobsRepository;

  const synchronizing = async (shopId: string): Promise<number> =>
    (
      await database.db
        .selectFrom('shops')
        .select('is_synchronizing')
        .where('id', '=', shopId)
        .executeTakeFirstOrThrow()
    ).is_synchronizing;

  beforeEach(async () => {
    database = await openTestDatabase(dialect);
    jobs = new SyncJobsRepository(database.db);
    await insertAccount(database.db, 'anna');
    const shops = new ShopsRepository(database.db);
    for (const id of ['s1', 's2']) {
      await shops.insert({
        id,
        key: `key-${id}`,
        customer_id: 'c-anna',
        url: 'https://x',
        sector: null,
        cms_type: 'google-shopping',
        cms_version: null,
        language_iso: 'it',
        created_at: 1,
      });
    }
  });
  afterEach(() => database.dispose());

  it('queues one job a shop and kind, and flags the shop as synchronizing', async () => {
    const first = await jobs.enqueue('s1', 'shop.sync', 100);
    expect(await jobs.enqueue('s1', 'shop.sync', 101)).toBe(first);
    expect(await synchronizing('s1')).toBe(1);
    expect(await synchronizing('s2')).toBe(0);
  });

  it('claims due jobs, one a shop, counting attempts', async () => {
    await jobs.enqueue('s1', 'shop.sync', 100);
    await jobs.enqueue('s2', 'shop.sync', 100, 500);
    const claimed = await jobs.claimDue(200, 2);
    expect(claimed.map((job) => [job.shop_id, job.status, job.attempt])).toEqual([
      ['s1', 'running', 1],
    ]);
    // While s1 runs, a second job of s1 waits.
    await jobs.enqueue('s1', 'shop.sync', 201);
    expect(await jobs.claimDue(600, 2)).toEqual([expect.objectContaining({ shop_id: 's2' })]);
  });

  it('retries later, finishes, and clears the flag only when nothing is left', async () => {
    await jobs.enqueue('s1', 'shop.sync', 100);
    const [job] = await jobs.claimDue(100, 1);
    if (!job) throw new Error('nothing claimed');
    await jobs.retryLater(job.id, 130, { code: 'feed-timeout', message: 'slow' });
    expect(await jobs.claimDue(120, 1)).toEqual([]);
    const [again] = await jobs.claimDue(130, 1);
    expect(again).toMatchObject({ id: job.id, attempt: 2 });
    await jobs.finish(job, { status: 'succeeded', now: 140, stats: { products: 3 } });
    expect(await synchronizing('s1')).toBe(0);
    expect(await jobs.listByShop('s1')).toEqual([
      expect.objectContaining({ status: 'succeeded', finished_at: 140, stats: '{"products":3}' }),
    ]);
  });

  it('queues again the jobs a crash left running', async () => {
    await jobs.enqueue('s1', 'shop.sync', 100);
    await jobs.claimDue(100, 1);
    expect(await jobs.requeueRunning(300)).toBe(1);
    expect(await jobs.isActive('s1')).toBe(true);
    expect(await jobs.claimDue(300, 1)).toEqual([expect.objectContaining({ attempt: 2 })]);
  });
});
