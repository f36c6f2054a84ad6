import type { FastifyBaseLogger } from 'fastify';
import type { PassLocksRepository } from './pass-locks.repository';
import { PeriodicRun } from './periodic-run';

/** What the wiring hands to every scheduler, beside what its own pass needs. */
export interface PeriodicSchedulerDependencies {
  log: FastifyBaseLogger;
  /** How often due work is looked for; each scheduler has its default. */
  tickMs?: number;
  /**
   * Elects one process a pass, when given: two processes reading the same due row would both
   * queue its job. Without it every process runs every pass.
   */
  locks?: Pick<PassLocksRepository, 'runAlone'>;
}

/** What a scheduler says of itself: its name (the pass lock's), default period and failure. */
export interface PeriodicSchedulerShape {
  name: string;
  everyMs: number;
  /** Logged with the error when a pass fails. */
  failure: string;
}

/**
 * The shell of a scheduler that queues due work on a timer (sync schedule, competitor feeds): a
 * subclass writes only its `pass`; the timer, the shared pass in progress, the logged failure and
 * the wait on close are `PeriodicRun`'s. `start` makes no pass at once: the first waits a tick.
 *
 * @example
 * class FeedScheduler extends PeriodicScheduler {
 *   constructor(private readonly deps: PeriodicSchedulerDependencies & { feeds: Feeds }) {
 *     super(deps, { name: 'feed-scheduler', everyMs: 60_000, failure: 'feed scheduling failed' });
 *   }
 *   protected async pass() { await this.feeds.queueDue(); }
 * }
 */
export abstract class PeriodicScheduler {
  private readonly periodic: PeriodicRun<void>;

  protected constructor(deps: PeriodicSchedulerDependencies, shape: PeriodicSchedulerShape) {
    this.periodic = new PeriodicRun({
      run: () => this.pass(),
      everyMs: deps.tickMs ?? shape.everyMs,
      log: deps.log,
      failure: shape.failure,
      ...(deps.locks ? { alone: { locks: deps.locks, name: shape.name } } : {}),
    });
  }

  /** One pass over what is due. */
  protected abstract pass(): Promise<void>;

  start(): void {
    this.periodic.start();
  }

  /** One pass now; concurrent calls share the pass; a failure is logged, never rejected. */
  async tick(): Promise<void> {
    await this.periodic.tick();
  }

  /** Stops the timer and waits for the pass in progress. */
  close(): Promise<void> {
    return this.periodic.close();
  }
}
