/** What the market price is computed from: one website's price. */
export interface WebsitePrice {
  priceCents: number;
  currency: string;
}

/**
 * The market price of a product (docs/product/analytics.md#market-prices): the median of the other
 * websites' prices in the product's own currency, in integer cents (the lower middle for an even
 * count, so it is always a price someone asks). Prices in other currencies are listed by website
 * but never converted into the market price. Undefined when no price is comparable.
 *
 * @example
 * marketPriceCents([{ priceCents: 1000, currency: 'EUR' }, { priceCents: 1200, currency: 'EUR' }], 'EUR'); // 1000
 */
export function marketPriceCents(
  prices: readonly WebsitePrice[],
  currency: string | null | undefined,
): number | undefined {
  if (!currency) return undefined;
  const comparable = prices
    .filter((price) => price.currency === currency)
    .map((price) => price.priceCents)
    .sort((a, b) => a - b);
  if (comparable.length === 0) return undefined;
  return comparable[Math.floor((comparable.length - 1) / 2)];
}

/**
 * The verdict on our price against the market price, in percent of the market price with one
 * decimal: positive when we are dearer, negative when cheaper, 0 at the market. The Market prices
 * tab and the query detail both use it, so a product gets one verdict
 * (docs/product/analytics.md#market-prices).
 *
 * @example priceGapPercent(1100, 1000) // 10
 */
export function priceGapPercent(ours: number, market: number): number {
  if (market <= 0) return 0;
  return Math.round(((ours - market) / market) * 1000) / 10;
}

/**
 * Money as the catalogue holds it (a decimal amount) in integer cents, rounded half away from
 * zero on the cent so 19.99 stays 1999 despite binary floating point.
 *
 * @example toCents(19.99) // 1999
 */
export function toCents(amount: number): number {
  return Math.round(Number((amount * 100).toFixed(2)));
}
