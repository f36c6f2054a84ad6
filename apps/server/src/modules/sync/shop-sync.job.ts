import type { ShopPlatformsRepository } from '../connectors/index';
import type { JobFailure, JobHandler, ServerJob } from '../jobs/index';
import type { FeedSyncJob } from './feed-sync.job';
import type { PlatformSyncJob } from './platform-sync.job';

type ShopSync = ServerJob<'shop.sync'>;

/**
 * The `shop.sync` handler: a shop linked to its platform's API is imported from it
 * (`PlatformSyncJob`), any other syncs its feed (`FeedSyncJob`).
 */
export class ShopSyncJob implements JobHandler<ShopSync> {
  constructor(
    private readonly deps: {
      feed: FeedSyncJob;
      platform: PlatformSyncJob;
      links: Pick<ShopPlatformsRepository, 'find'>;
    },
  ) {}

  async run(job: ShopSync, signal: AbortSignal): Promise<object> {
    return (await this.handlerOf(job)).run(job, signal);
  }

  async giveUp(job: ShopSync, failure: JobFailure): Promise<void> {
    await (await this.handlerOf(job)).giveUp(job, failure);
  }

  private async handlerOf(job: ShopSync): Promise<FeedSyncJob | PlatformSyncJob> {
    const link = await this.deps.links.find(job.payload.shopId);
    return link ? this.deps.platform : this.deps.feed;
  }
}
