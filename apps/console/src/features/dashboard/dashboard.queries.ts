import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ANALYTICS_PAGE_SIZE, dashboardApi, type DashboardListType } from '@trova/contracts';
import { apiClient } from '../../lib/api/api-client';
import type { SecondsRange } from '../analytics/analytics-dates';
import { sameShopPlaceholder } from '../analytics/analytics.queries';

type Signal = { signal: AbortSignal };

/** Cache keys: shop and range in each, so a change is a new query and cancels the old one. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  overview: (shopId: string, range: SecondsRange) =>
    ['dashboard', shopId, 'overview', range.from, range.to] as const,
  list: (shopId: string, listType: DashboardListType, range: SecondsRange) =>
    ['dashboard', shopId, 'list', listType, range.from, range.to] as const,
};

const rangeQuery = (range: SecondsRange) => ({
  fromTimestamp: range.from,
  toTimestamp: range.to,
});

/**
 * `GET shops/{id}/events` (docs/product/analytics.md#dashboard): totals and the top lists of the
 * range. The last answer of the same shop stays shown while another range loads.
 */
export function useDashboardOverview(shopId: string | null, range: SecondsRange) {
  return useQuery({
    queryKey: dashboardKeys.overview(shopId ?? '', range),
    queryFn: ({ signal }: Signal) =>
      apiClient.call(dashboardApi.overview, {
        params: { id: shopId ?? '' },
        query: rangeQuery(range),
        signal,
      }),
    enabled: shopId !== null,
    placeholderData: sameShopPlaceholder(shopId),
  });
}

/**
 * The next page to ask for, or none: the server's `hasMore` decides (a full last page then ends
 * the list); without it, a page shorter than ANALYTICS_PAGE_SIZE (empty included) is the last
 * one. Pages count from 0.
 * @example nextDashboardPage({ items: [] }, 3) // undefined
 */
export function nextDashboardPage(
  lastPage: { items: readonly unknown[]; hasMore?: boolean | undefined },
  pagesLoaded: number,
): number | undefined {
  if (lastPage.hasMore !== undefined) return lastPage.hasMore ? pagesLoaded : undefined;
  return lastPage.items.length < ANALYTICS_PAGE_SIZE ? undefined : pagesLoaded;
}

/** `GET shops/{id}/events/{listType}`: one full list, a page at a time (pages from 0). */
export function useDashboardList(
  shopId: string | null,
  listType: DashboardListType,
  range: SecondsRange,
) {
  return useInfiniteQuery({
    queryKey: dashboardKeys.list(shopId ?? '', listType, range),
    queryFn: ({ signal, pageParam }: Signal & { pageParam: number }) =>
      apiClient.call(dashboardApi.list, {
        params: { id: shopId ?? '', listType },
        query: { ...rangeQuery(range), page: pageParam },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => nextDashboardPage(lastPage, pages.length),
    enabled: shopId !== null,
  });
}
