import { useQuery } from '@tanstack/react-query';
import { learningApi } from '@trova/contracts';
import { apiClient } from '../../../lib/api/api-client';
import type { SecondsRange } from '../analytics-dates';
import { sameShopPlaceholder } from '../analytics.queries';

/** Cache key of what learning changed: shop and range, so a change cancels the running call. */
export const learningKeys = {
  changes: (shopId: string, range: SecondsRange) =>
    ['analytics', shopId, 'learning', range.from, range.to] as const,
};

/**
 * `GET shops/{id}/analytics/learning` (docs/product/learning.md#what-an-owner-sees): the range's
 * top queries, each with its first products without and with learning. Waits for a shop; the
 * last answer of the same shop stays shown while another range loads.
 */
export function useLearningChanges(shopId: string | null, range: SecondsRange) {
  return useQuery({
    queryKey: learningKeys.changes(shopId ?? '', range),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      apiClient.call(learningApi.changes, {
        params: { id: shopId ?? '' },
        query: { fromTimestamp: range.from, toTimestamp: range.to },
        signal,
      }),
    enabled: shopId !== null,
    placeholderData: sameShopPlaceholder(shopId),
  });
}
