import { useQuery } from '@tanstack/react-query';
import { shopsApi } from '@trova/contracts';
import { apiClient } from '../../lib/api/api-client';
import { shopKeys } from './shop-keys';

export { shopKeys };

export const shopListQuery = {
  queryKey: shopKeys.list,
  queryFn: ({ signal }: { signal: AbortSignal }) => apiClient.call(shopsApi.list, { signal }),
};

export const shopSyncStatusQuery = {
  queryKey: shopKeys.syncStatus,
  queryFn: ({ signal }: { signal: AbortSignal }) => apiClient.call(shopsApi.syncStatus, { signal }),
};

/** The caller's shops as the guard last loaded them. */
export function useShops() {
  return useQuery({ ...shopListQuery, staleTime: Infinity });
}
