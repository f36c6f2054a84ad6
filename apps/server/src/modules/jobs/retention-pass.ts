import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { PassLocksRepository } from './pass-locks.repository';
import { PeriodicRun } from './periodic-run';

const DAY_MS = 24 * 3600 * 1000;
/** The cutoff moves by days: a few passes a day keep storage within a quarter day of it. */
const PRUNE_EVERY_MS = 6 * 3600 * 1000;

export interface RetentionPassOptions {
  /** Deletes what is older than `cutoff` (ms since the epoch); answers how many rows went. */
  pruneBefore: (cutoff: number) => Promise<number>;
  /** Days kept (`TROVA_EVENTS_RETENTION_DAYS`, `TROVA_JOBS_RETENTION_DAYS`); 0 keeps everything. */
  days: number;
  now: Clock;
  log: FastifyBaseLogger;
  /** Logged with the error when a pass fails, such as 'old events not pruned'. */
  failure: string;
  /** Elects one process for each timed pass (a delete by cutoff is safe to repeat without it). */
  alone?: { locks: Pick<PassLocksRepository, 'runAlone'>; name: string };
}

/**
 * Deletes rows past their retention, at start and every six hours, on a `PeriodicRun`: the event
 * log (docs/product/analytics.md#retention) and finished jobs (docs/deploy.md, "Backups"). A failed
 * pass is logged and the next one tries again.
 *
 * @example
 * const retention = new RetentionPass({ pruneBefore: (cutoff) => events.pruneBefore(cutoff), days: 395, now: Date.now, log, failure: 'old events not pruned' });
 * retention.start();
 * await retention.close(); // on server close
 */
export class RetentionPass {
  private readonly periodic: PeriodicRun<number>;

  constructor(private readonly options: RetentionPassOptions) {
    this.periodic = new PeriodicRun({
      run: () => options.pruneBefore(options.now() - options.days * DAY_MS),
      everyMs: PRUNE_EVERY_MS,
      log: options.log,
      failure: options.failure,
      ...(options.alone ? { alone: options.alone } : {}),
    });
  }

  /** Starts the passes, the first at once; does nothing when everything is kept. */
  start(): void {
    if (this.options.days > 0) this.periodic.start({ now: true });
  }

  /** Deletes what is past retention now; answers how many rows went (0 when kept, or on failure). */
  async prune(): Promise<number> {
    if (this.options.days <= 0) return 0;
    try {
      return await this.periodic.run();
    } catch (error) {
      this.options.log.error({ err: error }, this.options.failure);
      return 0;
    }
  }

  /** Stops the timer and waits for a pass in progress. */
  close(): Promise<void> {
    return this.periodic.close();
  }
}
