import { epochSeconds, type Clock } from '../../clock';
import type { PlatformDeliveriesRepository, ShopPlatformsRepository } from '../connectors/index';
import type { JobQueue, Jobs } from '../jobs/index';
import type { NotificationsService } from '../notifications/index';
import type { WebhookNotice } from '../platforms/index';
import type { ShopsRepository } from '../shops/index';

export interface PlatformNoticesDependencies {
  links: ShopPlatformsRepository;
  deliveries: Pick<PlatformDeliveriesRepository, 'take' | 'release'>;
  queue: Pick<JobQueue<Jobs>, 'enqueue'>;
  shops: Pick<ShopsRepository, 'findById'>;
  notifications: Pick<NotificationsService, 'notify'>;
  now: Clock;
}

/** A verified webhook delivery about one shop. */
export interface PlatformDelivery {
  shopId: string;
  platform: string;
  /** The platform's id of the delivery, the same on every retry of it. */
  deliveryId: string | undefined;
  notice: WebhookNotice;
}

export type NoticeOutcome = 'queued' | 'duplicate' | 'ignored';

/**
 * Takes verified webhook deliveries (docs/product/catalogue.md, "Platforms"): each is queued once
 * by its delivery id as a `platform.changes` job, and the route answers at once, since platforms
 * pause a webhook that answers slowly or fails. An uninstalled app leaves the shop's latest
 * failure saying so, and the owner is told.
 */
export class PlatformNotices {
  constructor(private readonly deps: PlatformNoticesDependencies) {}

  /**
   * @example await notices.accept({ shopId, platform: 'woocommerce', deliveryId, notice: { kind: 'changed', productIds: ['7'] } }) // 'queued'
   */
  async accept(delivery: PlatformDelivery): Promise<NoticeOutcome> {
    const { deliveries, now } = this.deps;
    const { shopId, platform, deliveryId, notice } = delivery;
    if (notice.kind === 'ignored') return 'ignored';
    if (deliveryId && !(await deliveries.take(platform, deliveryId, epochSeconds(now)))) {
      return 'duplicate';
    }
    try {
      await this.handle(shopId, notice);
    } catch (error) {
      // Not queued: the delivery is given back, so the platform's retry (after our 500) counts.
      if (deliveryId) await deliveries.release(platform, deliveryId);
      throw error;
    }
    return 'queued';
  }

  private async handle(
    shopId: string,
    notice: Exclude<WebhookNotice, { kind: 'ignored' }>,
  ): Promise<void> {
    const { queue } = this.deps;
    switch (notice.kind) {
      case 'changed':
        await queue.enqueue('platform.changes', { shopId, productIds: notice.productIds });
        break;
      case 'deleted':
        await queue.enqueue('platform.changes', { shopId, gone: notice.productIds });
        break;
      case 'inventory':
        await queue.enqueue('platform.changes', {
          shopId,
          inventoryItemIds: notice.inventoryItemIds,
        });
        break;
      case 'uninstalled':
        await this.uninstalled(shopId);
        break;
    }
  }

  /** Nothing more can be read: the failure stays on the shop until the app is installed again. */
  private async uninstalled(shopId: string): Promise<void> {
    const shop = await this.deps.shops.findById(shopId);
    if (!shop) return;
    const at = epochSeconds(this.deps.now);
    const failure = {
      code: 'platform-credentials-invalid',
      message: 'the app was uninstalled from the store',
      at,
    };
    // No more polls; the daily import would only fail the same way until the app is back.
    await this.deps.links.recordFailure(shopId, failure, at + 7 * 24 * 3600);
    await this.deps.links.schedule(shopId, { nextPollAt: null });
    await this.deps.notifications.notify(
      shop.customer_id,
      'synchronization-failed',
      { shopId },
      { code: failure.code, message: failure.message },
    );
  }
}
