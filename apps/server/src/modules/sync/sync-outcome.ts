import type { FeedParseStats } from '../feeds/index';

/** Feed failures that another attempt may fix; the rest fail the job at once. */
const RETRYABLE = new Set(['feed-unreachable', 'feed-timeout', 'internal-error']);

export function isRetryable(code: string): boolean {
  return RETRYABLE.has(code);
}

/** Failures the owner must fix in the feed itself; reported as `gs-bad-feed`, never retried. */
const BAD_FEED = new Set([
  'feed-malformed',
  'feed-too-large',
  'feed-too-slow',
  'feed-limit-exceeded',
]);

/**
 * The notification (docs/product/catalogue.md#what-the-owner-is-told) for a sync that failed for
 * good: a missing feed (404/410), a broken one (malformed, over the size cap with no good item to
 * apply, or slower than the rate floor), or anything else.
 */
export function failureNotification(
  code: string,
): 'gs-missing-feed' | 'gs-bad-feed' | 'synchronization-failed' {
  if (code === 'feed-not-found') return 'gs-missing-feed';
  if (BAD_FEED.has(code)) return 'gs-bad-feed';
  return 'synchronization-failed';
}

/**
 * How a sync ended. `partial`: products were applied but some of the feed was not (invalid items
 * skipped, or the feed cut short: malformed or over the size cap); the job still succeeds and is
 * not retried. `failed`: a cut-short feed that applied nothing.
 */
export type SyncOutcome = 'complete' | 'partial' | 'failed';

/** What a sync reports in the job's result and in notification details. */
export interface SyncStats {
  outcome: SyncOutcome;
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

function outcomeOf(stats: FeedParseStats, cutShort: string | undefined): SyncOutcome {
  if (cutShort !== undefined) return stats.products > 0 ? 'partial' : 'failed';
  return stats.itemErrorCount > 0 ? 'partial' : 'complete';
}

/** The first item errors only: a detail is shown in the console, not a full error log. */
export function syncStats(
  stats: FeedParseStats,
  applied: { skus: number; deleted: number },
  cutShort?: string,
): SyncStats {
  return {
    outcome: outcomeOf(stats, cutShort),
    format: stats.format,
    items: stats.items,
    products: stats.products,
    itemErrorCount: stats.itemErrorCount,
    itemErrors: stats.itemErrors.slice(0, 10),
    warningCount: stats.warningCount,
    warnings: stats.warnings.slice(0, 10),
    skus: applied.skus,
    deleted: applied.deleted,
    ...(cutShort === undefined ? {} : { error: cutShort }),
  };
}
