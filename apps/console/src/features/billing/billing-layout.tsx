import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { SectionLayout, type SectionTab } from '../../lib/ui/section-layout';
import { notFoundPath } from '../shell/urls';
import { useBillingHidden } from './billing-visibility';
import {
  BillingWarningDescription,
  BillingWarningIcon,
  useBillingWarningText,
} from './billing-warning-icon';
import { useBillingWarnings } from './use-billing-status';
import { billingInformationPath, billingOverviewPath, billingPlansPath } from './urls';

const DESCRIPTION_ID = 'billing-tabs-warning';

/**
 * The billing section: its tabs carry the warning icon when billing info is incomplete, the plan is
 * inactive, an automatic plan has no card, the plan is cancelled or a payment failed. Hidden, as
 * not found, while the current shop is a Shopify shop.
 */
export function BillingLayout() {
  const { t } = useTranslation();
  const hidden = useBillingHidden();
  const warning = useBillingWarningText(useBillingWarnings({ detailed: true }));
  if (hidden) return <Navigate to={notFoundPath} replace />;
  const warned = (tab: SectionTab): SectionTab =>
    warning
      ? { ...tab, marker: <BillingWarningIcon text={warning} />, describedBy: DESCRIPTION_ID }
      : tab;
  return (
    <Stack gap={0}>
      {warning ? <BillingWarningDescription id={DESCRIPTION_ID} text={warning} /> : null}
      <SectionLayout
        title={t('sections.billing.title')}
        tabs={[
          warned({ to: billingOverviewPath, label: t('sections.billing.overview') }),
          warned({ to: billingPlansPath, label: t('sections.billing.plans') }),
          warned({ to: billingInformationPath, label: t('sections.billing.information') }),
        ]}
      />
    </Stack>
  );
}
