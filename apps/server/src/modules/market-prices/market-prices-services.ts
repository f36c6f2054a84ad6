import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database.schema';
import type { Jobs } from '../jobs/index';
import type { JobQueue } from '../jobs/index';
import type { ShopsRepository } from '../shops/index';
import type { FeedAccess } from '../feeds/index';
import { SystemRepository } from '../system/index';
import { CompetitorFeedFetchJob } from './competitor-feed-fetch.job';
import { COMPETITOR_FEED_LIMITS, type CompetitorFeedLimits } from './competitor-feed-reader';
import { CompetitorFeedScheduler } from './competitor-feed.scheduler';
import { CompetitorFeedsRepository } from './competitor-feeds.repository';
import { CompetitorFeedsService } from './competitor-feeds.service';
import { MarketPricesRepository } from './market-prices.repository';
import { MarketPricesService } from './market-prices.service';
import { ShopLabels } from './shop-labels';

export interface MarketPricesServicesDependencies {
  db: Kysely<Database>;
  queue: JobQueue<Jobs>;
  shops: ShopsRepository;
  /** The same address policy and fetch tuning as shop feeds. */
  access: FeedAccess;
  log: FastifyBaseLogger;
  now: Clock;
  limits?: Partial<CompetitorFeedLimits>;
}

export interface MarketPricesServices {
  /** The MarketPriceLookup analytics reads, and the console's sharing and products calls. */
  marketPrices: MarketPricesService;
  competitorFeeds: CompetitorFeedsService;
  /** The `market-prices.fetch-feed` handler, for the job runner. */
  fetchFeed: CompetitorFeedFetchJob;
  scheduler: CompetitorFeedScheduler;
}

/**
 * Wires market prices (docs/product/analytics.md#market-prices).
 *
 * @example
 * const market = createMarketPricesServices({ db, queue, shops, access, log, now });
 * new AnalyticsService({ …, marketPrices: market.marketPrices });
 */
export function createMarketPricesServices(
  deps: MarketPricesServicesDependencies,
): MarketPricesServices {
  const { db, queue, shops, log, now } = deps;
  const feeds = new CompetitorFeedsRepository(db);
  return {
    marketPrices: new MarketPricesService({
      shops,
      repository: new MarketPricesRepository(db),
      labels: new ShopLabels(new SystemRepository(db), now),
      now,
    }),
    competitorFeeds: new CompetitorFeedsService({ shops, feeds, queue, now }),
    fetchFeed: new CompetitorFeedFetchJob({
      feeds,
      fetch: {
        allowPrivate: deps.access.allowPrivate,
        parser: deps.access.parser,
        limits: { ...COMPETITOR_FEED_LIMITS, ...deps.limits },
        ...(deps.access.fetch ? { fetch: deps.access.fetch } : {}),
      },
      now,
    }),
    scheduler: new CompetitorFeedScheduler({ feeds, queue, log, now }),
  };
}
