import { useTranslation } from 'react-i18next';
import { SectionLayout } from '../../lib/ui/section-layout';
import { billingInformationPath, billingOverviewPath, billingPlansPath } from './urls';

export function BillingLayout() {
  const { t } = useTranslation();
  return (
    <SectionLayout
      title={t('sections.billing.title')}
      tabs={[
        { to: billingOverviewPath, label: t('sections.billing.overview') },
        { to: billingPlansPath, label: t('sections.billing.plans') },
        { to: billingInformationPath, label: t('sections.billing.information') },
      ]}
    />
  );
}
