import { z } from 'zod';
import { statusResponseSchema } from '../account/session.schema';
import {
  addCompetitorFeedSchema,
  competitorFeedListSchema,
  competitorFeedSchema,
  marketPriceProductPageSchema,
  marketPriceProductsQuerySchema,
  priceSharingSchema,
} from '../market-prices/market-prices.schema';
import { defineCall } from './call';

const shopParams = z.object({ id: z.string().min(1).max(64) });
const feedParams = shopParams.extend({ feedId: z.string().min(1).max(64) });

/**
 * Market prices of one of the caller's shops (docs/product/analytics.md#market-prices): the
 * anonymous price-sharing opt-in, the competitor feeds the owner adds by URL, and the shop's
 * products with a market price. Another customer's shop answers 404.
 */
export const marketPricesApi = {
  sharing: defineCall({
    method: 'GET',
    path: '/market-prices/:id/sharing',
    params: shopParams,
    response: priceSharingSchema,
    auth: 'session',
  }),
  setSharing: defineCall({
    method: 'PUT',
    path: '/market-prices/:id/sharing',
    params: shopParams,
    body: priceSharingSchema,
    response: priceSharingSchema,
    auth: 'session',
  }),
  feeds: defineCall({
    method: 'GET',
    path: '/market-prices/:id/feeds',
    params: shopParams,
    response: competitorFeedListSchema,
    auth: 'session',
  }),
  /** Adds a feed and fetches it at once; at most MAX_COMPETITOR_FEEDS a shop. */
  addFeed: defineCall({
    method: 'POST',
    path: '/market-prices/:id/feeds',
    params: shopParams,
    body: addCompetitorFeedSchema,
    response: competitorFeedSchema,
    auth: 'session',
  }),
  deleteFeed: defineCall({
    method: 'DELETE',
    path: '/market-prices/:id/feeds/:feedId',
    params: feedParams,
    response: statusResponseSchema,
    auth: 'session',
  }),
  /** Queues a fetch of the feed now (the daily schedule goes on). */
  refreshFeed: defineCall({
    method: 'POST',
    path: '/market-prices/:id/feeds/:feedId/refresh',
    params: feedParams,
    response: statusResponseSchema,
    auth: 'session',
  }),
  products: defineCall({
    method: 'GET',
    path: '/market-prices/:id/products',
    params: shopParams,
    query: marketPriceProductsQuerySchema,
    response: marketPriceProductPageSchema,
    auth: 'session',
  }),
} as const;
