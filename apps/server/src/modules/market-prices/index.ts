/**
 * The market-prices module's public face (docs/architecture.md, "Module boundaries"): code outside
 * `modules/market-prices/` imports only what this file exports.
 */
export { createMarketPricesModule } from './market-prices.module';
export type { MarketPricesModule } from './market-prices.module';
export type { CompetitorFeedScheduler } from './competitor-feed.scheduler';
export { CompetitorFeedsRepository } from './competitor-feeds.repository';
export type { CompetitorFeedsService } from './competitor-feeds.service';
export type { MarketPriceLookup, MarketPriceRow } from './market-price-lookup';
export type { MarketPricesService } from './market-prices.service';
