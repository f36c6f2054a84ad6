import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  callPath,
  seoValuesResponseSchema,
  shopsApi,
  type SeoUpload,
  type Shop,
  type ShopDataUpdate,
} from '@trova/contracts';
import { apiClient } from '../../lib/api/api-client';
import { ensureOk } from '../../lib/api/ensure-ok';
import { loadConfiguration, resetConfiguration } from '../configuration/configuration-store';
import { setCurrentShopId } from '../shops/current-shop-store';
import { shopKeys } from '../shops/shops.queries';
import { afterShopDeleted } from './shop-deletion.rules';

type Signal = { signal: AbortSignal };

/** Outside the `['shops']` prefix so that reloading the shop list does not refetch every list. */
export const setupKeys = {
  attributes: (shopId: string) => ['shop-attributes', shopId] as const,
  attributeTypes: ['attribute-types'] as const,
  searchTypes: ['search-types'] as const,
  loader: (shopKey: string) => ['shop-loader', shopKey] as const,
  seoValues: (shopId: string, names: readonly string[]) =>
    ['seo-values', shopId, ...names] as const,
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

/** `GET shops/{key}/loader`: the loader path the import code points at, asked once shown. */
export function useShopLoader(shopKey: string, enabled: boolean) {
  return useQuery({
    queryKey: setupKeys.loader(shopKey),
    queryFn: ({ signal }: Signal) =>
      apiClient.call(shopsApi.loader, { params: { shopKey }, signal }),
    enabled,
  });
}

/**
 * `GET shops/{id}/seo-values` for the active SEO filters: the values a CSV can translate. Sent through
 * `request` because the contract's query type is the parsed list while the wire carries one
 * comma-separated string.
 */
export function useSeoValues(shopId: string, names: readonly string[], enabled: boolean) {
  return useQuery({
    queryKey: setupKeys.seoValues(shopId, names),
    queryFn: ({ signal }: Signal) =>
      apiClient.request({
        method: shopsApi.seoValues.method,
        path: callPath(shopsApi.seoValues.path, { id: shopId }),
        query: { attributes: names.join(',') },
        schema: seoValuesResponseSchema,
        signal,
      }),
    enabled: enabled && names.length > 0,
  });
}

/** `PUT shops/{id}/lang`, sent at once; pending until the shops have reloaded with it. */
export function useSetShopLanguage(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (iso6391: string) =>
      ensureOk(
        await apiClient.call(shopsApi.setLanguage, { params: { id: shopId }, body: { iso6391 } }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopKeys.list }),
  });
}

/** `PUT shops/{id}/data` with the feed URL; the shops reload after. */
export function useSetShopData(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ShopDataUpdate) =>
      ensureOk(await apiClient.call(shopsApi.setData, { params: { id: shopId }, body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopKeys.list }),
  });
}

/** `POST shops/{id}/seo`: the translations CSV's rows, stored at once. */
export function useUploadSeo(shopId: string) {
  return useMutation({
    mutationFn: async (body: SeoUpload) =>
      ensureOk(await apiClient.call(shopsApi.uploadSeo, { params: { id: shopId }, body })),
  });
}

/** `DELETE shops/{id}/seo`: the translations CSV is removed at once. */
export function useDeleteSeo(shopId: string) {
  return useMutation({
    mutationFn: async () =>
      ensureOk(await apiClient.call(shopsApi.deleteSeo, { params: { id: shopId } })),
  });
}

/** A cache key about one shop: it names the shop's id or its public key. */
export function isKeyOfShop(queryKey: readonly unknown[], shop: Pick<Shop, 'id' | 'key'>): boolean {
  return queryKey.some((part) => part === shop.id || part === shop.key);
}

/**
 * `DELETE shops/{id}`, then the console moves on (docs/product/search-setup.md#delete-shop): the
 * first remaining shop becomes current with a fresh draft (or none does), every cached query about
 * the deleted shop is dropped so no poll asks for it again, the SKU total and status checks are
 * asked again, and `onDeleted` leaves for the dashboard or the wizard.
 *
 * Done in the mutation's own callbacks, which run even when the screen that asked has unmounted;
 * and the next shop is made current before the new list is cached, so no screen ever renders
 * "no shop" in between.
 */
export function useDeleteShop(onDeleted: (to: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (shop: Pick<Shop, 'id' | 'key'>) => {
      ensureOk(await apiClient.call(shopsApi.remove, { params: { id: shop.id } }));
      const shops = await apiClient.call(shopsApi.list);
      const remaining = shops.filter((candidate) => candidate.id !== shop.id);
      return { remaining, next: afterShopDeleted(remaining) };
    },
    onSuccess: ({ remaining, next }, shop) => {
      resetConfiguration();
      setCurrentShopId(next.currentShop?.id ?? null);
      if (next.currentShop) loadConfiguration(next.currentShop);
      queryClient.removeQueries({ predicate: (query) => isKeyOfShop(query.queryKey, shop) });
      queryClient.setQueryData(shopKeys.list, remaining);
      void queryClient.invalidateQueries({ queryKey: shopKeys.skuCount });
      onDeleted(next.to);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: shopKeys.checks }),
  });
}
