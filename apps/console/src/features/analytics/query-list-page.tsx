import { Stack } from '@mantine/core';
import type { QueryHighlightKey } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import { AnalyticsScreenHeader } from './analytics-screen-header';
import { EmptyRows, AnalyticsState } from './analytics-screen-state';
import { useQueryListPages } from './analytics-queries.queries';
import { BackLink } from './back-link';
import { HighlightTable } from './highlight-table';
import { PagedRegion } from './paged-region';
import { analyticsBackUrl, analyticsQueriesPath, isHighlightKey } from './urls';

function QueryList({ type }: { type: QueryHighlightKey }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const pages = useQueryListPages(type);
  const title = t(`analyticsQueries.highlights.${type}`);
  const items = pages.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Stack>
      <AnalyticsScreenHeader
        title={title}
        back={
          <BackLink
            to={analyticsBackUrl(search, {})}
            label={t('analyticsQueries.backToHighlights')}
          />
        }
      />
      <AnalyticsState
        isPending={pages.isPending}
        error={items.length === 0 ? pages.error : null}
        onRetry={() => void pages.refetch()}
      >
        {items.length === 0 ? (
          <EmptyRows>{t('analyticsQueries.emptyList')}</EmptyRows>
        ) : (
          <PagedRegion
            label={title}
            hasMore={pages.hasNextPage}
            loadingMore={pages.isFetchingNextPage}
            onEndReached={() => void pages.fetchNextPage()}
          >
            <HighlightTable type={type} items={items} origin={{ list: type }} />
          </PagedRegion>
        )}
      </AnalyticsState>
    </Stack>
  );
}

/** One highlight's full list, paged on scroll; rows open their query or product detail. */
export function QueryListPage() {
  const { type } = useParams();
  // An unknown list type has no list: back to the highlights.
  if (!isHighlightKey(type)) return <Navigate to={analyticsQueriesPath} replace />;
  return <QueryList key={type} type={type} />;
}
