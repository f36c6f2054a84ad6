import type { ServerConfig } from '../../config/config';
import type { DialectName } from '../../db/database';
import type { ModuleContext } from '../../kernel/module-context';
import { JOBS, jobLanes, type Jobs } from './job-catalog';
import { JobClaimsRepository } from './job-claims.repository';
import type { JobHandlers } from './job-definition';
import { JobQueue } from './job-queue';
import { JOB_RUNNER_DEFAULTS, JobRunner, leaseTimings, type JobRunnerOptions } from './job-runner';
import { JobsRepository } from './jobs.repository';
import { PassLocksRepository } from './pass-locks.repository';
import { RetentionPass } from './retention-pass';

export interface JobsModuleDependencies extends ModuleContext {
  dialect: DialectName;
  /**
   * Job slots of this process (`TROVA_*_SLOTS`), `TROVA_JOB_LEASE_SECONDS`, and
   * `TROVA_JOBS_RETENTION_DAYS` (0 keeps everything).
   */
  config: Pick<ServerConfig, 'jobSlots' | 'jobLeaseSeconds' | 'jobsRetentionDays'>;
  /** Runner tuning for tests (short backoffs and polls). */
  runner?: Partial<JobRunnerOptions> | undefined;
}

export type JobsModule = ReturnType<typeof createJobsModule>;

/**
 * The jobs module (docs/architecture.md, "Processes"): the typed queue every
 * module enqueues on, the pruning of finished jobs, and this process's runner. The runner is made
 * last, by `runner(handlers)`, once the modules above have made a handler for every kind; a kind
 * without one is a compile error.
 * @example const jobs = createJobsModule({ db, events, log, now, dialect, config });
 */
export function createJobsModule(deps: JobsModuleDependencies) {
  const { db, dialect, log, now } = deps;
  const jobs = new JobsRepository(db, dialect);
  const jobQueue = new JobQueue(jobs, JOBS, now);
  return {
    repositories: { jobs },
    services: {
      /** Where typed jobs are queued (`jobQueue.enqueue('shop.sync', { shopId })`). */
      jobQueue,
      /** Deletes finished jobs past `TROVA_JOBS_RETENTION_DAYS`. */
      jobRetention: new RetentionPass({
        pruneBefore: (cutoff) => jobs.pruneFinishedBefore(cutoff),
        days: deps.config.jobsRetentionDays,
        now,
        log,
        failure: 'old jobs not pruned',
        alone: { locks: new PassLocksRepository(db), name: 'job-retention' },
      }),
    },
    runner: (handlers: JobHandlers<Jobs>) =>
      new JobRunner({
        queue: jobQueue,
        claims: new JobClaimsRepository(db, dialect),
        handlers,
        options: {
          ...JOB_RUNNER_DEFAULTS,
          concurrency: deps.config.jobSlots.main,
          lanes: jobLanes(deps.config.jobSlots.competitorFetch),
          ...leaseTimings(deps.config.jobLeaseSeconds),
          ...deps.runner,
        },
        log,
        now,
      }),
  };
}
