import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../test/dialects';
import { testJobStore, type TestJobs, type TestJobStore } from '../../../test/jobs';
import type { JobHandler, JobHandlers, JobOf } from './job-definition';
import { JobFailure } from './job-failure';
import { JobRunner, leaseTimings, type JobRunnerOptions } from './job-runner';

const T0 = 1_800_000_000;
type Billing = JobOf<TestJobs, 'test.billing'>;

/** Polls and heartbeats far apart: the tests drive the runner through `idle()` and the clock. */
const QUIET: JobRunnerOptions = {
  concurrency: 2,
  pollMs: 3_600_000,
  heartbeatMs: 3_600_000,
  leaseMs: 60_000,
};

const succeed: JobHandler = { run: () => Promise.resolve({}) };

/** A handler that runs until its job is aborted, and says when it has started and stopped. */
function blocking(): {
  handler: JobHandler<Billing>;
  started: Promise<void>;
  aborted: Promise<void>;
} {
  let onStart = (): void => undefined;
  let onAbort = (): void => undefined;
  const started = new Promise<void>((resolve) => (onStart = resolve));
  const aborted = new Promise<void>((resolve) => (onAbort = resolve));
  const handler: JobHandler<Billing> = {
    run: (_job, signal) =>
      new Promise((_resolve, reject) => {
        signal.addEventListener('abort', () => {
          onAbort();
          reject(new Error('aborted'));
        });
        onStart();
      }),
  };
  return { handler, started, aborted };
}

