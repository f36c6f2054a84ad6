import { COMPETITOR_FEED_INTERVAL_SECONDS } from '@trova/contracts';
import { epochSeconds, type Clock } from '../../clock';
import type { Jobs } from '../jobs/index';
import type { JobQueue } from '../jobs/index';
import type { CompetitorFeedsRepository } from './competitor-feeds.repository';
import { PeriodicScheduler, type PeriodicSchedulerDependencies } from '../jobs/index';

/** Without `locks`, as wired today: taking a due feed moves it on, so no pass lock is needed. */
export interface CompetitorFeedSchedulerDependencies extends PeriodicSchedulerDependencies {
  feeds: CompetitorFeedsRepository;
  queue: Pick<JobQueue<Jobs>, 'enqueue'>;
  now: Clock;
}

/**
 * Queues the daily fetch of each competitor feed (docs/product/analytics.md#market-prices): a feed
 * is due a day after it was added or last scheduled; taking it moves it a day on, so every process
 * sharing the database queues it once.
 *
 * @example
 * new CompetitorFeedScheduler({ feeds, queue, log, now }).start();
 */
export class CompetitorFeedScheduler extends PeriodicScheduler {
  constructor(private readonly deps: CompetitorFeedSchedulerDependencies) {
    // Due feeds are looked for every ten minutes.
    super(deps, {
      name: 'competitor-feeds',
      everyMs: 600_000,
      failure: 'competitor feed scheduling failed',
    });
  }

  protected async pass(): Promise<void> {
    const now = epochSeconds(this.deps.now);
    const due = await this.deps.feeds.takeDue(now, now + COMPETITOR_FEED_INTERVAL_SECONDS);
    for (const feedId of due) await this.deps.queue.enqueue('market-prices.fetch-feed', { feedId });
  }
}
