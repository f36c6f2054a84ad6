import type { CatalogueProduct } from '@trova/contracts';
import { type FeedItemRecord, type ItemProblem, toCatalogueProduct } from './feed-item';

export type FeedFormat = 'rss' | 'atom' | 'tsv' | 'unknown';

export interface FeedItemError extends ItemProblem {
  /** Position of the item in the feed, from 0. */
  index: number;
  id?: string;
}

/**
 * Defects the parser repairs and reads on: an `&` that starts no reference (kept as a literal `&`),
 * an entity no DTD declares (an HTML named entity is decoded, any other kept as literal text), and
 * characters XML and text feeds forbid (C0 controls other than tab, LF and CR, U+FFFE, U+FFFF;
 * dropped). Stable names: the console and notifications show them.
 */
export const FEED_WARNING_KINDS = [
  'bare-ampersand',
  'undeclared-entity',
  'control-character',
] as const;
export type FeedWarningKind = (typeof FEED_WARNING_KINDS)[number];

/** One kind of repair in one item, or in the document outside items when `index` is absent. */
export interface FeedItemWarning {
  /** Position of the item in the feed, from 0, as in {@link FeedItemError}. */
  index?: number;
  id?: string;
  kind: FeedWarningKind;
  /** How many times this item needed this repair. */
  count: number;
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
  /**
   * Every warning (one per item and kind), also those beyond the kept details. Warnings never make
   * a feed incomplete: a feed with warnings and no `error` was read whole.
   */
  warningCount: number;
  /** The first {@link MAX_WARNING_DETAILS} warnings. */
  warnings: FeedItemWarning[];
  /** Set when the feed itself is broken (truncated, not a feed, entity declarations): parsing stopped. */
  error?: { code: 'feed-malformed'; message: string };
}

export const MAX_ERROR_DETAILS = 100;
export const MAX_WARNING_DETAILS = 100;

/** Repairs counted while one item (or the document outside items) is read, until reported. */
export class RecoveryTally {
  private readonly counts = new Map<FeedWarningKind, number>();

  add(kind: FeedWarningKind, count: number): void {
    this.counts.set(kind, (this.counts.get(kind) ?? 0) + count);
  }

  /** The counts so far, in the order first seen; the tally starts again empty. */
  take(): [FeedWarningKind, number][] {
    const entries = [...this.counts];
    this.counts.clear();
    return entries;
  }
}

/** Counts items as a parser finishes them; the stats object is shared with the caller. */
export class FeedStatsCollector {
  readonly stats: FeedParseStats = {
    format: 'unknown',
    gzip: false,
    items: 0,
    products: 0,
    itemErrorCount: 0,
    itemErrors: [],
    warningCount: 0,
    warnings: [],
  };

  /** Converts a finished item; undefined when it was counted as an error. Its repairs become warnings. */
  accept(record: FeedItemRecord, recovered?: RecoveryTally): CatalogueProduct | undefined {
    const result = toCatalogueProduct(record);
    if (!result.ok) {
      const { ok: _ok, ...problem } = result;
      this.reject(problem, record.get('id'), recovered);
      return undefined;
    }
    const index = this.stats.items++;
    this.stats.products++;
    if (recovered) this.warn(recovered, { index, id: record.get('id') });
    return result.product;
  }

  reject(problem: ItemProblem, id?: string, recovered?: RecoveryTally): void {
    const index = this.stats.items++;
    this.stats.itemErrorCount++;
    if (this.stats.itemErrors.length < MAX_ERROR_DETAILS) {
      this.stats.itemErrors.push(
        id === undefined ? { index, ...problem } : { index, id, ...problem },
      );
    }
    if (recovered) this.warn(recovered, { index, id });
  }

  /** Reports the tally's repairs as warnings of the item, or of the document without one. */
  warn(recovered: RecoveryTally, item?: { index: number; id: string | undefined }): void {
    for (const [kind, count] of recovered.take()) {
      this.stats.warningCount++;
      if (this.stats.warnings.length >= MAX_WARNING_DETAILS) continue;
      this.stats.warnings.push({
        ...(item && { index: item.index }),
        ...(item?.id !== undefined && { id: item.id }),
        kind,
        count,
      });
    }
  }

  malformed(message: string): void {
    this.stats.error ??= { code: 'feed-malformed', message };
  }
}
