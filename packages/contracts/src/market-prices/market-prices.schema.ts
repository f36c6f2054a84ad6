import { z } from 'zod';
import {
  COMPETITOR_FEED_STATUSES,
  MARKET_PRICE_SOURCES,
  MAX_COMPETITOR_FEED_URL_LENGTH,
} from '../constants/market-prices.constants';

const cents = z.number().int().nonnegative();
const currency = z.string().length(3);
/** Epoch seconds. */
const seconds = z.number().int().nonnegative();

/** `GET|PUT market-prices/{id}/sharing`: whether the shop shares its prices anonymously. */
export const priceSharingSchema = z.object({ enabled: z.boolean() });
export type PriceSharing = z.infer<typeof priceSharingSchema>;

/** A competitor feed URL: absolute http(s), at most 2,048 characters. */
export const competitorFeedUrlSchema = z
  .string()
  .trim()
  .max(MAX_COMPETITOR_FEED_URL_LENGTH)
  .pipe(z.url({ protocol: /^https?$/, normalize: true }));

export const addCompetitorFeedSchema = z.object({ url: competitorFeedUrlSchema });
export type AddCompetitorFeed = z.infer<typeof addCompetitorFeedSchema>;

/** One competitor feed with its last fetch; `matchedCount`: its GTINs the shop also sells. */
export const competitorFeedSchema = z.object({
  id: z.string(),
  url: z.string(),
  /** The website's name as prices show it: the URL's host. */
  website: z.string(),
  addedAt: seconds,
  lastFetchedAt: seconds.nullable(),
  lastStatus: z.enum(COMPETITOR_FEED_STATUSES).nullable(),
  /** A stable error code of the last fetch when it failed (e.g. `feed-not-found`). */
  lastError: z.string().nullable(),
  productCount: z.number().int().nonnegative(),
  matchedCount: z.number().int().nonnegative(),
});
export type CompetitorFeed = z.infer<typeof competitorFeedSchema>;

export const competitorFeedListSchema = z.object({ feeds: z.array(competitorFeedSchema) });
export type CompetitorFeedList = z.infer<typeof competitorFeedListSchema>;

/** One website's price of a product; `updatedAt` is epoch seconds. */
export const websitePriceSchema = z.object({
  website: z.string(),
  priceCents: cents,
  currency,
  source: z.enum(MARKET_PRICE_SOURCES),
  updatedAt: seconds,
});
export type WebsitePriceRow = z.infer<typeof websitePriceSchema>;

/** A product of the shop with its market price: ours against the market's, by website. */
export const marketPriceProductSchema = z.object({
  objectId: z.string(),
  title: z.string(),
  gtin: z.string(),
  priceCents: cents.nullable(),
  currency: currency.nullable(),
  marketPriceCents: cents.nullable(),
  prices: z.array(websitePriceSchema),
});
export type MarketPriceProduct = z.infer<typeof marketPriceProductSchema>;

export const marketPriceProductsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type MarketPriceProductsQuery = z.infer<typeof marketPriceProductsQuerySchema>;

/** One page of the shop's matched products, by product id. */
export const marketPriceProductPageSchema = z.object({
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  products: z.array(marketPriceProductSchema),
});
export type MarketPriceProductPage = z.infer<typeof marketPriceProductPageSchema>;
