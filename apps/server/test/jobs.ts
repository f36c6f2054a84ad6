import { z } from 'zod';
import type { Clock } from '../src/clock';
import type { DatabaseHandle } from '../src/db/database';
import { shopSyncJob } from '../src/modules/jobs/index';
import { JobClaimsRepository } from '../src/modules/jobs/index';
import { defineJob, jobCatalog } from '../src/modules/jobs/index';
import { JobQueue } from '../src/modules/jobs/index';
import { JobsRepository } from '../src/modules/jobs/index';

/** Numbered work in groups: one job a group at a time, and every enqueue adds a job. */
export const taskJob = defineJob({
  name: 'test.task',
  payload: z.object({ group: z.string(), n: z.number().int() }),
  concurrencyKey: (payload) => `group:${payload.group}`,
  dedupe: false,
});

/**
 * Kinds for the queue's own tests, next to the real `shop.sync`: one about a shop, two that share a
 * customer's key (so they never run at once), and one that is never deduplicated.
 */
export const TEST_JOBS = jobCatalog(
  shopSyncJob,
  defineJob({
    name: 'test.rollup',
    payload: z.object({ shopId: z.string(), day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
    concurrencyKey: (payload) => `test.rollup:${payload.shopId}:${payload.day}`,
    shopId: (payload) => payload.shopId,
  }),
  defineJob({
    name: 'test.billing',
    payload: z.object({ customerId: z.string() }),
    concurrencyKey: (payload) => `customer:${payload.customerId}`,
    backoffMs: [10_000, 60_000],
  }),
  defineJob({
    name: 'test.mail',
    payload: z.object({ customerId: z.string() }),
    concurrencyKey: (payload) => `customer:${payload.customerId}`,
  }),
  taskJob,
);

export type TestJobs = typeof TEST_JOBS;

export interface TestJobStore {
  queue: JobQueue<TestJobs>;
  jobs: JobsRepository;
  claims: JobClaimsRepository;
}

/** The queue and both repositories over one database handle. */
export function testJobStore(handle: DatabaseHandle, now: Clock): TestJobStore {
  const jobs = new JobsRepository(handle.db, handle.dialect);
  return {
    queue: new JobQueue(jobs, TEST_JOBS, now),
    jobs,
    claims: new JobClaimsRepository(handle.db, handle.dialect),
  };
}
