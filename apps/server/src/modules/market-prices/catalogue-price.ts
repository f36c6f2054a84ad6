import { catalogueProductSchema, toCents } from '@trova/contracts';

/** What market prices read of a stored catalogue product. */
export interface CataloguePrice {
  title: string;
  /** Null without a price in a known currency. */
  priceCents: number | null;
  currency: string | null;
}

const pricedSchema = catalogueProductSchema.pick({ title: true, price: true, salePrice: true });

/**
 * The price a shopper pays for a stored product (its JSON): the sale price when there is one,
 * else the price, in integer cents. A price without a currency cannot be compared and counts as
 * none (docs/product/analytics.md#market-prices).
 *
 * @example cataloguePrice('{"title":"A","price":{"amount":12.5,"currency":"EUR"}}') // { title: 'A', priceCents: 1250, currency: 'EUR' }
 */
export function cataloguePrice(data: string): CataloguePrice {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return { title: '', priceCents: null, currency: null };
  }
  const product = pricedSchema.safeParse(parsed);
  if (!product.success) return { title: '', priceCents: null, currency: null };
  const money = product.data.salePrice ?? product.data.price;
  if (!money?.currency) return { title: product.data.title, priceCents: null, currency: null };
  return {
    title: product.data.title,
    priceCents: toCents(money.amount),
    currency: money.currency.toUpperCase(),
  };
}

/**
 * The website name a competitor feed's prices show: its URL's host without `www.`.
 *
 * @example websiteOf('https://www.rival.it/feed.xml') // 'rival.it'
 */
export function websiteOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}
