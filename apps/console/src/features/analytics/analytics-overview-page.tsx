import { Stack, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TabHeading } from '../../lib/ui/section-layout';
import { useCurrentShopId } from '../shops/current-shop-store';
import { AnalyticsControls } from './analytics-controls';
import { useAnalyticsFilters } from './analytics-filters';
import { AnalyticsEmpty, AnalyticsError } from './analytics-states';
import { useAnalyticsOverview } from './analytics.queries';
import { KpiTiles, KpiTilesSkeleton } from './overview/kpi-tiles';
import { OverviewCharts, OverviewChartsSkeleton } from './overview/overview-charts';
import { SearchFunnel, SearchFunnelSkeleton } from './overview/search-funnel';

/**
 * The analytics overview tab (docs/product/analytics.md#overview): the shared controls, then KPI
 * tiles, the funnel and three charts for the current shop, device and range. A range without
 * searches says so instead of drawing zeros; a failure offers a retry.
 */
export function AnalyticsOverviewPage() {
  const { t } = useTranslation();
  return (
    <Stack>
      <TabHeading>{t('sections.analytics.overview')}</TabHeading>
      <AnalyticsControls />
      <OverviewContent />
    </Stack>
  );
}

function OverviewContent() {
  const { t } = useTranslation();
  const filters = useAnalyticsFilters();
  const overview = useAnalyticsOverview(useCurrentShopId(), filters);

  if (overview.isPending) {
    return (
      <Stack aria-busy>
        <VisuallyHidden role="status">{t('analytics.states.loading')}</VisuallyHidden>
        <KpiTilesSkeleton />
        <SearchFunnelSkeleton />
        <OverviewChartsSkeleton />
      </Stack>
    );
  }
  if (overview.isError) {
    return <AnalyticsError error={overview.error} onRetry={() => void overview.refetch()} />;
  }
  const data = overview.data;
  return (
    // While another range or device loads, the last answer stays, marked busy.
    <Stack aria-busy={overview.isPlaceholderData}>
      {data.kpi.total_searches.value === 0 ? (
        <AnalyticsEmpty />
      ) : (
        <>
          <KpiTiles kpi={data.kpi} />
          <SearchFunnel overview={data} />
          <OverviewCharts overview={data} />
        </>
      )}
    </Stack>
  );
}
