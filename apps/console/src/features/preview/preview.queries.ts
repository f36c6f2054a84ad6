import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  DEFAULT_CUSTOMER_GROUP,
  DEFAULT_PRODUCT_SEARCH_CURRENCY,
  layerApi,
  searchApi,
  type PreviewToken,
} from '@trova/contracts';
import { apiClient } from '../../lib/api/api-client';

type Signal = { signal: AbortSignal };

/** Products the explain dialog explains: the first page and a half of a typical layout. */
export const EXPLAIN_LIMIT = 20;
/** A token is renewed this long before it expires, so no preview search meets an expired one. */
export const PREVIEW_TOKEN_RENEW_MARGIN_SECONDS = 5 * 60;

export const previewKeys = {
  token: (shopId: string) => ['preview', 'token', shopId] as const,
  explain: (shopKey: string, query: string, token: string) =>
    ['preview', 'explain', shopKey, query, token] as const,
};

/**
 * Milliseconds until a token should be renewed; at least a minute, so a clock that is off cannot
 * make the console ask in a loop.
 * @example renewDelayMs({ token: 't', expiresAt: 1_800 }, 0) // 1_500_000
 */
export function renewDelayMs(token: PreviewToken, nowMs: number): number {
  const renewAt = (token.expiresAt - PREVIEW_TOKEN_RENEW_MARGIN_SECONDS) * 1000;
  return Math.max(60_000, renewAt - nowMs);
}

/**
 * `GET shops/{id}/preview-token` (docs/product/preview.md#preview-tokens), renewed before it
 * expires. Only the shop's owner gets one.
 */
export function usePreviewToken(shopId: string | undefined) {
  return useQuery({
    queryKey: previewKeys.token(shopId ?? ''),
    queryFn: ({ signal }: Signal) =>
      apiClient.call(layerApi.previewToken, { params: { id: shopId ?? '' }, signal }),
    enabled: shopId !== undefined,
    staleTime: ({ state }) => (state.data ? renewDelayMs(state.data, Date.now()) : 0),
    refetchInterval: ({ state }) => (state.data ? renewDelayMs(state.data, Date.now()) : false),
    retry: 1,
  });
}

/**
 * The storefront's own search with the preview token and `explain=1`
 * (docs/product/search-api.md#explain): the shop answers unpublished, nothing is counted, and each
 * product says why it ranks where it does.
 */
export function useExplainedSearch(shopKey: string, query: string, token: string | undefined) {
  return useQuery({
    queryKey: previewKeys.explain(shopKey, query, token ?? ''),
    queryFn: ({ signal }: Signal) =>
      apiClient.call(searchApi.search, {
        params: { shopKey },
        query: {
          q: query,
          filters: [],
          sort: [],
          offset: 0,
          limit: EXPLAIN_LIMIT,
          customer_group_id: DEFAULT_CUSTOMER_GROUP,
          currency: DEFAULT_PRODUCT_SEARCH_CURRENCY,
          highlight: '0',
          explain: '1',
          preview: token,
        },
        signal,
      }),
    enabled: token !== undefined,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
