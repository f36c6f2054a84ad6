import { describe, expect, it } from 'vitest';
import type { FeedParseStats } from '../feeds/index';
import { failureNotification, isRetryable, syncStats } from './sync-outcome';

const parsed = (parts: Partial<FeedParseStats>): FeedParseStats => ({
  format: 'rss',
  gzip: false,
  items: 0,
  products: 0,
  itemErrorCount: 0,
  itemErrors: [],
  warningCount: 0,
  warnings: [],
  ...parts,
});

describe('syncStats', () => {
  it('carries the parse warnings, the first 10 in detail, beside the counts', () => {
    const warnings = Array.from({ length: 12 }, (_, index) => ({
      index,
      id: `P-${index}`,
      kind: 'bare-ampersand' as const,
      count: 1,
    }));
    const stats = syncStats(parsed({ items: 263, products: 263, warningCount: 12, warnings }), {
      skus: 263,
      deleted: 0,
    });
    expect(stats).toMatchObject({ items: 263, products: 263, warningCount: 12, skus: 263 });
    expect(stats.warnings).toEqual(warnings.slice(0, 10));
    // Warnings alone never make a sync incomplete.
    expect(stats.error).toBeUndefined();
  });

  it('keeps the reason a feed was cut short', () => {
    expect(syncStats(parsed({}), { skus: 0, deleted: 0 }, 'truncated').error).toBe('truncated');
    expect(failureNotification('feed-malformed')).toBe('gs-bad-feed');
  });

  it('tells the owner of a too slow feed as of a bad one, and never retries it', () => {
    expect(failureNotification('feed-too-slow')).toBe('gs-bad-feed');
    expect(isRetryable('feed-too-slow')).toBe(false);
    // Silence alone may be a passing outage: still retried, then synchronization-failed.
    expect(failureNotification('feed-timeout')).toBe('synchronization-failed');
    expect(isRetryable('feed-timeout')).toBe(true);
  });
});
