import { useEffect, useRef } from 'react';
import { Button, Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface LoadMoreProps {
  /** Whether another page may exist; without one nothing is shown. */
  hasMore: boolean;
  /** A page is loading: nothing more is asked until it arrives. */
  loading: boolean;
  onLoadMore: () => void;
}

/**
 * The end of a paged list (docs/product/analytics.md#paging-and-navigation): scrolling it into
 * view asks for the next page; the button does the same for keyboard users and where
 * IntersectionObserver is missing.
 * @example <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onLoadMore={() => void list.fetchNextPage()} />
 */
export function LoadMore({ hasMore, loading, onLoadMore }: LoadMoreProps) {
  const { t } = useTranslation();
  const sentinel = useRef<HTMLDivElement>(null);
  const load = useRef(onLoadMore);

  useEffect(() => {
    load.current = onLoadMore;
  });

  // A fresh observer after each page reports at once whether the end is still in view, so a list
  // shorter than the screen keeps loading until it fills it or ends.
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasMore || loading || typeof IntersectionObserver === 'undefined') {
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      load.current();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, loading]);

  return (
    <div ref={sentinel}>
      {hasMore ? (
        <Center py="sm">
          {loading ? (
            <Loader size="sm" aria-label={t('analytics.list.loadingMore')} />
          ) : (
            <Button variant="subtle" onClick={onLoadMore}>
              {t('analytics.list.loadMore')}
            </Button>
          )}
        </Center>
      ) : null}
    </div>
  );
}
