import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isPlanActive, shopsApi, type ShopConfUpdate } from '@trova/contracts';
import { apiClient } from '../../lib/api/api-client';
import { ensureOk } from '../../lib/api/ensure-ok';
import { planQuery } from '../account/account.queries';
import { adoptSavedShops } from '../configuration/saved-shops';
import { historyKeys } from '../configuration-history/history-keys';
import { shopKeys } from '../shops/shop-keys';
import { scheduleIndexingCheck } from '../shops/shops.queries';

export const saveBarKeys = {
  versions: ['versions'] as const,
};

export const versionsQuery = {
  queryKey: saveBarKeys.versions,
  queryFn: ({ signal }: { signal: AbortSignal }) => apiClient.call(shopsApi.versions, { signal }),
  staleTime: Infinity,
};

export function useLayerVersions() {
  return useQuery(versionsQuery);
}

/** Whether the plan allows publishing; undefined until the plan is known. */
export function usePlanActive(): boolean | undefined {
  const plans = useQuery(planQuery).data;
  return plans ? isPlanActive(plans) : undefined;
}

/** Published toggle: POST (on) or DELETE (off) `shops/{id}/activation`, then the shops reload. */
export function useSetPublished(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (published: boolean) =>
      ensureOk(
        await apiClient.call(published ? shopsApi.publish : shopsApi.unpublish, {
          params: { id: shopId },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: shopKeys.list, exact: true }),
  });
}

/**
 * `PUT shops/{id}/conf`. On success the answered list replaces the cache, the saved shop becomes
 * the draft's baseline, the history is read again (the save is its newest revision) and indexing
 * is checked again after a second.
 */
export function useSaveConfigurationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ shopId, body }: { shopId: string; body: ShopConfUpdate }) =>
      apiClient.call(shopsApi.saveConfiguration, { params: { id: shopId }, body }),
    onSuccess: (shops, { shopId }) => {
      adoptSavedShops(queryClient, shops, shopId);
      scheduleIndexingCheck(queryClient, shopId);
      void queryClient.invalidateQueries({ queryKey: historyKeys.revisions(shopId) });
    },
  });
}
