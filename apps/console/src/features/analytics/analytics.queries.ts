import { useQuery } from '@tanstack/react-query';
import { analyticsApi } from '@trova/contracts';
import { apiClient } from '../../lib/api/api-client';
import type { AnalyticsFilters } from './analytics-filters';

type Signal = { signal: AbortSignal };

/**
 * Cache keys of the analytics calls: shop, device and range are part of every key, so a change of
 * any of them is a new query, and the one it replaces is cancelled (its fetch got the signal).
 */
export const analyticsKeys = {
  all: ['analytics'] as const,
  shop: (shopId: string) => ['analytics', shopId] as const,
  overview: (shopId: string, filters: AnalyticsFilters) =>
    ['analytics', shopId, 'overview', filters.device, filters.date.from, filters.date.to] as const,
};

/**
 * The request body every analytics call shares.
 * @example analyticsBody({ device: 'all', date: { from: 1, to: 2 } }) // { device: 'all', date: { from: 1, to: 2 } }
 */
export function analyticsBody(filters: AnalyticsFilters): AnalyticsFilters {
  return { device: filters.device, date: { from: filters.date.from, to: filters.date.to } };
}

/**
 * Keeps the last answer on screen while the controls change, unless it belongs to another shop.
 * @example useQuery({ …, placeholderData: sameShopPlaceholder(shopId) })
 */
export function sameShopPlaceholder(shopId: string | null) {
  return <T>(previous: T | undefined, previousQuery?: { queryKey: readonly unknown[] }) =>
    previousQuery?.queryKey[1] === shopId ? previous : undefined;
}

/**
 * `POST analytics/{shopId}/overview` (docs/product/analytics.md#overview) for the controls'
 * device and range. Waits for a shop; the previous answer stays shown while a new range or device
 * of the same shop loads, never another shop's.
 */
export function useAnalyticsOverview(shopId: string | null, filters: AnalyticsFilters) {
  return useQuery({
    queryKey: analyticsKeys.overview(shopId ?? '', filters),
    queryFn: ({ signal }: Signal) =>
      apiClient.call(analyticsApi.overview, {
        params: { id: shopId ?? '' },
        body: analyticsBody(filters),
        signal,
      }),
    enabled: shopId !== null,
    placeholderData: sameShopPlaceholder(shopId),
  });
}
