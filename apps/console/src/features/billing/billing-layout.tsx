import { useTranslation } from 'react-i18next';
import { SectionLayout } from '../shell/section-layout';

export function BillingLayout() {
  const { t } = useTranslation();
  return (
    <SectionLayout
      title={t('sections.billing.title')}
      tabs={[
        { to: '/billing/overview', label: t('sections.billing.overview') },
        { to: '/billing/plans', label: t('sections.billing.plans') },
        { to: '/billing/information', label: t('sections.billing.information') },
      ]}
    />
  );
}
