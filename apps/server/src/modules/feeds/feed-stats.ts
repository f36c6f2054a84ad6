import type { CatalogueProduct } from '@trova/contracts';
import { type FeedItemRecord, toCatalogueProduct } from './feed-item';

export type FeedFormat = 'rss' | 'atom' | 'tsv' | 'unknown';

export interface FeedItemError {
  /** Position of the item in the feed, from 0. */
  index: number;
  id?: string;
  reason: string;
}

export interface FeedParseStats {
  format: FeedFormat;
  gzip: boolean;
  /** Items seen (good and bad). */
  items: number;
  /** Valid products yielded. */
  products: number;
  /** Every item error, also those beyond the kept details. */
  itemErrorCount: number;
  /** The first {@link MAX_ERROR_DETAILS} item errors. */
  itemErrors: FeedItemError[];
  /** Set when the feed itself is broken (truncated, not a feed, entity declarations): parsing stopped. */
  error?: { code: 'feed-malformed'; message: string };
}

export const MAX_ERROR_DETAILS = 100;

/** Counts items as a parser finishes them; the stats object is shared with the caller. */
export class FeedStatsCollector {
  readonly stats: FeedParseStats = {
    format: 'unknown',
    gzip: false,
    items: 0,
    products: 0,
    itemErrorCount: 0,
    itemErrors: [],
  };

  /** Converts a finished item; undefined when it was counted as an error. */
  accept(record: FeedItemRecord): CatalogueProduct | undefined {
    const result = toCatalogueProduct(record);
    if (result.ok) {
      this.stats.items++;
      this.stats.products++;
      return result.product;
    }
    this.reject(result.reason, record.get('id'));
    return undefined;
  }

  reject(reason: string, id?: string): void {
    const index = this.stats.items++;
    this.stats.itemErrorCount++;
    if (this.stats.itemErrors.length < MAX_ERROR_DETAILS) {
      this.stats.itemErrors.push(id === undefined ? { index, reason } : { index, id, reason });
    }
  }

  malformed(message: string): void {
    this.stats.error ??= { code: 'feed-malformed', message };
  }
}
