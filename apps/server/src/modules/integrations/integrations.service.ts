import {
  type CheckFeedResponse,
  type GoogleShoppingConnect,
  type RegisteredShop,
} from '@trova/contracts';
import type { Clock } from '../../clock';
import { AppError } from '../../errors/error-catalogue';
import { requireCaller, type Caller } from '../../kernel/caller';
import type { FeedConnector } from '../connectors/index';
import { checkFeed, isFeedError, parseFeedUrl, type FeedAccess } from '../feeds/index';

export interface IntegrationsServiceDependencies {
  /** The Google Shopping connector, which creates feed shops and queues their first sync. */
  feed: FeedConnector;
  access: FeedAccess;
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
