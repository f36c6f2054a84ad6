import { useInfiniteQuery } from '@tanstack/react-query';
import { analyticsApi, type FacetInfo, type FilterRow, type SortDirection } from '@trova/contracts';
import { apiClient } from '../../lib/api/api-client';
import { nextFlaggedPage } from './analytics-paging';
import { useAnalyticsScope } from './analytics-scope';

/**
 * A filters table's order as the server reads it: by searches, in a direction.
 * @example searchesOrder('DESC') // 'searches:desc'
 */
export function searchesOrder(order: SortDirection): string {
  return `searches:${order.toLowerCase()}`;
}

/**
 * The longest list of a page: without the server's `hasMore`, a page is the last when all its
 * lists came back short.
 */
function longest(page: FacetInfo & { sorting?: readonly unknown[] }): number {
  const lists: readonly (readonly unknown[])[] = [
    page.facets,
    page.best.searches,
    page.best.ctr,
    page.worst.searches,
    page.worst.ctr,
    page.sorting ?? [],
  ];
  return Math.max(...lists.map((list) => list.length));
}

/** The pages read so far as one answer: the rows of every page, in order. */
export function mergeFacetPages<T extends FacetInfo>(pages: readonly T[]): FacetInfo {
  const rows = (pick: (page: FacetInfo) => FilterRow[]) => pages.flatMap(pick);
  return {
    best: { searches: rows((p) => p.best.searches), ctr: rows((p) => p.best.ctr) },
    worst: { searches: rows((p) => p.worst.searches), ctr: rows((p) => p.worst.ctr) },
    facets: rows((p) => p.facets),
  };
}

/**
 * `POST analytics/{id}/facets-info` (docs/product/analytics.md#filters), a page at a time: the
 * totals, best and worst filters, the facets table ordered by searches in `facetsOrder` and the
 * sorting table in `sortingOrder`.
 */
export function useFacetsInfoPages(facetsOrder: SortDirection, sortingOrder: SortDirection) {
  const { shopId, enabled, body, scope } = useAnalyticsScope();
  const sort = searchesOrder(facetsOrder);
  const sortingSort = searchesOrder(sortingOrder);
  return useInfiniteQuery({
    queryKey: [...scope, 'facets-info', sort, sortingSort],
    queryFn: ({ signal, pageParam }) =>
      apiClient.call(analyticsApi.facetsInfo, {
        params: { id: shopId },
        body: { ...body, page: pageParam, sort, sortingSort },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextFlaggedPage(pages, longest),
    enabled,
  });
}

/** `POST analytics/{id}/facet-info`: one facet's best, worst and values, a page at a time. */
export function useFacetInfoPages(facet: string, valuesOrder: SortDirection) {
  const { shopId, enabled, body, scope } = useAnalyticsScope();
  const sort = searchesOrder(valuesOrder);
  return useInfiniteQuery({
    queryKey: [...scope, 'facet-info', facet, sort],
    queryFn: ({ signal, pageParam }) =>
      apiClient.call(analyticsApi.facetInfo, {
        params: { id: shopId },
        body: { ...body, page: pageParam, sort, facet },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextFlaggedPage(pages, longest),
    enabled: enabled && facet !== '',
  });
}
