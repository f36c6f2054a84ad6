import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  callPath,
  DEFAULT_CUSTOMER_GROUP,
  DEFAULT_PRODUCT_SEARCH_CURRENCY,
  PRODUCT_PICKER_PAGE_SIZE,
  productSearchResultSchema,
  searchApi,
  visualMachineApi,
  type ProductSearchResult,
} from '@trova/contracts';
import { apiClient } from '../../../lib/api/api-client';
import { usePreviewToken } from '../../preview/preview.queries';
import { pickerParams, type PickerSearch } from './product-picker';

type Signal = { signal: AbortSignal };

export const pickerKeys = {
  search: (shopKey: string, search: PickerSearch, currency: string) =>
    ['visual-machine', 'picker', shopKey, currency, search] as const,
  stats: (shopKey: string, token: string) =>
    ['visual-machine', 'shop-stats', shopKey, token] as const,
};

/**
 * The offset of the page after `pages`, or undefined once every product is loaded.
 * @example nextPickerOffset([{ results: new Array(10), results_count: 12, stats: {} }]) // 10
 */
export function nextPickerOffset(pages: readonly ProductSearchResult[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.results.length, 0);
  const last = pages.at(-1);
  if (!last || last.results.length < PRODUCT_PICKER_PAGE_SIZE) return undefined;
  return loaded < last.results_count ? pages.length * PRODUCT_PICKER_PAGE_SIZE : undefined;
}

/**
 * `GET shops/{shopKey}/visual-machine/search` (docs/product/visual-machine.md#product-picker), 10
 * products a page at offsets 0, 10, 20…; never counted as a request. The parameters are bracketed
 * (`filters[0][0][brand]`), so the request is built here rather than from the parsed contract.
 */
export function usePickerProducts(
  shopKey: string,
  search: PickerSearch,
  currency: string,
  enabled: boolean,
) {
  return useInfiniteQuery({
    queryKey: pickerKeys.search(shopKey, search, currency),
    queryFn: ({ signal, pageParam }: Signal & { pageParam: number }) =>
      apiClient.request({
        path: callPath(visualMachineApi.productSearch.path, { shopKey }),
        query: pickerParams(search, pageParam, currency),
        schema: productSearchResultSchema,
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (_last: ProductSearchResult, pages: ProductSearchResult[]) =>
      nextPickerOffset(pages),
    enabled,
    // The last answer stays while the next search loads: the list does not flash, and the filter
    // keeps offering its values.
    placeholderData: keepPreviousData,
  });
}

/** Categories and the highest price of a shop, for the filter conditions. */
export interface ShopSearchStats {
  categories: string[];
  highestPrice: number | undefined;
}

/**
 * `GET shops/{shopKey}/search` with no text and no products: its `stats.categories` feed the
 * category autocomplete and `stats.price.max` the price slider. It goes with the console's preview
 * token, so an unpublished shop answers and the read is never counted as a shopper's request.
 */
export function useShopSearchStats(shopId: string, shopKey: string, enabled: boolean) {
  const token = usePreviewToken(enabled ? shopId : undefined).data?.token;
  return useQuery({
    queryKey: pickerKeys.stats(shopKey, token ?? ''),
    queryFn: async ({ signal }: Signal): Promise<ShopSearchStats> => {
      const answer = await apiClient.call(searchApi.search, {
        params: { shopKey },
        query: {
          q: '',
          filters: [],
          sort: [],
          offset: 0,
          limit: 0,
          customer_group_id: DEFAULT_CUSTOMER_GROUP,
          currency: DEFAULT_PRODUCT_SEARCH_CURRENCY,
          highlight: '0',
          explain: '0',
          preview: token,
        },
        signal,
      });
      const max = answer.stats.price?.max;
      return {
        categories: Object.keys(answer.stats.categories ?? {}),
        highestPrice: typeof max === 'number' ? max : undefined,
      };
    },
    enabled: enabled && token !== undefined,
    staleTime: 5 * 60_000,
  });
}
