import type { CmsData, GoogleShoppingConnect, RegisteredShop } from '@trova/contracts';
import type { Clock } from '../../clock';
import type { ConnectedShop, Connector } from './connector';
import { DEFAULT_SYNC_TIME, nextDailyAt } from './feed-schedule';
import { insertNewShop, type NewShopStore } from './new-shop';
import type { ShopFeedsRepository } from './shop-feeds.repository';
import type { ShopLimit } from './shop-limit';

export interface FeedConnectorDependencies {
  shops: NewShopStore;
  feeds: ShopFeedsRepository;
  /** The customer's shop limit, checked as the shop is inserted. */
  shopLimit: ShopLimit;
  /** Queues a `shop.sync` job of the shop. */
  queueSync: (shopId: string) => Promise<void>;
  now: Clock;
}

/**
 * Google Shopping: Trova fetches the shop's Merchant Center feed (docs/product/catalogue.md). The
 * owner may change the feed URL and the language; a saved URL is synced at once, and otherwise the
 * feed is synced daily at its preferred time, or when its fixed file changes.
 */
export class FeedConnector implements Connector {
  readonly platform = 'google-shopping';
  readonly connect = 'feed-url';
  readonly source = 'feed';
  readonly schedule = 'feed';
  readonly editableWidgets = ['feedUrl', 'language_iso'] as const;

  constructor(private readonly deps: FeedConnectorDependencies) {}

  /**
   * The customer's new feed shop, its daily sync time and its first sync queued. The caller has
   * checked the feed URL is one the sync may fetch.
   * @example const { id, key } = await feed.connectShop(customerId, { shopUrl, languageIso: 'it', feedUrl });
   */
  async connectShop(customerId: string, input: GoogleShoppingConnect): Promise<RegisteredShop> {
    const syncTime = input.preferredSynchronizationTime ?? DEFAULT_SYNC_TIME;
    const shop = await insertNewShop(this.deps.shops, this.deps.now, this.deps.shopLimit, {
      customerId,
      platform: this.platform,
      url: input.shopUrl,
      languageIso: input.languageIso,
      cmsData: { feedUrl: input.feedUrl },
    });
    await this.deps.feeds.insert({
      shop_id: shop.id,
      sync_time: syncTime,
      last_modified: null,
      next_check_at: nextDailyAt(this.deps.now(), syncTime),
    });
    await this.deps.queueSync(shop.id);
    return { status: 'OK', ...shop };
  }

  async disconnect(shop: ConnectedShop): Promise<void> {
    await this.deps.feeds.remove(shop.id);
  }

  /**
   * A saved feed URL is synced now rather than at the next scheduled time, the same URL too: saving
   * it again is how an owner retries a failed sync (docs/product/onboarding.md#a-failed-sync). A
   * sync still waiting is not queued twice.
   */
  async dataChanged(shop: ConnectedShop, _before: CmsData, after: CmsData): Promise<void> {
    if (after.feedUrl !== undefined) await this.deps.queueSync(shop.id);
  }
}
