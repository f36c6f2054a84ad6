import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertAccount, shopRow } from '../../../test/account-rows';
import { openTestDatabase, testDialects, type TestDatabase } from '../../../test/dialects';
import { testJobStore, type TestJobStore } from '../../../test/jobs';
import { ShopsRepository } from '../shops/index';
import { JobPayloadError } from './job-failure';

const T0 = 1_800_000_000;

/** Producers' side of the queue: typed enqueue, dedupe, the console's reads, shop cascade. */
describe.each(testDialects())('jobs storage on %s', (dialect) => {
  let database: TestDatabase;
  let store: TestJobStore;
  let seconds = T0;

  const statusOf = async (id: string): Promise<string | undefined> =>
    (await store.jobs.find(id))?.status;

  beforeEach(async () => {
    seconds = T0;
    database = await openTestDatabase(dialect);
    store = testJobStore(database, () => seconds * 1000);
    await insertAccount(database.db, 'anna');
    const shops = new ShopsRepository(database.db);
    for (const id of ['s1', 's2']) await shops.insert(shopRow(id, 'c-anna'));
  });
  afterEach(() => database.dispose());

  it('stores a typed job with its payload, key and shop, due now unless told otherwise', async () => {
    const id = await store.queue.enqueue('test.rollup', { shopId: 's1', day: '2027-01-02' });
    expect(await store.jobs.find(id)).toMatchObject({
      name: 'test.rollup',
      payload: '{"shopId":"s1","day":"2027-01-02"}',
      concurrency_key: 'test.rollup:s1:2027-01-02',
      shop_id: 's1',
      status: 'queued',
      attempt: 0,
      run_after: T0,
      created_at: T0,
      locked_by: null,
    });
    const later = await store.queue.enqueue(
      'test.billing',
      { customerId: 'c' },
      { runAfter: T0 + 60 },
    );
    expect(await store.jobs.find(later)).toMatchObject({ shop_id: null, run_after: T0 + 60 });
  });

  it('refuses a payload its kind does not accept, storing nothing', async () => {
    const refused = store.queue.enqueue('test.rollup', { shopId: 's1', day: 'yesterday' });
    await expect(refused).rejects.toBeInstanceOf(JobPayloadError);
    await expect(refused).rejects.toMatchObject({ code: 'job-payload-invalid' });
    expect(await store.jobs.listByShop('s1')).toEqual([]);
  });

  it('reuses a waiting job of the same name and key, never a running one or another kind', async () => {
    const first = await store.queue.enqueue('shop.sync', { shopId: 's1' }, { runAfter: T0 + 30 });
    // Asked to run sooner: the waiting job is reused and moved forward.
    expect(await store.queue.enqueue('shop.sync', { shopId: 's1' })).toBe(first);
    expect(await store.jobs.find(first)).toMatchObject({ run_after: T0 });
    expect(await store.queue.enqueue('shop.sync', { shopId: 's1' }, { runAfter: T0 + 90 })).toBe(
      first,
    );
    expect(await store.jobs.find(first)).toMatchObject({ run_after: T0 });
    expect(await store.queue.enqueue('shop.sync', { shopId: 's2' })).not.toBe(first);
    // Same key, other kind: its own job.
    const billing = await store.queue.enqueue('test.billing', { customerId: 'c' });
    expect(await store.queue.enqueue('test.mail', { customerId: 'c' })).not.toBe(billing);
    await store.claims.claim(['shop.sync'], 'w1', T0, 5);
    expect(await statusOf(first)).toBe('running');
    // A sync that runs may already have read the old feed: a new request queues a new job.
    const second = await store.queue.enqueue('shop.sync', { shopId: 's1' });
    expect(second).not.toBe(first);
    expect(await store.queue.enqueue('shop.sync', { shopId: 's1' })).toBe(second);
  });

  it('adds a job each time for a kind that is never deduplicated', async () => {
    const a = await store.queue.enqueue('test.task', { group: 'g', n: 1 });
    const b = await store.queue.enqueue('test.task', { group: 'g', n: 1 });
    expect(a).not.toBe(b);
  });

  it('says a shop is synchronizing only while a shop.sync job of it waits or runs', async () => {
    await store.queue.enqueue('test.rollup', { shopId: 's2', day: '2027-01-02' });
    expect(await store.jobs.syncingShopIds(['s1', 's2'])).toEqual(new Set());
    await store.queue.enqueue('shop.sync', { shopId: 's1' });
    expect(await store.jobs.syncingShopIds(['s1', 's2'])).toEqual(new Set(['s1']));
    const [job] = await store.claims.claim(['shop.sync'], 'w1', T0, 1);
    expect(await store.jobs.syncingShopIds(['s1'])).toEqual(new Set(['s1']));
    await store.claims.finish(job?.id ?? '', 'w1', { status: 'succeeded', now: T0 + 5 });
    expect(await store.jobs.syncingShopIds(['s1', 's2'])).toEqual(new Set());
    expect(await store.jobs.syncingShopIds([])).toEqual(new Set());
  });

  it("lists a shop's jobs newest first and deletes them with the shop", async () => {
    const sync = await store.queue.enqueue('shop.sync', { shopId: 's1' });
    seconds += 1;
    const rollup = await store.queue.enqueue('test.rollup', { shopId: 's1', day: '2027-01-02' });
    const billing = await store.queue.enqueue('test.billing', { customerId: 'c-anna' });
    expect((await store.jobs.listByShop('s1')).map((job) => job.id)).toEqual([rollup, sync]);
    await new ShopsRepository(database.db).delete('c-anna', 's1', () => Promise.resolve());
    expect(await store.jobs.find(sync)).toBeUndefined();
    expect(await store.jobs.find(rollup)).toBeUndefined();
    expect(await statusOf(billing)).toBe('queued');
  });

  it('answers a stored payload that no longer parses as a payload error, not a job', async () => {
    const id = await store.queue.enqueue('test.rollup', { shopId: 's1', day: '2027-01-02' });
    await database.db
      .updateTable('jobs')
      .set({ payload: '{"shopId":"s1","day":"2 Jan"}' })
      .where('id', '=', id)
      .execute();
    const row = await store.jobs.find(id);
    if (!row) throw new Error('job missing');
    expect(store.queue.parse(row)).toBeInstanceOf(JobPayloadError);
    expect(store.queue.parse({ ...row, payload: 'not json' })).toBeInstanceOf(JobPayloadError);
    expect(store.queue.parse({ ...row, payload: '{"shopId":"s1","day":"2027-01-03"}' })).toEqual({
      id,
      name: 'test.rollup',
      payload: { shopId: 's1', day: '2027-01-03' },
      attempt: 0,
      concurrencyKey: 'test.rollup:s1:2027-01-02',
      shopId: 's1',
    });
  });

  it('prunes the jobs that finished before the cutoff, never a queued or running one', async () => {
    const enqueue = (group: string, runAfter = T0) =>
      store.queue.enqueue('test.task', { group, n: 1 }, { runAfter });
    const [oldDone, oldFailed, recentDone, running] = [
      await enqueue('a'),
      await enqueue('b'),
      await enqueue('c'),
      await enqueue('d'),
    ];
    const waiting = await enqueue('e', T0 + 1_000);
    expect(await store.claims.claim(['test.task'], 'w1', T0, 10)).toHaveLength(4);
    const error = { code: 'boom', message: 'failed' };
    await store.claims.finish(oldDone, 'w1', { status: 'succeeded', now: T0 + 5 });
    await store.claims.finish(oldFailed, 'w1', { status: 'failed', now: T0 + 9, error });
    await store.claims.finish(recentDone, 'w1', { status: 'succeeded', now: T0 + 10 });

    expect(await store.jobs.pruneFinishedBefore(T0 + 10)).toBe(2);
    expect(await statusOf(oldDone)).toBeUndefined();
    expect(await statusOf(oldFailed)).toBeUndefined();
    expect(await statusOf(recentDone)).toBe('succeeded');
    expect(await statusOf(running)).toBe('running');
    expect(await statusOf(waiting)).toBe('queued');
    // Queued and running jobs have no end: even a cutoff far ahead leaves them.
    expect(await store.jobs.pruneFinishedBefore(T0 + 1_000_000)).toBe(1);
    expect(await statusOf(running)).toBe('running');
    expect(await statusOf(waiting)).toBe('queued');
  });
});
