import { useTranslation } from 'react-i18next';
import { TabHeading } from '../../lib/ui/section-layout';

// Plan, consumption and billing-data content (docs/product/billing.md) arrives with the billing
// issue.

export function BillingOverviewPage() {
  const { t } = useTranslation();
  return <TabHeading>{t('sections.billing.overview')}</TabHeading>;
}

export function BillingPlansPage() {
  const { t } = useTranslation();
  return <TabHeading>{t('sections.billing.plans')}</TabHeading>;
}

export function BillingInformationPage() {
  const { t } = useTranslation();
  return <TabHeading>{t('sections.billing.information')}</TabHeading>;
}
