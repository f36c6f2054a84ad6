import { epochSeconds, type Clock } from '../../clock';
import { FIXED_FILE_CHECK_SECONDS, nextDailyAt } from '../connectors/index';
import type { DueFeed, ShopFeedsRepository } from '../connectors/index';
import { currentLastModified, type FeedAccess } from '../feeds/index';
import type { JobQueue } from '../jobs/index';
import type { Jobs } from '../jobs/index';
import { PeriodicScheduler, type PeriodicSchedulerDependencies } from '../jobs/index';

/**
 * With `locks`, one process a pass: two reading the same due feed would both queue its sync, and
 * the second could be queued after the first started.
 */
export interface SyncSchedulerDependencies extends PeriodicSchedulerDependencies {
  feeds: ShopFeedsRepository;
  /** Where due syncs are queued (`shop.sync`). */
  queue: Pick<JobQueue<Jobs>, 'enqueue'>;
  access: FeedAccess;
  now: Clock;
}

function feedUrlOf(feed: DueFeed): string | undefined {
  try {
    const data = JSON.parse(feed.cms_data) as { feedUrl?: unknown };
    return typeof data.feedUrl === 'string' ? data.feedUrl : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Enqueues the syncs that are due (docs/product/catalogue.md#sync-schedule): a feed that is a fixed
 * file (it sent Last-Modified) is synced again when its Last-Modified changes, checked hourly; any
 * other feed is synced daily at the shop's preferred time (server local time).
 *
 * @example
 * const scheduler = new SyncScheduler({ feeds, queue, access, log, now });
 * scheduler.start();
 */
export class SyncScheduler extends PeriodicScheduler {
  constructor(private readonly deps: SyncSchedulerDependencies) {
    // Due feeds are looked for every minute.
    super(deps, { name: 'sync-scheduler', everyMs: 60_000, failure: 'sync scheduling failed' });
  }

  protected async pass(): Promise<void> {
    const { feeds, queue, now } = this.deps;
    for (const feed of await feeds.due(epochSeconds(now))) {
      const feedUrl = feedUrlOf(feed);
      if (feed.last_modified === null || !feedUrl) {
        await feeds.setNextCheck(feed.shop_id, nextDailyAt(now(), feed.sync_time));
        if (feedUrl) await queue.enqueue('shop.sync', { shopId: feed.shop_id });
        continue;
      }
      await feeds.setNextCheck(feed.shop_id, epochSeconds(now) + FIXED_FILE_CHECK_SECONDS);
      const current = await currentLastModified(feedUrl, this.deps.access);
      // A file that stops sending Last-Modified is synced once more and then becomes daily.
      if (current !== feed.last_modified)
        await queue.enqueue('shop.sync', { shopId: feed.shop_id });
    }
  }
}
