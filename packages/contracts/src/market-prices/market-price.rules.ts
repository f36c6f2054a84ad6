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
 * Money as the catalogue holds it (a decimal amount) in integer cents, rounded half away from
 * zero on the cent so 19.99 stays 1999 despite binary floating point.
 *
 * @example toCents(19.99) // 1999
 */
export function toCents(amount: number): number {
  return Math.round(Number((amount * 100).toFixed(2)));
}
