import { marketPricesApi } from '@trova/contracts';
import type { RegisterCall } from '../../http/register-call';
import type { CompetitorFeedsService } from './competitor-feeds.service';
import type { MarketPricesService } from './market-prices.service';

/** Market prices of one of the caller's shops (docs/product/analytics.md#market-prices). */
export function marketPricesRoutes(
  register: RegisterCall,
  services: { marketPrices: MarketPricesService; competitorFeeds: CompetitorFeedsService },
): void {
  const { marketPrices, competitorFeeds } = services;
  register(marketPricesApi.sharing, ({ caller, params }) =>
    marketPrices.sharing(caller, params.id),
  );
  register(marketPricesApi.setSharing, ({ caller, params, body }) =>
    marketPrices.setSharing(caller, params.id, body),
  );
  register(marketPricesApi.products, ({ caller, params, query }) =>
    marketPrices.products(caller, params.id, query),
  );
  register(marketPricesApi.feeds, ({ caller, params }) => competitorFeeds.list(caller, params.id));
  register(marketPricesApi.addFeed, ({ caller, params, body }) =>
    competitorFeeds.add(caller, params.id, body),
  );
  register(marketPricesApi.deleteFeed, ({ caller, params }) =>
    competitorFeeds.remove(caller, params.id, params.feedId),
  );
  register(marketPricesApi.refreshFeed, ({ caller, params }) =>
    competitorFeeds.refresh(caller, params.id, params.feedId),
  );
}
