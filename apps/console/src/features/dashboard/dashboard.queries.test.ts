import { describe, expect, it } from 'vitest';
import { ANALYTICS_PAGE_SIZE } from '@trova/contracts';
import { dashboardKeys, nextDashboardPage } from './dashboard.queries';

const RANGE = { from: 1_700_006_400, to: 1_700_092_799 };
const page = (size: number) => ({ items: Array.from({ length: size }, () => ({})) });

describe('dashboard queries', () => {
  it('keys the cache by shop, list and range', () => {
    expect(dashboardKeys.list('s1', 'no_results_queries', RANGE)).toEqual([
      'dashboard',
      's1',
      'list',
      'no_results_queries',
      RANGE.from,
      RANGE.to,
    ]);
    expect(dashboardKeys.overview('s2', RANGE)).not.toEqual(dashboardKeys.overview('s1', RANGE));
  });

  it('asks for the next page only after a full page', () => {
    expect(nextDashboardPage(page(ANALYTICS_PAGE_SIZE), 1)).toBe(1);
    expect(nextDashboardPage(page(ANALYTICS_PAGE_SIZE - 1), 1)).toBeUndefined();
    expect(nextDashboardPage(page(0), 3)).toBeUndefined();
    // The server's word wins over a full page's length.
    expect(nextDashboardPage({ ...page(ANALYTICS_PAGE_SIZE), hasMore: false }, 1)).toBeUndefined();
    expect(nextDashboardPage({ ...page(3), hasMore: true }, 1)).toBe(1);
  });
});
