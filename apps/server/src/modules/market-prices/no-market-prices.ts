import type { MarketPriceLookup } from './market-price-lookup';

/**
 * A market-price lookup that knows no prices: analytics shows no market price until the
 * market-prices module (shared prices and competitor feeds) replaces it in app-services.ts.
 * @example (await noMarketPrices.forProducts('s1', ['a'])).size // 0
 */
export const noMarketPrices: MarketPriceLookup = {
  forProducts: () => Promise.resolve(new Map()),
};
