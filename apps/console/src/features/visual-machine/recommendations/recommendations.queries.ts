import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  callPath,
  productSearchResultSchema,
  PRODUCT_PICKER_PAGE_SIZE,
  recommendApi,
  visualMachineApi,
  type HistoryInterval,
  type Recommendation,
  type SavedRecommendation,
  type VmProduct,
} from '@trova/contracts';
import { apiClient, buildApiUrl } from '../../../lib/api/api-client';
import { loadPublicConfig } from '../../../lib/api/public-config';
import { usePreviewToken } from '../../preview/preview.queries';
import { toVmProduct } from '../product-panel/product-picker';
import type { VmListCalls } from '../vm-lists.queries';
import { previewParams } from './recommendation-preview';

type Signal = { signal: AbortSignal };

/** Recommendations: `shops/{id}/recommendations`, the order saved as `{ rules }`. */
export const recommendationCalls: VmListCalls<Recommendation, SavedRecommendation> = {
  kind: 'recommendations',
  list: (id, signal) =>
    apiClient.call(visualMachineApi.recommendations, { params: { id }, signal }),
  create: (id, body) =>
    apiClient.call(visualMachineApi.createRecommendation, { params: { id }, body }),
  update: (id, itemId, body) =>
    apiClient.call(visualMachineApi.updateRecommendation, { params: { id, itemId }, body }),
  remove: (id, itemId) =>
    apiClient.call(visualMachineApi.deleteRecommendation, { params: { id, itemId } }),
  saveOrder: (id, rules) =>
    apiClient.call(visualMachineApi.saveRecommendationOrder, { params: { id }, body: { rules } }),
};

/**
 * The shop's public search, which a stored or template recommender points at
 * (`{base}/API/shops/{shopKey}/search`, docs/product/visual-machine.md#recommendations).
 * @example await shopSearchUrl('k1') // 'https://trova.example/API/shops/k1/search'
 */
export async function shopSearchUrl(shopKey: string): Promise<string> {
  const { baseurl } = await loadPublicConfig();
  return buildApiUrl(baseurl, `shops/${encodeURIComponent(shopKey)}/search`);
}

/**
 * A rule about to be saved, its stored or template search pointing at the shop's public search.
 * @example await withSearchUrl(rule, 'k1') // recommender.recommender.baseUrl: '…/API/shops/k1/search'
 */
export async function withSearchUrl(
  rule: Recommendation,
  shopKey: string,
): Promise<Recommendation> {
  const inner = rule.recommender.recommender;
  if (inner.type === 'custom') return rule;
  const baseUrl = await shopSearchUrl(shopKey);
  return { ...rule, recommender: { ...rule.recommender, recommender: { ...inner, baseUrl } } };
}

export const recommendationKeys = {
  historyInterval: (shopId: string) => ['visual-machine', 'history-interval', shopId] as const,
  queryPreview: (shopKey: string, queryString: string, size: number, currency: string) =>
    ['visual-machine', 'reco-preview', shopKey, queryString, size, currency] as const,
  servedPreview: (shopKey: string, tag: string, productId: string, token: string) =>
    ['visual-machine', 'reco-served', shopKey, tag, productId, token] as const,
};

/**
 * `GET shops/{id}/recommendations/history-interval`: 15 or 30 days (30 until saved).
 * @example useHistoryInterval('shop-1').data?.historyInterval // '30'
 */
export function useHistoryInterval(shopId: string) {
  return useQuery({
    queryKey: recommendationKeys.historyInterval(shopId),
    queryFn: ({ signal }: Signal) =>
      apiClient.call(visualMachineApi.historyInterval, { params: { id: shopId }, signal }),
  });
}

/**
 * `PUT shops/{id}/recommendations/history-interval`; the answer becomes what the select shows.
 * @example useSaveHistoryInterval('shop-1').mutate('15')
 */
export function useSaveHistoryInterval(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (historyInterval: HistoryInterval) =>
      apiClient.call(visualMachineApi.setHistoryInterval, {
        params: { id: shopId },
        body: { historyInterval },
      }),
    onSuccess: (answer) =>
      queryClient.setQueryData(recommendationKeys.historyInterval(shopId), answer),
  });
}

/**
 * The first `size` products of a stored search, run on the product picker's search (the shop's
 * index and search rules, never counted, no campaigns, as recommendations are served), 10 a page.
 * @example useQueryPreview('k1', 'q=sofa', 20, 'EUR', true).data // the first 20 products
 */
export function useQueryPreview(
  shopKey: string,
  queryString: string,
  size: number,
  currency: string,
  enabled: boolean,
) {
  return useQuery({
    queryKey: recommendationKeys.queryPreview(shopKey, queryString, size, currency),
    queryFn: async ({ signal }: Signal): Promise<VmProduct[]> => {
      const found: VmProduct[] = [];
      for (let offset = 0; found.length < size; offset += PRODUCT_PICKER_PAGE_SIZE) {
        const page = await apiClient.request({
          path: callPath(visualMachineApi.productSearch.path, { shopKey }),
          query: previewParams(queryString, offset, currency),
          schema: productSearchResultSchema,
          signal,
        });
        found.push(...page.results.map(toVmProduct));
        if (page.results.length < PRODUCT_PICKER_PAGE_SIZE) break;
        if (offset + PRODUCT_PICKER_PAGE_SIZE >= page.results_count) break;
      }
      return found.slice(0, size);
    },
    enabled,
  });
}

/**
 * What the server serves a stored external recommendation on a product's page:
 * `GET shops/{shopKey}/recommend` with the `product` context, its tag and the product, sent with
 * the console's preview token (an unpublished shop answers, nothing is counted). Null when the
 * rule is not among the answered ones.
 * @example useServedPreview(shop, { id: 'r1', tag: 'pdp' }, 'sku-1').data?.products
 */
export function useServedPreview(
  shop: { id: string; key: string },
  rule: { id: string; tag: string },
  productId: string | null,
) {
  const token = usePreviewToken(productId === null ? undefined : shop.id).data?.token;
  return useQuery({
    queryKey: recommendationKeys.servedPreview(shop.key, rule.tag, productId ?? '', token ?? ''),
    queryFn: async ({ signal }: Signal) => {
      const answer = await apiClient.call(recommendApi.recommend, {
        params: { shopKey: shop.key },
        query: {
          context: 'product',
          q: '',
          tag: rule.tag,
          productId: productId ?? '',
          preview: token,
        },
        signal,
      });
      return answer.recommendations.find((served) => served.id === rule.id) ?? null;
    },
    enabled: productId !== null && token !== undefined,
  });
}
