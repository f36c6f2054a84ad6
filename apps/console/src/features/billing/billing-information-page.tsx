import { useMemo } from 'react';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { selectedPlan } from '@trova/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TabHeading } from '../../lib/ui/section-layout';
import { hasSessionToken } from '../../lib/api/session-store';
import { usePublicConfig } from '../../lib/api/use-public-config';
import { customerQuery, useMe } from '../account/account.queries';
import { ManualPaymentNote } from './manual-payment-note';
import { billingFormValues, countryFromLocales } from './billing-info-form.rules';
import { BillingInfoForm } from './billing-info-form';
import { useCustomerPlan } from './billing.queries';
import { CardEntry } from './card-entry';
import { isCountryCode } from './countries';
import { SavedCards } from './saved-cards';
import { usesCardPayments } from './use-billing-status';

function browserLocales(): readonly string[] {
  return navigator.languages.length > 0 ? navigator.languages : [navigator.language];
}

/**
 * `/billing/information` (docs/product/billing.md#billing-information): the billing data form, and
 * card entry with the saved cards where the plan pays by card; the manual provider explains how
 * invoices are paid instead.
 */
function BillingInformationPageContent() {
  const { t } = useTranslation();
  const info = useQuery({ ...customerQuery, enabled: hasSessionToken() });
  const me = useMe();
  const plans = useCustomerPlan();
  const billing = usePublicConfig()?.billing;
  const country = useMemo(() => countryFromLocales(browserLocales(), isCountryCode), []);

  // The profile only fills empty names: a failed users/me still lets the form open.
  if (info.isPending || me.isPending) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>{t('billing.loading')}</Text>
      </Group>
    );
  }
  if (info.isError) {
    return (
      <Alert color="red" role="alert" title={t('billing.info.loadError')}>
        <Button variant="light" size="xs" onClick={() => void info.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  const profile = me.data?.status === 'OK' ? me.data : undefined;
  const initial = billingFormValues(info.data, {
    firstName: profile?.firstName ?? '',
    lastName: profile?.lastName ?? '',
    country,
  });
  const plan = plans.data ? selectedPlan(plans.data) : undefined;
  const cards = plans.data !== undefined && usesCardPayments(billing?.provider, plan);
  return (
    <Stack>
      <BillingInfoForm stored={info.data} initial={initial} />
      {cards ? <CardEntry publishableKey={billing?.stripePublishableKey ?? null} /> : null}
      {cards ? <SavedCards /> : null}
      <ManualPaymentNote provider={billing?.provider} />
    </Stack>
  );
}

export function BillingInformationPage() {
  const { t } = useTranslation();
  return (
    <Stack>
      <TabHeading>{t('sections.billing.information')}</TabHeading>
      <BillingInformationPageContent />
    </Stack>
  );
}
