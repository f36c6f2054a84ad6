import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  callPath,
  seoValuesResponseSchema,
  shopsApi,
  type SeoUpload,
  type ShopDataUpdate,
} from '@trova/contracts';
import { apiClient } from '../../lib/api/api-client';
import { ensureOk } from '../../lib/api/ensure-ok';
import { shopKeys, shopListQuery } from '../shops/shops.queries';
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

/**
 * `DELETE shops/{id}`, then the shops are read again; answers which shop to open next and where
 * (afterShopDeleted). The status polls are asked again whatever happened.
 */
export function useDeleteShop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (shopId: string) => {
      ensureOk(await apiClient.call(shopsApi.remove, { params: { id: shopId } }));
      const remaining = await queryClient.fetchQuery({ ...shopListQuery, staleTime: 0 });
      return afterShopDeleted(remaining.filter((shop) => shop.id !== shopId));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: shopKeys.checks }),
  });
}
