import { setTimeout as sleep } from 'node:timers/promises';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { openTestDatabase, testDialects } from '../../../test/dialects';
import { taskJob, TEST_JOBS } from '../../../test/jobs';
import { JobClaimsRepository } from './job-claims.repository';
import { jobCatalog } from './job-definition';
import { JobQueue } from './job-queue';
import { JobRunner } from './job-runner';
import { JobsRepository } from './jobs.repository';

const TASKS = jobCatalog(taskJob);
const JOBS = 200;
const GROUPS = 5;

/**
 * Two server processes on one database, as with DATABASE_URL and several nodes: each runner has
 * its own connection (its own pg pool on PostgreSQL), and they claim from the same table at once.
 */
describe.each(testDialects())('two workers on %s', (dialect) => {
  it('run every job exactly once and never two jobs of one key at the same time', async () => {
    const database = await openTestDatabase(dialect);
    const peer = database.openPeer();
    const runs = new Map<number, number>();
    const active = new Map<string, number>();
    const perWorker = [0, 0];
    let overlaps = 0;
    const runnerOn = (handle: DatabaseHandle, worker: number) => {
      const jobs = new JobsRepository(handle.db, handle.dialect);
      return new JobRunner({
        queue: new JobQueue(jobs, TASKS, Date.now),
        claims: new JobClaimsRepository(handle.db, handle.dialect),
        handlers: {
          'test.task': {
            async run(job) {
              const busy = (active.get(job.concurrencyKey) ?? 0) + 1;
              active.set(job.concurrencyKey, busy);
              if (busy > 1) overlaps += 1;
              runs.set(job.payload.n, (runs.get(job.payload.n) ?? 0) + 1);
              perWorker[worker] = (perWorker[worker] ?? 0) + 1;
              // Holds the key across a few event-loop turns, so the other worker has to wait.
              await sleep(1);
              active.set(job.concurrencyKey, (active.get(job.concurrencyKey) ?? 1) - 1);
              return { n: job.payload.n };
            },
          },
        },
        options: { concurrency: 3, pollMs: 5, heartbeatMs: 10_000, leaseMs: 60_000 },
        log: pino({ level: 'silent' }),
        now: Date.now,
        workerId: `worker-${worker}`,
      });
    };
    const runners = [runnerOn(database, 0), runnerOn(peer, 1)];
    try {
      const queue = new JobQueue(new JobsRepository(database.db, dialect), TASKS, Date.now);
      for (let n = 0; n < JOBS; n += 1) {
        await queue.enqueue('test.task', { group: `g${n % GROUPS}`, n });
      }
      await Promise.all(runners.map((runner) => runner.start()));
      // A runner is idle when it can claim nothing, also while the other holds every free key.
      for (let round = 0; round < 1000 && runs.size < JOBS; round += 1) {
        await Promise.all(runners.map((runner) => runner.idle()));
      }
      await Promise.all(runners.map((runner) => runner.idle()));

      expect(runs.size).toBe(JOBS);
      expect([...runs].filter(([, count]) => count !== 1)).toEqual([]);
      expect(overlaps).toBe(0);
      expect(perWorker.filter((count) => count === 0)).toEqual([]);
      const rows = await database.db.selectFrom('jobs').select(['status', 'attempt']).execute();
      expect(rows).toHaveLength(JOBS);
      expect(rows.filter((row) => row.status !== 'succeeded' || row.attempt !== 1)).toEqual([]);
    } finally {
      await Promise.all(runners.map((runner) => runner.close()));
      await peer.destroy();
      await database.dispose();
    }
  });

  it('queue one job when both ask for the same one at the same moment', async () => {
    const database = await openTestDatabase(dialect);
    // SQLite has one writer process: there the two queues share its connection.
    const peer = dialect === 'postgres' ? database.openPeer() : database;
    try {
      const queueOn = (handle: DatabaseHandle) =>
        new JobQueue(new JobsRepository(handle.db, handle.dialect), TEST_JOBS, Date.now);
      const queues = [queueOn(database), queueOn(peer)] as const;
      const ids = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          queues[i % 2 === 0 ? 0 : 1].enqueue('test.billing', { customerId: 'c-same' }),
        ),
      );
      expect(new Set(ids).size).toBe(1);
      const rows = await database.db.selectFrom('jobs').select('id').execute();
      expect(rows).toEqual([{ id: ids[0] }]);
    } finally {
      if (peer !== database) await peer.destroy();
      await database.dispose();
    }
  });
});
