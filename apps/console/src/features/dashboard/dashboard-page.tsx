import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DASHBOARD_PRESETS, defaultDashboardRange } from '@trova/contracts';
import { SectionHeader } from '../../lib/ui/section-layout';
import { AnalyticsControls } from '../analytics/analytics-controls';
import { useAnalyticsFilters } from '../analytics/analytics-filters';
import { DashboardFullList } from './dashboard-full-list';
import { DashboardSummary } from './dashboard-summary';
import { DASHBOARD_LIST_PARAM, dashboardListOf } from './urls';

/**
 * The dashboard (docs/product/analytics.md#dashboard): a timeframe (default yesterday, presets up
 * to past year) over either the summary or, with `?list=…`, one full list. The range is in the
 * URL, so changing it refreshes whichever view is shown and links keep it.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { date } = useAnalyticsFilters(defaultDashboardRange);
  const listType = dashboardListOf(params.get(DASHBOARD_LIST_PARAM));
  return (
    <Stack>
      <SectionHeader title={t('sections.dashboard.title')} />
      <AnalyticsControls
        presets={DASHBOARD_PRESETS}
        withDevice={false}
        defaultRange={defaultDashboardRange}
      />
      {listType ? (
        <DashboardFullList listType={listType} range={date} />
      ) : (
        <DashboardSummary range={date} />
      )}
    </Stack>
  );
}
