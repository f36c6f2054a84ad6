import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { storedenInstallApi, type StoredenClaim } from '@trova/contracts';
import { apiClient } from '../../lib/api/api-client';
import { shopKeys } from '../shops/shops.queries';

/**
 * The Storeden install held under `claim` (its store name), for the claim form. An expired or used
 * claim answers `storeden-claim-expired`: not retried, the owner must reopen the app.
 * @example const install = useStoredenInstall(claim); install.data?.storeName
 */
export function useStoredenInstall(claim: string) {
  return useQuery({
    queryKey: ['storeden-install', claim],
    queryFn: ({ signal }) =>
      apiClient.call(storedenInstallApi.viewStoredenInstall, { params: { claim }, signal }),
    retry: false,
  });
}

/**
 * Claims the held install into the caller's new Storeden shop (`POST integrations/storeden/claim`).
 * @example const { id } = await claim.mutateAsync({ claim, shopUrl, languageIso: 'it' });
 */
export function useClaimStoreden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StoredenClaim) => apiClient.call(storedenInstallApi.claimStoreden, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopKeys.list }),
  });
}
