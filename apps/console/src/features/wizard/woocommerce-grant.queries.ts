import { useMutation, useQuery } from '@tanstack/react-query';
import { integrationsApi, type WooCommerceGrant } from '@trova/contracts';
import { apiClient } from '../../lib/api/api-client';

/** How often the shop step asks whether the store's keys arrived and the shop is connected. */
const GRANT_POLL_MS = 1000;

/**
 * `POST integrations/woocommerce/grant`: the store's authorisation page the browser goes to.
 * @example useStartWooCommerceGrant().mutate({ storeUrl, languageIso: 'it' })
 */
export function useStartWooCommerceGrant() {
  return useMutation({
    mutationFn: (body: WooCommerceGrant) =>
      apiClient.call(integrationsApi.grantWooCommerce, { body }),
  });
}

/**
 * `GET integrations/woocommerce/grant/{nonce}`, asked again while the store's keys are being
 * checked (the store sends the owner back before Trova has connected the shop).
 * @example const grant = useWooCommerceGrantStatus(nonce); // grant.data?.status
 */
export function useWooCommerceGrantStatus(nonce: string | null) {
  return useQuery({
    queryKey: ['integrations', 'woocommerce-grant', nonce],
    queryFn: () =>
      apiClient.call(integrationsApi.wooCommerceGrantStatus, { params: { nonce: nonce ?? '' } }),
    enabled: nonce !== null,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? GRANT_POLL_MS : false),
  });
}
