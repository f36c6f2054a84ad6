import { normaliseGtin, toCents } from '@trova/contracts';
import { FeedError, type FeedParserPool, safeFetch, type SafeFetchOptions } from '../feeds/index';
import type { CompetitorPrice } from './competitor-feeds.repository';

/** How competitor feeds are reached and how much of one is read. */
export interface CompetitorFeedLimits {
  /** Bytes received (compressed, as sent). */
  maxBytes: number;
  /** Bytes once unpacked. */
  maxDecodedBytes: number;
  /** The whole exchange, body included. */
  timeoutMs: number;
  /** Distinct GTINs kept from one feed; further ones are ignored. */
  maxPrices: number;
}

/**
 * Tighter than a shop's own feed (512 MiB, 15 minutes): a competitor feed only lends prices, so it
 * gets an eighth of the byte budget and a third of the time (docs/product/analytics.md#market-prices).
 */
export const COMPETITOR_FEED_LIMITS: CompetitorFeedLimits = {
  maxBytes: 64 * 1024 ** 2,
  maxDecodedBytes: 512 * 1024 ** 2,
  timeoutMs: 5 * 60_000,
  maxPrices: 200_000,
};

export interface CompetitorFetchOptions {
  allowPrivate: boolean;
  limits: CompetitorFeedLimits;
  /** The worker pool the feed is parsed in, as shop feeds are. */
  parser: FeedParserPool;
  /** Extra fetch tuning (tests: idle timeout). */
  fetch?: Omit<SafeFetchOptions, 'allowPrivate' | 'method' | 'maxBytes' | 'timeoutMs'>;
  signal?: AbortSignal;
}

/**
 * Fetches a competitor's Merchant Center feed (RSS 2.0, Atom or TSV, gzipped or not) through the
 * SSRF-safe `safeFetch` and reads one price per GTIN: `g:sale_price` when present, else `g:price`,
 * in integer cents. Items without a valid GTIN or without a currency are skipped; of one GTIN seen
 * twice the lowest price is kept. A feed that breaks off (`feed-malformed`) or is too large throws
 * a FeedError, so the caller keeps the prices of the last good fetch.
 *
 * @example const prices = await fetchCompetitorPrices(url, { allowPrivate: false, limits: COMPETITOR_FEED_LIMITS, parser });
 */
export async function fetchCompetitorPrices(
  url: string,
  options: CompetitorFetchOptions,
): Promise<CompetitorPrice[]> {
  const { limits, signal } = options;
  const response = await safeFetch(url, {
    ...options.fetch,
    allowPrivate: options.allowPrivate,
    maxBytes: limits.maxBytes,
    timeoutMs: limits.timeoutMs,
  });
  const stop = (): void => void response.body.destroy(new Error('the server is closing'));
  signal?.addEventListener('abort', stop, { once: true });
  try {
    const parse = options.parser.parse(response.body, { maxDecodedBytes: limits.maxDecodedBytes });
    const byGtin = new Map<string, CompetitorPrice>();
    for await (const product of parse) {
      const gtin = normaliseGtin(product.gtin);
      const money = product.salePrice ?? product.price;
      if (!gtin || !money?.currency) continue;
      const priceCents = toCents(money.amount);
      const seen = byGtin.get(gtin);
      if (seen ? priceCents >= seen.priceCents : byGtin.size >= limits.maxPrices) continue;
      byGtin.set(gtin, {
        gtin,
        priceCents,
        currency: money.currency.toUpperCase(),
        title: product.title,
      });
    }
    if (parse.stats.error) throw new FeedError(parse.stats.error.code, parse.stats.error.message);
    return [...byGtin.values()];
  } finally {
    signal?.removeEventListener('abort', stop);
  }
}
