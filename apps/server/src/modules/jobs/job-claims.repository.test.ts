import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertAccount, shopRow } from '../../../test/account-rows';
import { openTestDatabase, testDialects, type TestDatabase } from '../../../test/dialects';
import { testJobStore, type TestJobStore } from '../../../test/jobs';
import { ShopsRepository } from '../shops/index';

const T0 = 1_800_000_000;
const ALL = ['shop.sync', 'test.rollup', 'test.billing', 'test.mail', 'test.task'];

/** Workers' side of the queue: claims, leases, retries and final states. */
describe.each(testDialects())('job claims on %s', (dialect) => {
  let database: TestDatabase;
  let store: TestJobStore;
  let seconds = T0;

  beforeEach(async () => {
    seconds = T0;
    database = await openTestDatabase(dialect);
    store = testJobStore(database, () => seconds * 1000);
    await insertAccount(database.db, 'anna');
    const shops = new ShopsRepository(database.db);
    for (const id of ['s1', 's2']) await shops.insert(shopRow(id, 'c-anna'));
  });
  afterEach(() => database.dispose());

  it('claims due jobs in run_after order for the kinds asked, starting their lease', async () => {
    const late = await store.queue.enqueue('shop.sync', { shopId: 's1' }, { runAfter: T0 + 20 });
    const soon = await store.queue.enqueue('shop.sync', { shopId: 's2' }, { runAfter: T0 + 10 });
    const other = await store.queue.enqueue('test.billing', { customerId: 'c' });
    expect(await store.claims.claim(['shop.sync'], 'w1', T0 + 5, 5)).toEqual([]);
    const claimed = await store.claims.claim(['shop.sync'], 'w1', T0 + 30, 5);
    expect(claimed.map((job) => job.id)).toEqual([soon, late]);
    expect(claimed[0]).toMatchObject({
      status: 'running',
      attempt: 1,
      started_at: T0 + 30,
      heartbeat_at: T0 + 30,
      locked_by: 'w1',
    });
    expect((await store.jobs.find(other))?.status).toBe('queued');
    expect(await store.claims.claim([], 'w1', T0 + 30, 5)).toEqual([]);
  });

  it('never runs two jobs of one concurrency key at once, whatever their kind', async () => {
    const billing = await store.queue.enqueue('test.billing', { customerId: 'c' });
    seconds += 1;
    const mail = await store.queue.enqueue('test.mail', { customerId: 'c' });
    const [first, ...none] = await store.claims.claim(ALL, 'w1', T0 + 1, 5);
    expect(first?.id).toBe(billing);
    expect(none).toEqual([]);
    expect(await store.claims.claim(ALL, 'w2', T0 + 1, 5)).toEqual([]);
    // The partial unique index holds even against a write that skips the claim's checks.
    await expect(
      database.db.updateTable('jobs').set({ status: 'running' }).where('id', '=', mail).execute(),
    ).rejects.toThrow();
    await store.claims.finish(billing, 'w1', { status: 'succeeded', now: T0 + 2 });
    expect((await store.claims.claim(ALL, 'w2', T0 + 2, 5)).map((job) => job.id)).toEqual([mail]);
  });

  it("never runs two jobs of one shop at once: its next job waits while another shop's runs", async () => {
    const billing = await store.queue.enqueue('test.billing', { customerId: 'c' });
    expect((await store.claims.claim(ALL, 'w0', seconds, 1)).map((job) => job.id)).toEqual([
      billing,
    ]);
    const sync = await store.queue.enqueue('shop.sync', { shopId: 's1' });
    seconds += 1;
    const rollup = await store.queue.enqueue('test.rollup', { shopId: 's1', day: '2027-01-01' });
    seconds += 1;
    const other = await store.queue.enqueue('shop.sync', { shopId: 's2' });
    // A running job without a shop (billing) blocks no shop.
    const claimed = await store.claims.claim(ALL, 'w1', seconds, 5);
    expect(claimed.map((job) => job.id)).toEqual([sync, other]);
    expect(await store.claims.claim(ALL, 'w2', seconds, 5)).toEqual([]);
    expect((await store.jobs.find(rollup))?.status).toBe('queued');
    // Another process's claim racing this one ends at the partial unique index.
    await expect(
      database.db.updateTable('jobs').set({ status: 'running' }).where('id', '=', rollup).execute(),
    ).rejects.toThrow();
    await store.claims.finish(sync, 'w1', { status: 'succeeded', now: seconds });
    expect((await store.claims.claim(ALL, 'w2', seconds, 5)).map((job) => job.id)).toEqual([
      rollup,
    ]);
  });

  it('lets claimers racing in parallel start one job of a shop between them', async () => {
    const days = ['2027-01-01', '2027-01-02', '2027-01-03', '2027-01-04'];
    for (const day of days) await store.queue.enqueue('test.rollup', { shopId: 's1', day });
    const claims = await Promise.all(
      ['w1', 'w2', 'w3'].map((worker) => store.claims.claim(ALL, worker, seconds, 2)),
    );
    expect(claims.flat()).toHaveLength(1);
    const running = await database.db
      .selectFrom('jobs')
      .select('id')
      .where('status', '=', 'running')
      .execute();
    expect(running).toHaveLength(1);
  });

  it('retries later with the error kept, counting the attempt at the next claim', async () => {
    const id = await store.queue.enqueue('test.billing', { customerId: 'c' });
    await store.claims.claim(ALL, 'w1', T0, 1);
    const error = { code: 'feed-timeout', message: 'slow' };
    expect(await store.claims.retryLater(id, 'w2', T0 + 10, error)).toBe(false);
    expect(await store.claims.retryLater(id, 'w1', T0 + 10, error)).toBe(true);
    expect(await store.jobs.find(id)).toMatchObject({
      status: 'queued',
      run_after: T0 + 10,
      locked_by: null,
      error_code: 'feed-timeout',
      error_message: 'slow',
    });
    expect(await store.claims.claim(ALL, 'w2', T0 + 9, 1)).toEqual([]);
    expect(await store.claims.claim(ALL, 'w2', T0 + 10, 1)).toEqual([
      expect.objectContaining({ id, attempt: 2, locked_by: 'w2' }),
    ]);
  });

  it('finishes only for the worker that holds the job, storing result and error', async () => {
    const ok = await store.queue.enqueue('shop.sync', { shopId: 's1' });
    const bad = await store.queue.enqueue('shop.sync', { shopId: 's2' });
    await store.claims.claim(ALL, 'w1', T0, 2);
    const success = { status: 'succeeded' as const, now: T0 + 5, result: { products: 3 } };
    expect(await store.claims.finish(ok, 'w2', success)).toBe(false);
    expect(await store.claims.finish(ok, 'w1', success)).toBe(true);
    expect(await store.claims.finish(ok, 'w1', success)).toBe(false);
    const error = { code: 'feed-not-found', message: '404' };
    await store.claims.finish(bad, 'w1', { status: 'failed', now: T0 + 6, error });
    expect(await store.jobs.find(ok)).toMatchObject({
      status: 'succeeded',
      finished_at: T0 + 5,
      result: '{"products":3}',
      error_code: null,
    });
    expect(await store.jobs.find(bad)).toMatchObject({
      status: 'failed',
      finished_at: T0 + 6,
      error_code: 'feed-not-found',
      error_message: '404',
    });
  });

  it("takes back a dead worker's job once its lease expires, and the old worker loses it", async () => {
    const id = await store.queue.enqueue('shop.sync', { shopId: 's1' });
    await store.claims.claim(ALL, 'dead', T0, 1);
    expect(await store.claims.heartbeat([id], 'dead', T0 + 20)).toEqual(new Set([id]));
    // Renewed at T0 + 20: not expired for a cutoff at or before it.
    expect(await store.claims.expired(T0 + 20)).toEqual([]);
    expect(await store.claims.expired(T0 + 21)).toEqual([expect.objectContaining({ id })]);
    const error = { code: 'job-lease-expired', message: 'worker dead stopped renewing its lease' };
    expect(await store.claims.expire(id, T0 + 20, T0 + 90, { requeue: true, error })).toBe(false);
    expect(await store.claims.expire(id, T0 + 21, T0 + 90, { requeue: true, error })).toBe(true);
    expect(await store.jobs.find(id)).toMatchObject({
      status: 'queued',
      run_after: T0 + 90,
      locked_by: null,
      error_code: 'job-lease-expired',
    });
    expect(await store.claims.claim(ALL, 'w2', T0 + 90, 1)).toEqual([
      expect.objectContaining({ id, attempt: 2, locked_by: 'w2' }),
    ]);
    expect(await store.claims.heartbeat([id], 'dead', T0 + 91)).toEqual(new Set());
    expect(await store.claims.finish(id, 'dead', { status: 'succeeded', now: T0 + 91 })).toBe(
      false,
    );
    expect(await store.claims.release(id, 'dead', T0 + 91)).toBe(false);
  });

  it('fails an expired job for good when asked, and hands a released job back due now', async () => {
    const expired = await store.queue.enqueue('shop.sync', { shopId: 's1' });
    const released = await store.queue.enqueue('shop.sync', { shopId: 's2' });
    await store.claims.claim(ALL, 'w1', T0, 2);
    const error = { code: 'job-lease-expired', message: 'gone' };
    await store.claims.expire(expired, T0 + 1, T0 + 70, { requeue: false, error });
    expect(await store.jobs.find(expired)).toMatchObject({
      status: 'failed',
      finished_at: T0 + 70,
    });
    expect(await store.claims.release(released, 'w1', T0 + 70)).toBe(true);
    expect(await store.jobs.find(released)).toMatchObject({
      status: 'queued',
      run_after: T0 + 70,
      attempt: 1,
      locked_by: null,
    });
  });
});
