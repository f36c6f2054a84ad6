import { useTranslation } from 'react-i18next';
import { SectionHeader } from '../../lib/ui/section-layout';

// Totals and top-10 lists (docs/product/analytics.md#dashboard) arrive with the analytics issue.
export function DashboardPage() {
  const { t } = useTranslation();
  return <SectionHeader title={t('sections.dashboard.title')} />;
}
