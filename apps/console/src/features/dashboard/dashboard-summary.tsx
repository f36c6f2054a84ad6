import { Paper, SimpleGrid, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DashboardOverview } from '@trova/contracts';
import type { SecondsRange } from '../analytics/analytics-dates';
import { formatCount } from '../analytics/analytics-format';
import { AnalyticsError } from '../analytics/analytics-states';
import { useCurrentShopId } from '../shops/current-shop-store';
import { useDashboardOverview } from './dashboard.queries';
import { TopList } from './top-list';

function Total({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder p="md" component="li" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={26} fw={700}>
        {formatCount(value)}
      </Text>
    </Paper>
  );
}

const queryEntry = (row: { query: string; count: number }) => ({
  value: row.query,
  count: row.count,
});

function SummaryContent({ overview }: { overview: DashboardOverview }) {
  const { t } = useTranslation();
  return (
    <>
      <SimpleGrid
        cols={{ base: 1, sm: 2 }}
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        <Total label={t('dashboard.totals.searches')} value={overview.totalSearches} />
        <Total label={t('dashboard.totals.productClicks')} value={overview.totalProductClicks} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <TopList
          listType="most_searched_queries"
          entries={overview.mostSearchedQueries.map(queryEntry)}
        />
        <TopList
          listType="most_clicked_products"
          entries={overview.mostClickedProducts.map((row) => ({
            value: row.title,
            count: row.count,
          }))}
        />
        <TopList
          listType="no_results_queries"
          entries={overview.noResultsQueries.map(queryEntry)}
        />
      </SimpleGrid>
    </>
  );
}

/**
 * The dashboard summary (docs/product/analytics.md#dashboard): totals of searches and product
 * clicks, then trending searches, most clicked products and searches with no results.
 */
export function DashboardSummary({ range }: { range: SecondsRange }) {
  const { t } = useTranslation();
  const overview = useDashboardOverview(useCurrentShopId(), range);
  if (overview.isPending) {
    return (
      <Stack aria-busy>
        <VisuallyHidden role="status">{t('analytics.states.loading')}</VisuallyHidden>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Skeleton h={86} radius="md" />
          <Skeleton h={86} radius="md" />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} h={320} radius="md" />
          ))}
        </SimpleGrid>
      </Stack>
    );
  }
  if (overview.isError) {
    return <AnalyticsError error={overview.error} onRetry={() => void overview.refetch()} />;
  }
  return (
    <Stack aria-busy={overview.isPlaceholderData}>
      <SummaryContent overview={overview.data} />
    </Stack>
  );
}
