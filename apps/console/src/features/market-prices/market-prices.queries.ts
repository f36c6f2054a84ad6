import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { marketPricesApi, type CompetitorFeedList } from '@trova/contracts';
import { apiClient } from '../../lib/api/api-client';

type Signal = { signal: AbortSignal };

/** While a feed waits for its first fetch, the list is asked again this often. */
export const FEED_POLL_MS = 3000;

export const marketPriceKeys = {
  all: (shopId: string) => ['market-prices', shopId] as const,
  sharing: (shopId: string) => ['market-prices', shopId, 'sharing'] as const,
  feeds: (shopId: string) => ['market-prices', shopId, 'feeds'] as const,
  products: (shopId: string, page: number) => ['market-prices', shopId, 'products', page] as const,
};

/** Whether some feed has not been fetched yet (just added): its result is worth waiting for. */
export function hasPendingFeed(list: CompetitorFeedList | undefined): boolean {
  return list?.feeds.some((feed) => feed.lastFetchedAt === null) ?? false;
}

export function useSharing(shopId: string) {
  return useQuery({
    queryKey: marketPriceKeys.sharing(shopId),
    queryFn: ({ signal }: Signal) =>
      apiClient.call(marketPricesApi.sharing, { params: { id: shopId }, signal }),
  });
}

export function useCompetitorFeeds(shopId: string) {
  return useQuery({
    queryKey: marketPriceKeys.feeds(shopId),
    queryFn: ({ signal }: Signal) =>
      apiClient.call(marketPricesApi.feeds, { params: { id: shopId }, signal }),
    refetchInterval: (query) => (hasPendingFeed(query.state.data) ? FEED_POLL_MS : false),
  });
}

export function useMatchedProducts(shopId: string, page: number) {
  return useQuery({
    queryKey: marketPriceKeys.products(shopId, page),
    queryFn: ({ signal }: Signal) =>
      apiClient.call(marketPricesApi.products, { params: { id: shopId }, query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every change can move prices: sharing, feeds and matches are asked again after it. */
function useInvalidateShop(shopId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: marketPriceKeys.all(shopId) });
}

export function useSetSharing(shopId: string) {
  const invalidate = useInvalidateShop(shopId);
  return useMutation({
    mutationFn: (enabled: boolean) =>
      apiClient.call(marketPricesApi.setSharing, { params: { id: shopId }, body: { enabled } }),
    onSuccess: invalidate,
  });
}

export function useAddFeed(shopId: string) {
  const invalidate = useInvalidateShop(shopId);
  return useMutation({
    mutationFn: (url: string) =>
      apiClient.call(marketPricesApi.addFeed, { params: { id: shopId }, body: { url } }),
    onSuccess: invalidate,
  });
}

export function useDeleteFeed(shopId: string) {
  const invalidate = useInvalidateShop(shopId);
  return useMutation({
    mutationFn: (feedId: string) =>
      apiClient.call(marketPricesApi.deleteFeed, { params: { id: shopId, feedId } }),
    onSuccess: invalidate,
  });
}

export function useRefreshFeed(shopId: string) {
  const invalidate = useInvalidateShop(shopId);
  return useMutation({
    mutationFn: (feedId: string) =>
      apiClient.call(marketPricesApi.refreshFeed, { params: { id: shopId, feedId } }),
    onSuccess: invalidate,
  });
}
