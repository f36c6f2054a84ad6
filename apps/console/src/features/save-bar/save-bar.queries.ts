import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isPlanActive, shopsApi } from '@trova/contracts';
import { apiClient } from '../../lib/api/api-client';
import { planQuery } from '../account/account.queries';
import { ensureOk } from '../account/account.queries';
import { shopKeys } from '../shops/shop-keys';

export const versionsQuery = {
  queryKey: ['versions'] as const,
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
