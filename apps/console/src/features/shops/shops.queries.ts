import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  accountApi,
  integrationsApi,
  POST_SAVE_INDEXING_CHECK_MS,
  shopsApi,
  type PlatformCredentials,
  type Shop,
  type ShopSyncStatus,
} from '@trova/contracts';
import { apiClient } from '../../lib/api/api-client';
import { hasSessionToken } from '../../lib/api/session-store';
import { shopKeys } from './shop-keys';
import {
  indexingInterval,
  isAnySyncing,
  skuCountInterval,
  syncEnded,
  syncStatusInterval,
  withIndexing,
  withSyncStatus,
} from './shop-polling';

export { shopKeys };

type Signal = { signal: AbortSignal };

export const shopListQuery = {
  queryKey: shopKeys.list,
  queryFn: ({ signal }: Signal) => apiClient.call(shopsApi.list, { signal }),
};

/** The caller's shops as the guard last loaded them. */
export function useShops() {
  return useQuery({ ...shopListQuery, staleTime: Infinity });
}

/**
 * `GET shops/status`, every 5 s while any shop syncs. Each answer's flags are written into the shop
 * list, and when the last sync ends the SKU count is asked once (docs/product/shell.md).
 */
export function useSyncStatus() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: shopKeys.syncStatus,
    queryFn: async ({ signal }: Signal) => {
      const before = queryClient.getQueryData<ShopSyncStatus[]>(shopKeys.syncStatus);
      const statuses = await apiClient.call(shopsApi.syncStatus, { signal });
      queryClient.setQueryData<Shop[]>(shopKeys.list, (shops) =>
        shops ? withSyncStatus(shops, statuses) : shops,
      );
      if (syncEnded(before, statuses)) {
        void queryClient.invalidateQueries({ queryKey: shopKeys.skuCount });
      }
      return statuses;
    },
    enabled: hasSessionToken(),
    refetchInterval: (query) => syncStatusInterval(query.state.data),
    // A failed check waits for the next navigation rather than erroring the menu.
    retry: false,
  });
}

/** `GET customers/me/count`: SKUs per shop; every 300 s while a shop syncs. */
export function useSkuCount(anySyncing: boolean) {
  return useQuery({
    queryKey: shopKeys.skuCount,
    queryFn: ({ signal }: Signal) => apiClient.call(accountApi.skuCount, { signal }),
    enabled: hasSessionToken(),
    refetchInterval: skuCountInterval(anySyncing),
  });
}

/** Whether any of the caller's shops syncs, as the sync poll last heard. */
export function useAnySyncing(): boolean {
  return isAnySyncing(useSyncStatus().data);
}

/**
 * `GET shops/{id}/status` of the current shop, every 5 s while it indexes; the flag is written into
 * the shop list so every screen reading the list sees it (e.g. setup reloads its attributes).
 */
export function useShopIndexing(shopId: string | null) {
  const queryClient = useQueryClient();
  const id = shopId ?? '';
  return useQuery({
    queryKey: shopKeys.indexing(id),
    queryFn: async ({ signal }: Signal) => {
      const status = await apiClient.call(shopsApi.indexingStatus, { params: { id }, signal });
      queryClient.setQueryData<Shop[]>(shopKeys.list, (shops) =>
        shops ? withIndexing(shops, id, status.isIndexing) : shops,
      );
      return status;
    },
    enabled: shopId !== null && hasSessionToken(),
    refetchInterval: (query) => indexingInterval(query.state.data),
    retry: false,
  });
}

/** Runs the sync and indexing checks again now, e.g. after the guard reloaded the shops. */
export function recheckShops(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: shopKeys.checks });
}

/**
 * After a save or a rollback the server may start indexing: the current shop's indexing is checked
 * again once POST_SAVE_INDEXING_CHECK_MS has passed (docs/product/configuration-history.md).
 */
export function scheduleIndexingCheck(queryClient: QueryClient, shopId: string): void {
  setTimeout(() => {
    void queryClient.invalidateQueries({ queryKey: shopKeys.indexing(shopId) });
  }, POST_SAVE_INDEXING_CHECK_MS);
}

/**
 * `POST integrations/platforms/{id}/sync`: a platform shop imported again with the keys it has,
 * once the store's outage or missing permission is fixed.
 */
export function useRetryPlatformSync(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.call(integrationsApi.syncPlatformShop, { params: { id: shopId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopKeys.list }),
  });
}

/**
 * `PUT integrations/platforms/{id}`: corrected keys of a shop whose sync failed, checked, stored
 * and a full import queued: the retry of a platform shop.
 */
export function useUpdatePlatformCredentials(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlatformCredentials) =>
      apiClient.call(integrationsApi.updatePlatformCredentials, { params: { id: shopId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopKeys.list }),
  });
}
