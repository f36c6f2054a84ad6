import { COMPETITOR_FEED_INTERVAL_SECONDS } from '@trova/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { epochSeconds, type Clock } from '../../clock';
import type { Jobs } from '../jobs/index';
import type { JobQueue } from '../jobs/index';
import type { CompetitorFeedsRepository } from './competitor-feeds.repository';
import { PeriodicRun } from '../jobs/index';

export interface CompetitorFeedSchedulerDependencies {
  feeds: CompetitorFeedsRepository;
  queue: Pick<JobQueue<Jobs>, 'enqueue'>;
  log: FastifyBaseLogger;
  now: Clock;
  /** How often due feeds are looked for; default ten minutes. */
  tickMs?: number;
}

/**
 * Queues the daily fetch of each competitor feed (docs/product/analytics.md#market-prices): a feed
 * is due a day after it was added or last scheduled; taking it moves it a day on, so every process
 * sharing the database queues it once.
 *
 * @example
 * new CompetitorFeedScheduler({ feeds, queue, log, now }).start();
 */
export class CompetitorFeedScheduler {
  private readonly periodic: PeriodicRun<void>;

  constructor(private readonly deps: CompetitorFeedSchedulerDependencies) {
    this.periodic = new PeriodicRun({
      run: () => this.enqueueDue(),
      everyMs: deps.tickMs ?? 600_000,
      log: deps.log,
      failure: 'competitor feed scheduling failed',
    });
  }

  start(): void {
    this.periodic.start();
  }

  /** One pass over the due feeds; concurrent calls share the pass; a failure is logged. */
  async tick(): Promise<void> {
    await this.periodic.tick();
  }

  close(): Promise<void> {
    return this.periodic.close();
  }

  private async enqueueDue(): Promise<void> {
    const now = epochSeconds(this.deps.now);
    const due = await this.deps.feeds.takeDue(now, now + COMPETITOR_FEED_INTERVAL_SECONDS);
    for (const feedId of due) await this.deps.queue.enqueue('market-prices.fetch-feed', { feedId });
  }
}
