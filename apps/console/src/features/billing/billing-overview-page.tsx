import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { currentQueryThreshold } from '@trova/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TabHeading } from '../../lib/ui/section-layout';
import { hasSessionToken } from '../../lib/api/session-store';
import { usePublicConfig } from '../../lib/api/use-public-config';
import { useNow } from '../../lib/time/use-now';
import { customerQuery } from '../account/account.queries';
import { useShops } from '../shops/shops.queries';
import { BillingAlerts } from './billing-alerts';
import { planState } from './billing-state.rules';
import { useCustomerPlan } from './billing.queries';
import { PaymentHistory } from './payment-history';
import { PlanSummary } from './plan-summary';
import { SavedCards } from './saved-cards';
import { ShopUsage } from './shop-usage';
import { ManualPaymentNote } from './manual-payment-note';
import { useBillingWarnings, usesCardPayments } from './use-billing-status';

/**
 * `/billing/overview` (docs/product/billing.md#overview-screen): warnings, the plan, usage per
 * shop, the saved cards and the history by year.
 */
function BillingOverviewPageContent() {
  const { t } = useTranslation();
  const plans = useCustomerPlan();
  const info = useQuery({ ...customerQuery, enabled: hasSessionToken() });
  const shops = useShops();
  const warnings = useBillingWarnings({ detailed: true });
  const provider = usePublicConfig()?.billing.provider;
  const nowMs = useNow();

  if (plans.isPending) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>{t('billing.loading')}</Text>
      </Group>
    );
  }
  if (plans.isError) {
    return (
      <Alert color="red" role="alert" title={t('billing.loadError')}>
        <Button variant="light" size="xs" onClick={() => void plans.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  const now = new Date(nowMs);
  const nowSeconds = now.getTime() / 1000;
  const state = planState(plans.data, info.data?.isDeactivating === true, nowSeconds);
  return (
    <Stack>
      <BillingAlerts warnings={warnings} state={state} />
      <PlanSummary state={state} nowSeconds={nowSeconds} />
      <ShopUsage
        shops={shops.data ?? []}
        threshold={currentQueryThreshold(state.plan, nowSeconds)}
      />
      {usesCardPayments(provider, state.plan) ? <SavedCards /> : null}
      <ManualPaymentNote provider={provider} />
      <PaymentHistory now={now} />
    </Stack>
  );
}

export function BillingOverviewPage() {
  const { t } = useTranslation();
  return (
    <Stack>
      <TabHeading>{t('sections.billing.overview')}</TabHeading>
      <BillingOverviewPageContent />
    </Stack>
  );
}
