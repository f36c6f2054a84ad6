import { randomUUID } from 'node:crypto';
import {
  API_PREFIX,
  type CheckFeedResponse,
  type GoogleShoppingConnect,
  type RegisteredShop,
  type ShopifyConnectResponse,
} from '@trova/contracts';
import { epochSeconds, type Clock } from '../../clock';
import { AppError } from '../../errors/error-catalogue';
import { requireCaller, type Caller } from '../auth/caller';
import { randomToken } from '../auth/secrets';
import { checkFeed, isFeedError, parseFeedUrl } from '../feeds';
import type { ShopsRepository } from '../shops/shops.repository';
import type { Jobs } from '../jobs/job-catalog';
import type { JobQueue } from '../jobs/job-queue';
import type { FeedAccess } from '../sync/feed-opener';
import { DEFAULT_SYNC_TIME, nextDailyAt } from './feed-schedule';
import type { ShopFeedsRepository } from './shop-feeds.repository';
import { shopifyAuthorisationUrl, shopifyHost } from './shopify-authorisation';

export interface IntegrationsServiceDependencies {
  shops: ShopsRepository;
  feeds: ShopFeedsRepository;
  queue: Pick<JobQueue<Jobs>, 'enqueue'>;
  access: FeedAccess;
  /** The Shopify app's client id (unset: not offered) and the origin its callback lives on. */
  shopify: { clientId: string | undefined; baseUrl: () => string };
  now: Clock;
}

/** A shop fed by a Google Shopping feed; `internalFile` is for the server's own demo shop only. */
export interface FeedShopInput extends GoogleShoppingConnect {
  internalFile?: string;
}

/** Connecting shops through the console's wizard: the Google Shopping feed. */
export class IntegrationsService {
  constructor(private readonly deps: IntegrationsServiceDependencies) {}

  /**
   * `POST integrations/google-shopping`: the caller's new shop (cms google-shopping,
   * `cms_data.feedUrl`), its daily sync time, and its first sync queued.
   * @example const { id, key } = await integrations.connectGoogleShopping(caller, { shopUrl, languageIso: 'it', feedUrl });
   */
  async connectGoogleShopping(
    caller: Caller | undefined,
    input: GoogleShoppingConnect,
  ): Promise<RegisteredShop> {
    const { customerId } = requireCaller(caller);
    try {
      parseFeedUrl(input.feedUrl);
    } catch (error) {
      if (isFeedError(error)) throw new AppError('feed-url-invalid');
      throw error;
    }
    return this.createFeedShop(customerId, input);
  }

  /**
   * Creates a feed-fed shop and queues its first sync. Also used by the demo, whose feed is a file
   * the server wrote (`internalFile`); the API never reaches this with a `file://` URL.
   */
  async createFeedShop(customerId: string, input: FeedShopInput): Promise<RegisteredShop> {
    const shop = { id: randomUUID(), key: randomToken(18) };
    const syncTime = input.preferredSynchronizationTime ?? DEFAULT_SYNC_TIME;
    await this.deps.shops.insert({
      ...shop,
      customer_id: customerId,
      url: input.shopUrl,
      sector: null,
      cms_type: 'google-shopping',
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
      internal_file: input.internalFile ?? null,
    });
    await this.deps.queue.enqueue('shop.sync', { shopId: shop.id });
    return { status: 'OK', ...shop };
  }

  /**
   * `POST integrations/shp?shop=`: the shop admin's page where the owner authorises our Shopify app.
   * @example (await integrations.connectShopify(caller, 'my-shop')).redirectUrl // 'https://my-shop.myshopify.com/admin/oauth/authorize?…'
   */
  connectShopify(caller: Caller | undefined, domain: string): ShopifyConnectResponse {
    requireCaller(caller);
    const { clientId, baseUrl } = this.deps.shopify;
    if (!clientId) throw new AppError('shopify-not-configured');
    const host = shopifyHost(domain);
    if (!host) throw new AppError('shopify-domain-invalid');
    const callback = `${baseUrl()}${API_PREFIX}/integrations/shp/callback`;
    return { redirectUrl: shopifyAuthorisationUrl(host, clientId, callback) };
  }

  /**
   * `GET integrations/gs/check-feed?url=`: whether the server can read the feed, with the same
   * address policy as the sync.
   * @example (await integrations.checkFeed(caller, 'https://shop.example/feed.xml')).isReadable
   */
  async checkFeed(caller: Caller | undefined, url: string): Promise<CheckFeedResponse> {
    requireCaller(caller);
    const check = await checkFeed(url, {
      ...this.deps.access.fetch,
      allowPrivate: this.deps.access.allowPrivate,
    });
    return { isReadable: check.isReadable };
  }
}
