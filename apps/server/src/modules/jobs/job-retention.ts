import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { JobsRepository } from './jobs.repository';
import type { PassLocksRepository } from './pass-locks.repository';
import { PeriodicRun } from './periodic-run';

const DAY_MS = 24 * 3600 * 1000;
/** The cutoff moves by days: a few passes a day keep the table within a quarter day of it. */
const PRUNE_EVERY_MS = 6 * 3600 * 1000;

export interface JobRetentionOptions {
  repository: Pick<JobsRepository, 'pruneFinishedBefore'>;
  log: FastifyBaseLogger;
  now: Clock;
  /** Days a finished job is kept (`TROVA_JOBS_RETENTION_DAYS`); 0 keeps them forever. */
  days: number;
  /** Elects one process for each pass; the others would only find nothing left to delete. */
  locks?: Pick<PassLocksRepository, 'runAlone'>;
}

/**
 * Deletes finished jobs past their retention, at start and every six hours (docs/deploy.md,
 * "Backups"): every sync, index and billing pass leaves a row, tens of thousands a year a shop,
 * which nothing reads once the job has finished.
 *
 * @example
 * const retention = new JobRetention({ repository: jobs, log, now: Date.now, days: 30 });
 * retention.start();
 * await retention.close(); // on server close
 */
export class JobRetention {
  private readonly periodic: PeriodicRun<number>;

  constructor(private readonly options: JobRetentionOptions) {
    this.periodic = new PeriodicRun({
      run: () => options.repository.pruneFinishedBefore(options.now() - options.days * DAY_MS),
      everyMs: PRUNE_EVERY_MS,
      log: options.log,
      failure: 'old jobs not pruned',
      ...(options.locks ? { alone: { locks: options.locks, name: 'job-retention' } } : {}),
    });
  }

  /** Starts the passes, the first at once; does nothing when jobs are kept forever. */
  start(): void {
    if (this.options.days > 0) this.periodic.start({ now: true });
  }

  /** Deletes what is past retention now; answers how many jobs went (0 when kept forever). */
  prune(): Promise<number> {
    return this.options.days > 0 ? this.periodic.run() : Promise.resolve(0);
  }

  /** Stops the timer and waits for a pass in progress. */
  close(): Promise<void> {
    return this.periodic.close();
  }
}
