import { useState } from 'react';
import { Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { AnalyticsScreenHeader } from './analytics-screen-header';
import { EmptyRows, AnalyticsState } from './analytics-screen-state';
import { useQueryInfoPages, type TableSorting } from './analytics-queries.queries';
import { BackLink } from './back-link';
import { PagedRegion } from './paged-region';
import { QueryProductsTable } from './query-products-table';
import { QueryWeekdayChart } from './query-weekday-chart';
import { analyticsBackUrl, readAnalyticsOrigin } from './urls';

const PRODUCT_TABS = ['all', 'query', 'filters'] as const;
type ProductTab = (typeof PRODUCT_TABS)[number];

/** Sorted by position ascending unless the owner picks another column (docs/product/analytics.md). */
export const DEFAULT_QUERY_SORTING: TableSorting = { key: 'position', order: 'ASC' };

/** Back from a query: to the list it was opened from, else to the highlights. */
function QueryBackLink() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const { list } = readAnalyticsOrigin(search);
  const label =
    list === undefined
      ? t('analyticsQueries.backToHighlights')
      : t('analyticsQueries.backToList', { list: t(`analyticsQueries.highlights.${list}`) });
  return <BackLink to={analyticsBackUrl(search, { list })} label={label} />;
}

/** One query: the weekday chart and the products it showed, in three tabs. */
export function QueryDetailPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const query = useParams().query ?? '';
  const [sorting, setSorting] = useState<TableSorting>(DEFAULT_QUERY_SORTING);
  const [tab, setTab] = useState<ProductTab>('all');
  const pages = useQueryInfoPages(query, sorting);
  const first = pages.data?.pages[0];
  const products = pages.data?.pages.flatMap((page) => page.queryProducts[tab]) ?? [];
  const origin = { query, list: readAnalyticsOrigin(search).list };
  const title = t('analyticsQueries.productsTitle');
  return (
    <Stack>
      <AnalyticsScreenHeader
        title={t('analyticsQueries.queryTitle', { query })}
        back={<QueryBackLink />}
      />
      <AnalyticsState
        isPending={pages.isPending}
        error={first === undefined ? pages.error : null}
        onRetry={() => void pages.refetch()}
      >
        {first ? <QueryWeekdayChart chart={first.chartData} /> : null}
        <Title order={3}>{title}</Title>
        <Tabs
          value={tab}
          onChange={(value) => setTab(PRODUCT_TABS.find((v) => v === value) ?? 'all')}
        >
          <Tabs.List>
            {PRODUCT_TABS.map((value) => (
              <Tabs.Tab key={value} value={value}>
                {t(`analyticsQueries.tabs.${value}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {/* One panel, the chosen tab's: the three tables share columns and paging. */}
          <Tabs.Panel value={tab} pt="sm">
            {products.length === 0 ? (
              <EmptyRows>{t('analyticsQueries.noProducts')}</EmptyRows>
            ) : (
              <PagedRegion
                label={title}
                hasMore={pages.hasNextPage}
                loadingMore={pages.isFetchingNextPage}
                onEndReached={() => void pages.fetchNextPage()}
              >
                <QueryProductsTable
                  products={products}
                  sorting={sorting}
                  onSort={setSorting}
                  origin={origin}
                />
              </PagedRegion>
            )}
          </Tabs.Panel>
        </Tabs>
      </AnalyticsState>
    </Stack>
  );
}
