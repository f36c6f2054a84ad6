/**
 * One website's price for a product, matched on GTIN/EAN (docs/product/analytics.md#market-prices).
 * `shop` is the website's name as shown (a competitor feed's host, or an anonymous label for a
 * Trova shop that shares prices), `priceCents` integer cents, `updatedAt` epoch milliseconds.
 */
export interface MarketPriceRow {
  shop: string;
  priceCents: number;
  currency: string;
  source: 'shared' | 'feed';
  updatedAt: number;
}

/**
 * What analytics asks of market prices: for products of a shop (by object id), the other websites'
 * prices. A product without a GTIN, or with no match, is absent from the map.
 */
export interface MarketPriceLookup {
  forProducts(shopId: string, objectIds: readonly string[]): Promise<Map<string, MarketPriceRow[]>>;
}
