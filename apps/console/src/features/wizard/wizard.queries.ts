import { useQuery } from '@tanstack/react-query';
import { shopsApi, WIZARD_SYNC_POLL_MS } from '@trova/contracts';
import { apiClient } from '../../lib/api/api-client';
import { setupKeys } from '../setup/setup.queries';

type Signal = { signal: AbortSignal };

export const wizardKeys = {
  industries: ['industries'] as const,
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
