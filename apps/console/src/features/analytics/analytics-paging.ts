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

/**
 * The next page of paged answers that say whether more rows follow; the server's word wins, so a
 * list ending on a full page stops there. An answer without the flag falls back to `length` (its
 * longest list: it is the last when all of them came back short).
 * @example nextFlaggedPage([{ facets: twenty, hasMore: false }], (page) => page.facets.length) // undefined
 */
export function nextFlaggedPage<Page extends { hasMore?: boolean | undefined }>(
  pages: readonly Page[],
  length: (page: Page) => number,
): number | undefined {
  const last = pages.at(-1);
  if (last?.hasMore === false) return undefined;
  if (last?.hasMore === true) return pages.length;
  return nextAnalyticsPage(pages.map(length));
}

/**
 * The next page of a full list whose pages carry `items`, as `nextFlaggedPage`.
 * @example nextListPage([{ items: twenty, hasMore: false }]) // undefined
 */
export function nextListPage(
  pages: readonly { items: readonly unknown[]; hasMore?: boolean | undefined }[],
): number | undefined {
  return nextFlaggedPage(pages, (page) => page.items.length);
}
