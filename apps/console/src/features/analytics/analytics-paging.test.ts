import { describe, expect, it } from 'vitest';
import { ANALYTICS_PAGE_SIZE } from '@trova/contracts';
import { nextAnalyticsPage, nextListPage } from './analytics-paging';

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
