import { useState } from 'react';
import { Stack, Title } from '@mantine/core';
import type { SortDirection } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { mergeFacetPages, useFacetInfoPages } from './analytics-filters.queries';
import { AnalyticsScreenHeader } from './analytics-screen-header';
import { AnalyticsState } from './analytics-screen-state';
import { BackLink } from './back-link';
import { FilterRankTables } from './filter-rank-tables';
import { FilterRowsTable } from './filter-rows-table';
import { PagedRegion } from './paged-region';
import { filtersUrl } from './urls';

/** One facet (`?facet=`): its best and worst values and all its values, with a way back. */
export function FacetDetail({ facet }: { facet: string }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const [order, setOrder] = useState<SortDirection>('DESC');
  const pages = useFacetInfoPages(facet, order);
  const merged = pages.data ? mergeFacetPages(pages.data.pages) : undefined;
  const content = t('analyticsFilters.facetContent');
  return (
    <Stack>
      <AnalyticsScreenHeader
        title={t('analyticsFilters.facetTitle', { facet })}
        back={<BackLink to={filtersUrl(search)} label={t('analyticsFilters.backToFilters')} />}
      />
      <AnalyticsState
        isPending={pages.isPending}
        error={merged === undefined ? pages.error : null}
        onRetry={() => void pages.refetch()}
      >
        {merged ? (
          <>
            <FilterRankTables
              best={merged.best}
              worst={merged.worst}
              labelHeader={t('analyticsFilters.columns.value')}
            />
            <Title order={3}>{content}</Title>
            <PagedRegion
              label={content}
              hasMore={pages.hasNextPage}
              loadingMore={pages.isFetchingNextPage}
              onEndReached={() => void pages.fetchNextPage()}
            >
              <FilterRowsTable
                rows={merged.facets}
                labelHeader={t('analyticsFilters.columns.value')}
                empty={t('analyticsFilters.empty')}
                searchesOrder={order}
                onSearchesOrder={setOrder}
              />
            </PagedRegion>
          </>
        ) : null}
      </AnalyticsState>
    </Stack>
  );
}
