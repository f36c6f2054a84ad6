import {
  API_PREFIX,
  type CheckFeedResponse,
  type GoogleShoppingConnect,
  type RegisteredShop,
  type ShopifyConnectResponse,
} from '@trova/contracts';
import type { Clock } from '../../clock';
import { AppError } from '../../errors/error-catalogue';
import { requireCaller, type Caller } from '../../kernel/caller';
import type { FeedConnector } from '../connectors/index';
import { checkFeed, isFeedError, parseFeedUrl, type FeedAccess } from '../feeds/index';
import { shopifyAuthorisationUrl, shopifyHost } from './shopify-authorisation';

export interface IntegrationsServiceDependencies {
  /** The Google Shopping connector, which creates feed shops and queues their first sync. */
  feed: FeedConnector;
  access: FeedAccess;
  /** The Shopify app's client id (unset: not offered) and the origin its callback lives on. */
  shopify: { clientId: string | undefined; baseUrl: () => string };
  now: Clock;
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
    return this.deps.feed.connectShop(customerId, input);
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
