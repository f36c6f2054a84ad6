/** Competitor feeds one shop may add (docs/product/analytics.md#market-prices). */
export const MAX_COMPETITOR_FEEDS = 10;

/** Longest competitor feed URL accepted, as for shop feeds. */
export const MAX_COMPETITOR_FEED_URL_LENGTH = 2048;

/** Products a page of `GET market-prices/{id}/products` lists. */
export const MARKET_PRICES_PAGE_SIZE = 20;

/** A competitor feed is fetched again this long after its last scheduled fetch: daily. */
export const COMPETITOR_FEED_INTERVAL_SECONDS = 86_400;

/** The outcome of a competitor feed's last fetch. */
export const COMPETITOR_FEED_STATUSES = ['ok', 'failed'] as const;
export type CompetitorFeedStatus = (typeof COMPETITOR_FEED_STATUSES)[number];

/** Where a market price comes from: a Trova shop that shares prices, or a competitor feed. */
export const MARKET_PRICE_SOURCES = ['shared', 'feed'] as const;
export type MarketPriceSource = (typeof MARKET_PRICE_SOURCES)[number];
