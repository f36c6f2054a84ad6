import { randomUUID } from 'node:crypto';
import type { CmsData, GoogleShoppingConnect, RegisteredShop } from '@trova/contracts';
import { epochSeconds, type Clock } from '../../clock';
import { randomToken } from '../auth/secrets';
import { DEFAULT_SYNC_TIME, nextDailyAt } from '../integrations/feed-schedule';
import type { ShopFeedsRepository } from '../integrations/shop-feeds.repository';
import type { ShopRow, ShopsRepository } from '../shops/shops.repository';
import type { Connector } from './connector';

export interface FeedConnectorDependencies {
  shops: ShopsRepository;
  feeds: ShopFeedsRepository;
  /** Queues a `shop.sync` job of the shop. */
  queueSync: (shopId: string) => Promise<void>;
  now: Clock;
}

/**
 * Google Shopping: Trova fetches the shop's Merchant Center feed (docs/product/catalogue.md). The
 * owner may change the feed URL and the language; a new URL is synced at once, and otherwise the
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
    const shop = { id: randomUUID(), key: randomToken(18) };
    const syncTime = input.preferredSynchronizationTime ?? DEFAULT_SYNC_TIME;
    await this.deps.shops.insert({
      ...shop,
      customer_id: customerId,
      url: input.shopUrl,
      sector: null,
      cms_type: this.platform,
      cms_version: null,
      cms_data: JSON.stringify({ feedUrl: input.feedUrl }),
      language_iso: input.languageIso,
      created_at: epochSeconds(this.deps.now),
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

  async disconnect(shop: ShopRow): Promise<void> {
    await this.deps.feeds.remove(shop.id);
  }

  /** A new feed URL is synced now rather than at the next scheduled time. */
  async dataChanged(shop: ShopRow, before: CmsData, after: CmsData): Promise<void> {
    if (after.feedUrl !== before.feedUrl) await this.deps.queueSync(shop.id);
  }
}
