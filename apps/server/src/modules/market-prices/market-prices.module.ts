import type { RegisterCall } from '../../http/register-call';
import type { ModuleContext } from '../../kernel/module-context';
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
import { marketPricesRoutes } from './market-prices.routes';
import { MarketPricesService } from './market-prices.service';
import { ShopLabels } from './shop-labels';

export interface MarketPricesModuleDependencies extends ModuleContext {
  queue: JobQueue<Jobs>;
  shops: ShopsRepository;
  /** The same address policy and fetch tuning as shop feeds. */
  access: FeedAccess;
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

export interface MarketPricesModule {
  services: MarketPricesServices;
  routes: (register: RegisterCall) => void;
}

/**
 * The market-prices module (docs/product/analytics.md#market-prices): competitor feeds fetched
 * daily, the price lookup analytics reads, and the owners' sharing calls. It subscribes to
 * nothing: its rows of a deleted shop go with the shop row (foreign keys).
 *
 * @example
 * const market = createMarketPricesModule({ db, events, log, now, queue, shops, access });
 * createAnalyticsModule({ …, marketPrices: market.services.marketPrices });
 */
export function createMarketPricesModule(deps: MarketPricesModuleDependencies): MarketPricesModule {
  const { db, queue, shops, log, now } = deps;
  const feeds = new CompetitorFeedsRepository(db);
  const services: MarketPricesServices = {
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
  return { services, routes: (register) => marketPricesRoutes(register, services) };
}
