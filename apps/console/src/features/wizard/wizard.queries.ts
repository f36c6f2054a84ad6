import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  accountApi,
  integrationsApi,
  shopsApi,
  WIZARD_SYNC_POLL_MS,
  type GoogleShoppingConnect,
  type PlatformConnect,
  type PlatformCredentials,
  type ShopConfigurationUpdate,
} from '@trova/contracts';
import { apiClient } from '../../lib/api/api-client';
import { readSession, storeSession } from '../../lib/api/session-store';
import { adoptSavedShops } from '../configuration/saved-shops';
import { historyKeys } from '../configuration-history/history-keys';
import { setupKeys } from '../setup/setup.queries';
import { shopKeys, shopListQuery } from '../shops/shops.queries';
import { probePhysicalFeed } from './wizard.rules';

type Signal = { signal: AbortSignal };

export const wizardKeys = {
  industries: ['industries'] as const,
  feedCheck: (url: string) => ['feed-check', url] as const,
  feedPhysical: (url: string) => ['feed-physical', url] as const,
  syncProgress: ['wizard-sync-progress'] as const,
};

/** `GET industries`: the sectors a shop can sell in. */
export function useIndustries() {
  return useQuery({
    queryKey: wizardKeys.industries,
    queryFn: ({ signal }: Signal) => apiClient.call(shopsApi.industries, { signal }),
    staleTime: Infinity,
  });
}

/**
 * `GET shops/{id}/attributes`, polled while the first sync runs until the shop has attributes.
 * Shares the setup screens' cache entry, so the settings step starts with the attributes loaded.
 */
export function useSyncedAttributes(shopId: string) {
  return useQuery({
    queryKey: setupKeys.attributes(shopId),
    queryFn: ({ signal }: Signal) =>
      apiClient.call(shopsApi.attributes, { params: { id: shopId }, signal }),
    refetchInterval: (query) => ((query.state.data?.length ?? 0) > 0 ? false : WIZARD_SYNC_POLL_MS),
    refetchIntervalInBackground: true,
    // A failed poll is retried by the next tick; the screen keeps waiting rather than erroring.
    retry: false,
  });
}

/**
 * The shop list, read every 5 s while the syncing screen waits: a failed first sync shows there
 * instead of a spinner that never ends (docs/product/onboarding.md#a-failed-sync).
 */
export function useSyncingShops() {
  return useQuery({
    ...shopListQuery,
    refetchInterval: WIZARD_SYNC_POLL_MS,
    refetchIntervalInBackground: true,
  });
}

/**
 * `GET shops/status` while the syncing screen waits, every 5 s whatever the shell's own poll does:
 * the running import's progress of one shop, or null while the server does not tell it.
 */
export function useSyncProgress(shopId: string) {
  const statuses = useQuery({
    queryKey: wizardKeys.syncProgress,
    queryFn: ({ signal }: Signal) => apiClient.call(shopsApi.syncStatus, { signal }),
    refetchInterval: WIZARD_SYNC_POLL_MS,
    refetchIntervalInBackground: true,
    retry: false,
  });
  return statuses.data?.find((status) => status.id === shopId)?.progress ?? null;
}

/** `PUT shops/{id}/sector`: the wizard's sector, kept on the shop as soon as it is chosen. */
export function useSaveSector() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ shopId, sector }: { shopId: string; sector: string }) =>
      apiClient.call(shopsApi.setSector, { params: { id: shopId }, body: { sector } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopKeys.list }),
  });
}

/** The shop list read again when a step opens, e.g. settings after the first sync. */
export function useFreshShops() {
  return useQuery({ ...shopListQuery, refetchOnMount: 'always', staleTime: Infinity });
}

/** `GET integrations/gs/check-feed`: whether Trova can read a feed URL. */
export function useFeedReadable(url: string, enabled: boolean) {
  return useQuery({
    queryKey: wizardKeys.feedCheck(url),
    queryFn: ({ signal }: Signal) =>
      apiClient.call(integrationsApi.checkFeed, { query: { url }, signal }),
    enabled,
    staleTime: 30_000,
    retry: false,
  });
}

/** Whether a feed URL is a physical file (asked of the feed's own server, not of Trova). */
export function feedPhysicalQuery(url: string) {
  return {
    queryKey: wizardKeys.feedPhysical(url),
    queryFn: ({ signal }: Signal) => probePhysicalFeed(url, undefined, signal),
    staleTime: Infinity,
    retry: false,
  };
}

/** `POST customers/me/api-key`: a new API key, stored with the session at once. */
export function useRotateApiKey() {
  return useMutation({
    mutationFn: () => apiClient.call(accountApi.rotateApiKey),
    onSuccess: ({ api_key }) => {
      const { token } = readSession();
      if (token) storeSession({ token, apiKey: api_key });
    },
  });
}

/** `integrations/shp`: answers the platform page where the owner approves the app. */
export function useConnectShopify() {
  return useMutation({
    mutationFn: (shop: string) =>
      apiClient.call(integrationsApi.connectShopify, { query: { shop } }),
  });
}

/** `POST integrations/google-shopping`: registers the shop and queues its first sync. */
export function useConnectGoogleShopping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GoogleShoppingConnect) =>
      apiClient.call(integrationsApi.connectGoogleShopping, { body }),
    // Not exact: the sync poll sees the new shop syncing at once.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopKeys.list }),
  });
}

/** `POST integrations/platforms/check`: whether Trova reads the store with the pasted keys. */
export function useCheckPlatform() {
  return useMutation({
    mutationFn: (body: PlatformCredentials) =>
      apiClient.call(integrationsApi.checkPlatform, { body }),
  });
}

/** `POST integrations/platforms`: the shop of a credential platform, its first import queued. */
export function useConnectPlatform() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlatformConnect) =>
      apiClient.call(integrationsApi.connectPlatform, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopKeys.list }),
  });
}

/**
 * Wizard settings' finish (`PUT shops/{id}/configuration`): the answered list replaces the cache and
 * the configured shop becomes the draft's baseline.
 */
export function useConfigureShop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ shopId, body }: { shopId: string; body: ShopConfigurationUpdate }) =>
      apiClient.call(shopsApi.configure, { params: { id: shopId }, body }),
    onSuccess: (shops, { shopId }) => {
      adoptSavedShops(queryClient, shops, shopId);
      // The wizard's setup is the shop's first revision.
      void queryClient.invalidateQueries({ queryKey: historyKeys.revisions(shopId) });
    },
  });
}
