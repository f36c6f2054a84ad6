import { Button } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { SectionLayout } from '../../lib/ui/section-layout';
import { marketPricesPath } from '../market-prices/urls';
import { previewPath } from '../preview/urls';
import { analyticsFilterSearch } from './analytics-filters';
import {
  analyticsFiltersPath,
  analyticsLearningPath,
  analyticsOverviewPath,
  analyticsQueriesPath,
} from './urls';

export function AnalyticsLayout() {
  const { t } = useTranslation();
  // Tabs keep the device and range, so switching tab compares like with like.
  const search = analyticsFilterSearch(useLocation().search);
  return (
    <SectionLayout
      title={t('sections.analytics.title')}
      tabs={[
        { to: analyticsOverviewPath, label: t('sections.analytics.overview'), search },
        { to: analyticsQueriesPath, label: t('sections.analytics.queries'), search },
        { to: analyticsFiltersPath, label: t('sections.analytics.filters'), search },
        { to: analyticsLearningPath, label: t('sections.analytics.learning'), search },
        { to: marketPricesPath, label: t('marketPrices.tab') },
      ]}
      extra={
        <Button
          component={Link}
          to={previewPath}
          variant="subtle"
          leftSection={<IconEye size={16} />}
        >
          {t('sections.analytics.preview')}
        </Button>
      }
    />
  );
}
