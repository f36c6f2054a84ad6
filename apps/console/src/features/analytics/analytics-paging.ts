import { ANALYTICS_PAGE_SIZE } from '@trova/contracts';

/**
 * The next page to ask for (pages count from 0), or undefined once a page came back empty or
 * shorter than ANALYTICS_PAGE_SIZE: that page was the last (docs/product/analytics.md#paging-and-navigation).
 * @example nextAnalyticsPage([20, 20]) // 2
 * @example nextAnalyticsPage([20, 7]) // undefined
 */
export function nextAnalyticsPage(pageLengths: readonly number[]): number | undefined {
  const last = pageLengths.at(-1);
  if (last === undefined) return 0;
  return last < ANALYTICS_PAGE_SIZE ? undefined : pageLengths.length;
}
