import { Button } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionLayout } from '../../lib/ui/section-layout';
import { marketPricesPath } from '../market-prices/urls';
import { previewPath } from '../preview/urls';
import { analyticsFiltersPath, analyticsOverviewPath, analyticsQueriesPath } from './urls';

export function AnalyticsLayout() {
  const { t } = useTranslation();
  return (
    <SectionLayout
      title={t('sections.analytics.title')}
      tabs={[
        { to: analyticsOverviewPath, label: t('sections.analytics.overview') },
        { to: analyticsQueriesPath, label: t('sections.analytics.queries') },
        { to: analyticsFiltersPath, label: t('sections.analytics.filters') },
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
