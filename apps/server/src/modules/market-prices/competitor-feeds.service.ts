import { randomUUID } from 'node:crypto';
import {
  COMPETITOR_FEED_INTERVAL_SECONDS,
  MAX_COMPETITOR_FEEDS,
  type AddCompetitorFeed,
  type CompetitorFeed,
  type CompetitorFeedList,
  type StatusResponse,
} from '@trova/contracts';
import { epochSeconds, type Clock } from '../../clock';
import { AppError } from '../../errors/error-catalogue';
import type { Caller } from '../../kernel/caller';
import { isFeedError, parseFeedUrl } from '../feeds/index';
import type { Jobs } from '../jobs/index';
import type { JobQueue } from '../jobs/index';
import { ownedShop } from '../../kernel/shop-access';
import type { ShopsRepository } from '../shops/index';
import { websiteOf } from './catalogue-price';
import type { CompetitorFeedRow, CompetitorFeedsRepository } from './competitor-feeds.repository';

export interface CompetitorFeedsDependencies {
  shops: ShopsRepository;
  feeds: CompetitorFeedsRepository;
  queue: Pick<JobQueue<Jobs>, 'enqueue'>;
  now: Clock;
}

function toFeed(row: CompetitorFeedRow, matchedCount: number): CompetitorFeed {
  return {
    id: row.id,
    url: row.url,
    website: websiteOf(row.url),
    addedAt: row.added_at,
    lastFetchedAt: row.last_fetched_at,
    lastStatus: row.last_status === 'ok' || row.last_status === 'failed' ? row.last_status : null,
    lastError: row.last_error,
    productCount: row.product_count,
    matchedCount,
  };
}

/**
 * The competitor feeds an owner adds by URL (docs/product/analytics.md#market-prices): at most
 * MAX_COMPETITOR_FEEDS a shop, fetched at once when added, then daily, or on refresh.
 *
 * @example await competitorFeeds.add(caller, shopId, { url: 'https://rival.it/feed.xml' });
 */
export class CompetitorFeedsService {
  constructor(private readonly deps: CompetitorFeedsDependencies) {}

  async list(caller: Caller | undefined, shopId: string): Promise<CompetitorFeedList> {
    const shop = await ownedShop(this.deps.shops, caller, shopId);
    const [rows, matched] = await Promise.all([
      this.deps.feeds.listByShop(shop.id),
      this.deps.feeds.matchedCounts(shop.id),
    ]);
    return { feeds: rows.map((row) => toFeed(row, matched.get(row.id) ?? 0)) };
  }

  async add(
    caller: Caller | undefined,
    shopId: string,
    body: AddCompetitorFeed,
  ): Promise<CompetitorFeed> {
    const shop = await ownedShop(this.deps.shops, caller, shopId);
    let url: string;
    try {
      url = parseFeedUrl(body.url).href;
    } catch (error) {
      if (isFeedError(error)) throw new AppError('feed-url-invalid');
      throw error;
    }
    const now = epochSeconds(this.deps.now);
    const row = {
      id: randomUUID(),
      shop_id: shop.id,
      url,
      added_at: now,
      next_fetch_at: now + COMPETITOR_FEED_INTERVAL_SECONDS,
    };
    const outcome = await this.deps.feeds.insert(row, MAX_COMPETITOR_FEEDS);
    if (outcome === 'limit') throw new AppError('competitor-feed-limit');
    if (outcome === 'exists') throw new AppError('competitor-feed-exists');
    await this.deps.queue.enqueue('market-prices.fetch-feed', { feedId: row.id });
    return toFeed(
      { ...row, last_fetched_at: null, last_status: null, last_error: null, product_count: 0 },
      0,
    );
  }

  async remove(
    caller: Caller | undefined,
    shopId: string,
    feedId: string,
  ): Promise<StatusResponse> {
    const shop = await ownedShop(this.deps.shops, caller, shopId);
    if (!(await this.deps.feeds.delete(shop.id, feedId))) {
      throw new AppError('competitor-feed-not-found');
    }
    return { status: 'OK' };
  }

  /** Queues a fetch now; one already waiting is moved forward rather than doubled. */
  async refresh(
    caller: Caller | undefined,
    shopId: string,
    feedId: string,
  ): Promise<StatusResponse> {
    const shop = await ownedShop(this.deps.shops, caller, shopId);
    const feed = await this.deps.feeds.find(shop.id, feedId);
    if (!feed) throw new AppError('competitor-feed-not-found');
    await this.deps.queue.enqueue('market-prices.fetch-feed', { feedId: feed.id });
    return { status: 'OK' };
  }
}
