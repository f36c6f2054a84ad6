import { useQuery } from '@tanstack/react-query';
import { shopsApi } from '@trova/contracts';
import { apiClient } from '../../lib/api/api-client';

type Signal = { signal: AbortSignal };

/** Outside the `['shops']` prefix so that reloading the shop list does not refetch every list. */
export const setupKeys = {
  attributes: (shopId: string) => ['shop-attributes', shopId] as const,
  attributeTypes: ['attribute-types'] as const,
  searchTypes: ['search-types'] as const,
  loader: (shopKey: string) => ['shop-loader', shopKey] as const,
};

/** `GET shops/{id}/attributes`: the names a setup can search, show and filter. */
export function useShopAttributes(shopId: string | null) {
  return useQuery({
    queryKey: setupKeys.attributes(shopId ?? ''),
    queryFn: ({ signal }: Signal) =>
      apiClient.call(shopsApi.attributes, { params: { id: shopId ?? '' }, signal }),
    enabled: shopId !== null,
  });
}

export function useAttributeTypes() {
  return useQuery({
    queryKey: setupKeys.attributeTypes,
    queryFn: ({ signal }: Signal) => apiClient.call(shopsApi.attributeTypes, { signal }),
    staleTime: Infinity,
  });
}

export function useSearchTypes() {
  return useQuery({
    queryKey: setupKeys.searchTypes,
    queryFn: ({ signal }: Signal) => apiClient.call(shopsApi.searchTypes, { signal }),
    staleTime: Infinity,
  });
}
