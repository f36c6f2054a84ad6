import { epochSeconds, type Clock } from '../../clock';
import type { PlatformDeliveriesRepository, ShopPlatformsRepository } from '../connectors/index';
import type { JobQueue, Jobs } from '../jobs/index';
import { PeriodicScheduler, type PeriodicSchedulerDependencies } from '../jobs/index';
import { DAY_SECONDS, pollIntervalOf } from './platform-link';
import type { PlatformPollJobsRepository } from './platform-poll-jobs.repository';

export interface PlatformPollerDependencies extends PeriodicSchedulerDependencies {
  links: ShopPlatformsRepository;
  deliveries: Pick<PlatformDeliveriesRepository, 'prune'>;
  queue: Pick<JobQueue<Jobs>, 'enqueue'>;
  /** Polls already waiting or running: a throttling store's polls must not pile up. */
  pollJobs: Pick<PlatformPollJobsRepository, 'pendingOf'>;
  now: Clock;
}

/** Webhook delivery ids are kept this long: platforms stop redelivering within two days. */
export const DELIVERY_RETENTION_SECONDS = 7 * DAY_SECONDS;

/**
 * Keeps platform shops current between notifications (docs/product/catalogue.md, "Platforms"):
 * each minute it queues a poll of every link whose poll is due (`platform.changes` with `poll`),
 * and a full import (`shop.sync`) of every link whose daily reconciliation is due. Each link's
 * next time is moved before its job is queued, so a slow store is never queued twice, and shops
 * fall due at their own times (from their own import), which spaces them out.
 */
export class PlatformPoller extends PeriodicScheduler {
  constructor(private readonly deps: PlatformPollerDependencies) {
    super(deps, { name: 'platform-poller', everyMs: 60_000, failure: 'platform polling failed' });
  }

  protected async pass(): Promise<void> {
    const { links, queue } = this.deps;
    const now = epochSeconds(this.deps.now);
    for (const link of await links.dueImports(now)) {
      await links.schedule(link.shop_id, { nextFullAt: now + DAY_SECONDS });
      await this.queue(link.shop_id, () => queue.enqueue('shop.sync', { shopId: link.shop_id }));
    }
    const due = await links.duePolls(now);
    const pending = await this.deps.pollJobs.pendingOf(due.map((link) => link.shop_id));
    for (const link of due) {
      const interval = pollIntervalOf(link);
      await links.schedule(link.shop_id, { nextPollAt: interval === null ? null : now + interval });
      // The waiting poll reads from the cursor, so it finds this interval's changes too.
      if (pending.has(link.shop_id)) continue;
      await this.queue(link.shop_id, () =>
        queue.enqueue('platform.changes', { shopId: link.shop_id, poll: true }),
      );
    }
    await this.deps.deliveries.prune(now - DELIVERY_RETENTION_SECONDS);
  }

  /** A shop deleted since it was listed refuses its job (a foreign key): the others still go. */
  private async queue(shopId: string, enqueue: () => Promise<string>): Promise<void> {
    await enqueue().catch((error: unknown) => {
      this.deps.log.warn({ err: error, shopId }, 'platform job not queued');
    });
  }
}
