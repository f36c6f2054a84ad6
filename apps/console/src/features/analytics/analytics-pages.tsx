import { useTranslation } from 'react-i18next';
import { TabHeading } from '../../lib/ui/section-layout';

export { AnalyticsOverviewPage } from './analytics-overview-page';

// Queries and filters (docs/product/analytics.md) arrive with the analytics issue.

export function AnalyticsQueriesPage() {
  const { t } = useTranslation();
  return <TabHeading>{t('sections.analytics.queries')}</TabHeading>;
}

export function AnalyticsFiltersPage() {
  const { t } = useTranslation();
  return <TabHeading>{t('sections.analytics.filters')}</TabHeading>;
}
