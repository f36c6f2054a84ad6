import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { shopsApi, type RevisionPage } from '@trova/contracts';
import { apiClient } from '../../lib/api/api-client';
import { adoptSavedShops } from '../configuration/saved-shops';
import { scheduleIndexingCheck } from '../shops/shops.queries';
import { historyKeys } from './history-keys';

/** Revisions asked per page; the server answers at most REVISIONS_PAGE_MAX. */
export const REVISIONS_PAGE_SIZE = 20;

/**
 * Offset of the next page (`from` counts revisions, newest first), or undefined once every
 * revision the server keeps has been read.
 * @example nextRevisionsFrom([{ items: [..20 items], total: 45, current: 45 }]) // 20
 */
export function nextRevisionsFrom(pages: readonly RevisionPage[]): number | undefined {
  const read = pages.reduce((count, page) => count + page.items.length, 0);
  const last = pages.at(-1);
  if (!last || last.items.length === 0 || read >= last.total) return undefined;
  return read;
}

/** `GET shops/{id}/revisions`, newest first, a page at a time ("load more"). */
export function useRevisionPages(shopId: string | null, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: historyKeys.revisions(shopId ?? ''),
    queryFn: ({ pageParam, signal }) =>
      apiClient.call(shopsApi.revisions, {
        params: { id: shopId ?? '' },
        query: { from: pageParam, size: REVISIONS_PAGE_SIZE },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextRevisionsFrom(pages),
    enabled: enabled && shopId !== null,
  });
}

/**
 * `POST shops/{id}/revisions/{revision}/rollback`: a save like any other. The answered list
 * replaces the cache, the restored configuration becomes the draft's baseline, the history is read
 * again (the rollback is its newest revision) and indexing is checked again after a second.
 */
export function useRollback(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (revision: number) =>
      apiClient.call(shopsApi.rollback, { params: { id: shopId, revision } }),
    onSuccess: (shops) => {
      adoptSavedShops(queryClient, shops, shopId);
      scheduleIndexingCheck(queryClient, shopId);
      void queryClient.invalidateQueries({ queryKey: historyKeys.revisions(shopId) });
    },
  });
}
