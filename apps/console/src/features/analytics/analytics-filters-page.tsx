import { useState } from 'react';
import { Stack, Title } from '@mantine/core';
import type { SortDirection } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { mergeFacetPages, useFacetsInfoPages } from './analytics-filters.queries';
import { AnalyticsScreenHeader } from './analytics-screen-header';
import { AnalyticsState } from './analytics-screen-state';
import { FacetDetail } from './facet-detail';
import { FilterRankTables } from './filter-rank-tables';
import { FilterRowsTable } from './filter-rows-table';
import { FiltersHeader } from './filters-header';
import { PagedRegion } from './paged-region';
import { sortOptionName } from './sort-option-name';
import { FACET_PARAM, filtersUrl } from './urls';

/** The filters tab without a facet open: totals, best and worst, facets and sorting tables. */
function FiltersOverview() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const [facetsOrder, setFacetsOrder] = useState<SortDirection>('DESC');
  const [sortingOrder, setSortingOrder] = useState<SortDirection>('DESC');
  const pages = useFacetsInfoPages(facetsOrder, sortingOrder);
  const first = pages.data?.pages[0];
  const merged = pages.data ? mergeFacetPages(pages.data.pages) : undefined;
  const sorting = (pages.data?.pages.flatMap((page) => page.sorting) ?? []).map((row) => ({
    ...row,
    label: sortOptionName(row, t),
  }));
  const paging = {
    hasMore: pages.hasNextPage,
    loadingMore: pages.isFetchingNextPage,
    onEndReached: () => void pages.fetchNextPage(),
  };
  return (
    <Stack>
      <AnalyticsScreenHeader title={t('sections.analytics.filters')} />
      <AnalyticsState
        isPending={pages.isPending}
        error={first === undefined ? pages.error : null}
        onRetry={() => void pages.refetch()}
      >
        {first && merged ? (
          <>
            <FiltersHeader searches={first.searches} clicks={first.click} />
            <FilterRankTables
              best={merged.best}
              worst={merged.worst}
              labelHeader={t('analyticsFilters.columns.filter')}
            />
            <Title order={3}>{t('analyticsFilters.facets')}</Title>
            <PagedRegion label={t('analyticsFilters.facets')} {...paging}>
              <FilterRowsTable
                rows={merged.facets}
                labelHeader={t('analyticsFilters.columns.facet')}
                empty={t('analyticsFilters.empty')}
                searchesOrder={facetsOrder}
                onSearchesOrder={setFacetsOrder}
                linkTo={(facet) => filtersUrl(search, facet)}
                linkLabel={(facet) => t('analyticsFilters.openFacet', { facet })}
              />
            </PagedRegion>
            <Title order={3}>{t('analyticsFilters.sorting')}</Title>
            <PagedRegion label={t('analyticsFilters.sorting')} {...paging}>
              <FilterRowsTable
                rows={sorting}
                labelHeader={t('analyticsFilters.columns.sort')}
                empty={t('analyticsFilters.emptySorting')}
                searchesOrder={sortingOrder}
                onSearchesOrder={setSortingOrder}
              />
            </PagedRegion>
          </>
        ) : null}
      </AnalyticsState>
    </Stack>
  );
}

/**
 * The filters tab (docs/product/analytics.md#filters); `?facet=` opens a facet's detail, so a
 * reload or a shared link keeps it and the browser's Back closes it.
 */
export function AnalyticsFiltersPage() {
  const [params] = useSearchParams();
  const facet = params.get(FACET_PARAM);
  return facet ? <FacetDetail key={facet} facet={facet} /> : <FiltersOverview />;
}
