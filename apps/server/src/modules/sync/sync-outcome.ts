import type { FeedParseStats } from '../feeds';

/** Feed failures that another attempt may fix; the rest fail the job at once. */
const RETRYABLE = new Set(['feed-unreachable', 'feed-timeout', 'internal-error']);

export function isRetryable(code: string): boolean {
  return RETRYABLE.has(code);
}

/**
 * The notification (document 000 §8) for a sync that failed for good: a missing feed (404/410), a
 * broken one (malformed or over the size cap; its good items were still applied), or anything else.
 */
export function failureNotification(
  code: string,
): 'gs-missing-feed' | 'gs-bad-feed' | 'synchronization-failed' {
  if (code === 'feed-not-found') return 'gs-missing-feed';
  if (code === 'feed-malformed' || code === 'feed-too-large') return 'gs-bad-feed';
  return 'synchronization-failed';
}

/** What a sync reports in job stats and notification details. */
export interface SyncStats {
  format: string;
  items: number;
  products: number;
  itemErrorCount: number;
  itemErrors: FeedParseStats['itemErrors'];
  /**
   * Repairs the parser made and read on (bare `&`, HTML entities, control characters);
   * `warnings` keeps the first 10.
   */
  warningCount: number;
  warnings: FeedParseStats['warnings'];
  skus: number;
  deleted: number;
  /** Why the feed was cut short, when it was. */
  error?: string;
}

/** The first item errors only: a detail is shown in the console, not a full error log. */
export function syncStats(
  stats: FeedParseStats,
  applied: { skus: number; deleted: number },
  error?: string,
): SyncStats {
  return {
    format: stats.format,
    items: stats.items,
    products: stats.products,
    itemErrorCount: stats.itemErrorCount,
    itemErrors: stats.itemErrors.slice(0, 10),
    warningCount: stats.warningCount,
    warnings: stats.warnings.slice(0, 10),
    skus: applied.skus,
    deleted: applied.deleted,
    ...(error === undefined ? {} : { error }),
  };
}
