import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { shopsApi, type FacetLabelsUpload } from '@trova/contracts';
import { apiClient } from '../../lib/api/api-client';
import { ensureOk } from '../../lib/api/ensure-ok';

type Signal = { signal: AbortSignal };

/** Outside the `['shops']` prefix so that reloading the shop list does not refetch them. */
export const layoutKeys = {
  categories: (shopId: string) => ['shop-categories', shopId] as const,
  facetLabels: (shopKey: string) => ['shop-facet-labels', shopKey] as const,
};

/** `GET shops/{id}/categories`: the category tree the showcase picks from, asked once needed. */
export function useShopCategories(shopId: string, enabled: boolean) {
  return useQuery({
    queryKey: layoutKeys.categories(shopId),
    queryFn: ({ signal }: Signal) =>
      apiClient.call(shopsApi.categories, { params: { id: shopId }, signal }),
    enabled,
  });
}

/** `GET shops/{shopKey}/facets`: the facet labels uploaded from the labels CSV. */
export function useFacetLabels(shopKey: string) {
  return useQuery({
    queryKey: layoutKeys.facetLabels(shopKey),
    queryFn: ({ signal }: Signal) =>
      apiClient.call(shopsApi.facetLabels, { params: { shopKey }, signal }),
  });
}

/** `POST shops/{id}/facets`: the labels CSV's rows, stored at once; the labels are read again. */
export function useUploadFacetLabels(shopId: string, shopKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: FacetLabelsUpload) =>
      ensureOk(await apiClient.call(shopsApi.uploadFacetLabels, { params: { id: shopId }, body })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: layoutKeys.facetLabels(shopKey) }),
  });
}

/** `DELETE shops/{id}/facets`: the uploaded labels are removed at once. */
export function useDeleteFacetLabels(shopId: string, shopKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      ensureOk(await apiClient.call(shopsApi.deleteFacetLabels, { params: { id: shopId } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: layoutKeys.facetLabels(shopKey) }),
  });
}
