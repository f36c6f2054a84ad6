import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import {
  accountApi,
  nextNotificationOffset,
  NOTIFICATIONS_PAGE_SIZE,
  type Notification,
} from '@trova/contracts';
import { apiClient } from '../../lib/api/api-client';
import { hasSessionToken } from '../../lib/api/session-store';

export const notificationKeys = {
  unread: ['notifications', 'count'] as const,
  list: ['notifications', 'list'] as const,
};

export const unreadCountQuery = {
  queryKey: notificationKeys.unread,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiClient.call(accountApi.unreadCount, { signal }),
};

/** Read by the badge; the notification poll (guard step 3) keeps it fresh. */
export function useUnreadCount() {
  return useQuery({ ...unreadCountQuery, staleTime: Infinity, enabled: hasSessionToken() });
}

/**
 * `from` of each page: 1 for the first, then page*size+1 (docs/product/notifications.md#paging)
 * while the last page came back full.
 */
export function nextPageFrom(pages: readonly (readonly unknown[])[]): number | undefined {
  const last = pages.at(-1);
  if (!last) return 1;
  const from = nextNotificationOffset({
    page: pages.length,
    size: NOTIFICATIONS_PAGE_SIZE,
    lastPageCount: last.length,
  });
  return from ?? undefined;
}

export function useNotificationPages(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: notificationKeys.list,
    queryFn: ({ pageParam, signal }) =>
      apiClient.call(accountApi.notifications, {
        query: { from: pageParam, size: NOTIFICATIONS_PAGE_SIZE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (_last, pages) => nextPageFrom(pages),
    enabled,
  });
}

type Pages = InfiniteData<Notification[], number>;

/**
 * readAt is set locally (docs/product/notifications.md#reading); the poll brings the server's
 * count.
 */
/** `id` null marks every unread notification. */
function markRead(pages: Pages | undefined, id: string | null, at: number): Pages | undefined {
  if (!pages) return pages;
  return {
    ...pages,
    pages: pages.pages.map((page) =>
      page.map((item) =>
        item.readAt === null && (id === null || item.id === id) ? { ...item, readAt: at } : item,
      ),
    ),
  };
}

/** After a read call: readAt is set locally and the unread count is asked again. */
function useOnRead() {
  const queryClient = useQueryClient();
  return (id: string | null) => {
    const now = Math.floor(Date.now() / 1000);
    queryClient.setQueryData<Pages>(notificationKeys.list, (pages) => markRead(pages, id, now));
    return queryClient.invalidateQueries({ queryKey: notificationKeys.unread });
  };
}

export function useReadNotification() {
  const onRead = useOnRead();
  return useMutation({
    mutationFn: (id: string) => apiClient.call(accountApi.readNotification, { params: { id } }),
    onSuccess: (_answer, id) => onRead(id),
  });
}

export function useReadAllNotifications() {
  const onRead = useOnRead();
  return useMutation({
    mutationFn: () => apiClient.call(accountApi.readAllNotifications),
    onSuccess: () => onRead(null),
  });
}
