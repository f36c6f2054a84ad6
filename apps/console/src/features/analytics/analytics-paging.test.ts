import { describe, expect, it } from 'vitest';
import { ANALYTICS_PAGE_SIZE } from '@trova/contracts';
import { nextAnalyticsPage, nextFlaggedPage, nextListPage } from './analytics-paging';

describe('nextAnalyticsPage', () => {
  it('starts at page 0 and counts up while pages come back full', () => {
    expect(nextAnalyticsPage([])).toBe(0);
    expect(nextAnalyticsPage([ANALYTICS_PAGE_SIZE])).toBe(1);
    expect(nextAnalyticsPage([ANALYTICS_PAGE_SIZE, ANALYTICS_PAGE_SIZE])).toBe(2);
  });

  it('stops after a short or an empty page', () => {
    expect(nextAnalyticsPage([ANALYTICS_PAGE_SIZE, ANALYTICS_PAGE_SIZE - 1])).toBeUndefined();
    expect(nextAnalyticsPage([ANALYTICS_PAGE_SIZE, 0])).toBeUndefined();
    expect(nextAnalyticsPage([0])).toBeUndefined();
  });
});

describe('nextListPage', () => {
  const full = Array.from({ length: ANALYTICS_PAGE_SIZE }, (_, i) => i);

  it("takes the server's word over a full page's length", () => {
    expect(nextListPage([{ items: full, hasMore: false }])).toBeUndefined();
    expect(nextListPage([{ items: full, hasMore: true }])).toBe(1);
  });

  it('falls back to the length when a page does not say', () => {
    expect(nextListPage([{ items: full }])).toBe(1);
    expect(nextListPage([{ items: full }, { items: [1] }])).toBeUndefined();
  });
});

describe('nextFlaggedPage', () => {
  type Answer = { facets: readonly number[]; sorting: readonly number[]; hasMore?: boolean };
  const longest = (page: Answer) => Math.max(page.facets.length, page.sorting.length);
  const full = Array.from({ length: ANALYTICS_PAGE_SIZE }, (_, i) => i);

  it('stops after a full answer the server calls the last, and goes on while it says more', () => {
    expect(
      nextFlaggedPage<Answer>([{ facets: full, sorting: full, hasMore: false }], longest),
    ).toBeUndefined();
    // A short facets list still goes on when another list of the answer has more rows.
    expect(nextFlaggedPage<Answer>([{ facets: [1], sorting: [], hasMore: true }], longest)).toBe(1);
  });

  it('falls back to the longest list when an answer does not say', () => {
    expect(nextFlaggedPage<Answer>([{ facets: [1], sorting: full }], longest)).toBe(1);
    expect(nextFlaggedPage<Answer>([{ facets: [1], sorting: [2] }], longest)).toBeUndefined();
  });
});