describe('job runner', () => {
  let database: TestDatabase;
  let store: TestJobStore;
  let seconds: number;
  const runners: JobRunner<TestJobs>[] = [];

  function runner(
    handlers: Partial<JobHandlers<TestJobs>>,
    options: Partial<JobRunnerOptions> = {},
    workerId?: string,
  ): JobRunner<TestJobs> {
    const created = new JobRunner({
      queue: store.queue,
      claims: store.claims,
      handlers: {
        'shop.sync': succeed,
        'test.rollup': succeed,
        'test.billing': succeed,
        'test.mail': succeed,
        'test.task': succeed,
        ...handlers,
      },
      options: { ...QUIET, ...options },
      log: pino({ level: 'silent' }),
      now: () => seconds * 1000,
      ...(workerId ? { workerId } : {}),
    });
    runners.push(created);
    return created;
  }

  beforeEach(async () => {
    seconds = T0;
    database = await openTestDatabase('sqlite');
    store = testJobStore(database, () => seconds * 1000);
  });
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((created) => created.close()));
    await database.dispose();
  });

  it("retries a retryable failure after each of its kind's waits, then gives up once", async () => {
    const attempts: number[] = [];
    const failures: string[] = [];
    const jobs = runner({
      'test.billing': {
        run: (job) => {
          attempts.push(job.attempt);
          return Promise.reject(
            new JobFailure('feed-timeout', 'slow', true, { tried: job.attempt }),
          );
        },
        giveUp: (_job, failure) => {
          failures.push(failure.code);
          return Promise.resolve();
        },
      },
    });
    const id = await store.queue.enqueue('test.billing', { customerId: 'c' });
    await jobs.start();
    await jobs.idle();
    expect(await store.jobs.find(id)).toMatchObject({
      status: 'queued',
      attempt: 1,
      run_after: T0 + 10,
      error_code: 'feed-timeout',
    });
    seconds += 9;
    await jobs.idle();
    expect(attempts).toEqual([1]);
    seconds += 1;
    await jobs.idle();
    expect(await store.jobs.find(id)).toMatchObject({ status: 'queued', run_after: T0 + 70 });
    seconds += 60;
    await jobs.idle();
    expect(attempts).toEqual([1, 2, 3]);
    expect(failures).toEqual(['feed-timeout']);
    expect(await store.jobs.find(id)).toMatchObject({
      status: 'failed',
      attempt: 3,
      error_code: 'feed-timeout',
      result: '{"tried":3}',
    });
  });

  it('fails a job at once for a failure that is not retryable, and retries an unexpected error', async () => {
    const jobs = runner({
      'test.mail': { run: () => Promise.reject(new JobFailure('mail-refused', 'no', false)) },
      'test.billing': { run: () => Promise.reject(new Error('socket hang up')) },
    });
    const mail = await store.queue.enqueue('test.mail', { customerId: 'a' });
    const billing = await store.queue.enqueue('test.billing', { customerId: 'b' });
    await jobs.start();
    await jobs.idle();
    expect(await store.jobs.find(mail)).toMatchObject({ status: 'failed', attempt: 1 });
    expect(await store.jobs.find(billing)).toMatchObject({
      status: 'queued',
      error_code: 'internal-error',
      error_message: 'socket hang up',
    });
  });

  it('runs a job a dead process left running once its lease has expired', async () => {
    const id = await store.queue.enqueue('test.billing', { customerId: 'c' });
    await store.claims.claim(['test.billing'], 'dead-process', T0, 1);
    const attempts: number[] = [];
    seconds = T0 + 30;
    const jobs = runner({
      'test.billing': {
        run: (job) => {
          attempts.push(job.attempt);
          return Promise.resolve({ done: true });
        },
      },
    });
    await jobs.start();
    await jobs.idle();
    // Its lease still runs: the other process may be alive.
    expect(attempts).toEqual([]);
    expect(await store.jobs.find(id)).toMatchObject({
      status: 'running',
      locked_by: 'dead-process',
    });
    seconds = T0 + 61;
    await jobs.idle();
    expect(attempts).toEqual([2]);
    expect(await store.jobs.find(id)).toMatchObject({
      status: 'succeeded',
      attempt: 2,
      locked_by: jobs.workerId,
      result: '{"done":true}',
    });
  });

  it('fails and reports a job whose process died on its last attempt', async () => {
    const id = await store.queue.enqueue('test.billing', { customerId: 'c' });
    await store.claims.claim(['test.billing'], 'dead-process', T0, 1);
    await database.db.updateTable('jobs').set({ attempt: 3 }).where('id', '=', id).execute();
    const failures: string[] = [];
    const jobs = runner({
      'test.billing': {
        run: () => Promise.resolve({}),
        giveUp: (_job, failure) => {
          failures.push(failure.code);
          return Promise.resolve();
        },
      },
    });
    seconds = T0 + 61;
    await jobs.start();
    await jobs.idle();
    expect(failures).toEqual(['job-lease-expired']);
    expect(await store.jobs.find(id)).toMatchObject({
      status: 'failed',
      error_code: 'job-lease-expired',
    });
  });

  it('aborts running jobs on close and hands them back, so the next start runs them again', async () => {
    const { handler, started, aborted } = blocking();
    const first = runner({ 'test.billing': handler });
    const id = await store.queue.enqueue('test.billing', { customerId: 'c' });
    await first.start();
    await started;
    expect(first.isRunning({ name: 'test.billing', payload: { customerId: 'c' } })).toBe(true);
    await first.close();
    await aborted;
    expect(await store.jobs.find(id)).toMatchObject({
      status: 'queued',
      attempt: 1,
      locked_by: null,
      run_after: T0,
    });
    const second = runner({});
    await second.start();
    await second.idle();
    expect(await store.jobs.find(id)).toMatchObject({ status: 'succeeded', attempt: 2 });
  });

  it('stops a job whose lease another process took back, leaving the job to that process', async () => {
    const { handler, started, aborted } = blocking();
    const jobs = runner({ 'test.billing': handler }, { heartbeatMs: 5 });
    const id = await store.queue.enqueue('test.billing', { customerId: 'c' });
    await jobs.start();
    await started;
    // As another process would after a long pause of this one: lease expired, claimed anew.
    const error = { code: 'job-lease-expired', message: 'paused' };
    await store.claims.expire(id, T0 + 1, T0, { requeue: true, error });
    await store.claims.claim(['test.billing'], 'other-process', T0, 1);
    await aborted;
    await jobs.idle();
    expect(await store.jobs.find(id)).toMatchObject({
      status: 'running',
      locked_by: 'other-process',
      attempt: 2,
    });
  });

  it('fails a job whose stored payload no longer parses, without running it', async () => {
    const ran: string[] = [];
    const jobs = runner({
      'test.mail': {
        run: (job) => {
          ran.push(job.payload.customerId);
          return Promise.resolve({});
        },
      },
    });
    const id = await store.queue.enqueue('test.mail', { customerId: 'c' });
    await database.db
      .updateTable('jobs')
      .set({ payload: '{"customer":1}' })
      .where('id', '=', id)
      .execute();
    await jobs.start();
    await jobs.idle();
    expect(ran).toEqual([]);
    expect(await store.jobs.find(id)).toMatchObject({
      status: 'failed',
      error_code: 'job-payload-invalid',
    });
  });

  it("runs a lane's kinds in the lane's own slots: a busy lane neither takes nor lends main slots", async () => {
    const hold: JobHandler = {
      run: (_job, signal) =>
        new Promise((_resolve, reject) => {
          signal.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    };
    const jobs = runner(
      { 'test.mail': hold, 'test.task': hold },
      { concurrency: 1, lanes: { side: { kinds: ['test.mail'], slots: 1 } } },
    );
    await store.queue.enqueue('test.mail', { customerId: 'a' });
    seconds += 1;
    const waiting = await store.queue.enqueue('test.mail', { customerId: 'b' });
    seconds += 1;
    await store.queue.enqueue('test.task', { group: 'g', n: 1 });
    await jobs.start();
    expect(jobs.isRunning({ name: 'test.mail', payload: { customerId: 'a' } })).toBe(true);
    expect(jobs.isRunning({ name: 'test.task', payload: { group: 'g', n: 1 } })).toBe(true);
    expect(await store.jobs.find(waiting)).toMatchObject({ status: 'queued', attempt: 0 });
  });

  it('wakes up for a job queued in this process without waiting for its next poll', async () => {
    let ran: (customerId: string) => void = () => undefined;
    const done = new Promise<string>((resolve) => (ran = resolve));
    const jobs = runner({
      'test.mail': {
        run: (job) => {
          ran(job.payload.customerId);
          return Promise.resolve({});
        },
      },
    });
    await jobs.start();
    await store.queue.enqueue('test.mail', { customerId: 'woken' });
    expect(await done).toBe('woken');
  });
});

describe('leaseTimings', () => {
  it('renews six times a lease and polls at least twice a lease, never less often than the default', () => {
    expect(leaseTimings(60)).toEqual({ leaseMs: 60_000, heartbeatMs: 10_000, pollMs: 5_000 });
    expect(leaseTimings(3)).toEqual({ leaseMs: 3_000, heartbeatMs: 500, pollMs: 1_500 });
  });
});
