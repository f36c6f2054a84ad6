import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  analyticsApi,
  type QueryHighlightKey,
  type QueryHighlights,
  type QueryList,
  type SortDirection,
} from '@trova/contracts';
import { apiClient } from '../../lib/api/api-client';
import { nextFlaggedPage, nextListPage } from './analytics-paging';
import { useAnalyticsScope } from './analytics-scope';

type Signal = { signal: AbortSignal };

/** A table's server-side order: the column key and its direction. */
export interface TableSorting {
  key: string;
  order: SortDirection;
}

/**
 * Keeps the last answer on screen while the controls or the sorting change, but only for the same
 * shop and the same query or product (index 6 of the key): another one's numbers would mislead.
 */
function sameSubjectPlaceholder(shopId: string, subject: string) {
  return <T>(previous: T | undefined, previousQuery?: { queryKey: readonly unknown[] }) =>
    previousQuery?.queryKey[1] === shopId && previousQuery.queryKey[6] === subject
      ? previous
      : undefined;
}

function isQueryList(answer: QueryList | QueryHighlights): answer is QueryList {
  return 'items' in answer && 'type' in answer;
}

/** `POST analytics/{id}/query` without a type: the eight highlights. */
export function useQueryHighlights() {
  const { shopId, enabled, body, scope } = useAnalyticsScope();
  return useQuery({
    queryKey: [...scope, 'highlights'],
    queryFn: async ({ signal }: Signal): Promise<QueryHighlights> => {
      const answer = await apiClient.call(analyticsApi.query, {
        params: { id: shopId },
        body,
        signal,
      });
      if (isQueryList(answer)) throw new Error('query answered a list where highlights were asked');
      return answer;
    },
    enabled,
  });
}

/** `POST analytics/{id}/query` with a type: one full list, a page at a time. */
export function useQueryListPages(type: QueryHighlightKey) {
  const { shopId, enabled, body, scope } = useAnalyticsScope();
  return useInfiniteQuery({
    queryKey: [...scope, 'list', type],
    queryFn: async ({ signal, pageParam }) => {
      const answer = await apiClient.call(analyticsApi.query, {
        params: { id: shopId },
        body: { ...body, page: pageParam, type },
        signal,
      });
      return isQueryList(answer) ? answer : { type, items: [], hasMore: false };
    },
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextListPage(pages),
    enabled,
  });
}

/**
 * `POST analytics/{id}/query-info`: the weekday chart and the product tables of one query, paged;
 * a page is the last when the server says no rows follow (else when its three tables came back
 * short).
 */
export function useQueryInfoPages(query: string, sorting: TableSorting) {
  const { shopId, enabled, body, scope } = useAnalyticsScope();
  return useInfiniteQuery({
    queryKey: [...scope, 'query-info', query, sorting.key, sorting.order],
    queryFn: ({ signal, pageParam }) =>
      apiClient.call(analyticsApi.queryInfo, {
        params: { id: shopId },
        body: { ...body, query, page: pageParam, sorting },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) =>
      nextFlaggedPage(pages, ({ queryProducts: p }) =>
        Math.max(p.all.length, p.query.length, p.filters.length),
      ),
    enabled,
    placeholderData: sameSubjectPlaceholder(shopId, query),
  });
}

/** `POST analytics/{id}/product-info`: average price, positions and market prices of a product. */
export function useProductInfo(product: string, sorting: TableSorting) {
  const { shopId, enabled, body, scope } = useAnalyticsScope();
  return useQuery({
    queryKey: [...scope, 'product-info', product, sorting.key, sorting.order],
    queryFn: ({ signal }: Signal) =>
      apiClient.call(analyticsApi.productInfo, {
        params: { id: shopId },
        body: { ...body, product, sorting },
        signal,
      }),
    enabled,
    placeholderData: sameSubjectPlaceholder(shopId, product),
  });
}
