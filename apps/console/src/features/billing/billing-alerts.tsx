import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { supportPath } from '../support/urls';
import type { BillingWarnings, PlanState } from './billing-state.rules';
import { billingInformationPath } from './urls';

function InformationLink({ label }: { label: string }) {
  return (
    <Anchor component={Link} to={billingInformationPath} size="sm">
      {label}
    </Anchor>
  );
}

/**
 * The overview's boxes (docs/product/billing.md#overview-screen): the suspended message with the
 * contact hint, a failed payment, incomplete billing info (info during the trial, error
 * otherwise), and an automatic plan without a card.
 */
export function BillingAlerts(props: { warnings: BillingWarnings; state: PlanState }) {
  const { t } = useTranslation();
  const { warnings, state } = props;
  const onTrial = state.planKey === 'trial';
  return (
    <Stack gap="sm">
      {warnings.planInactive ? (
        <Alert color="red" role="alert" title={t('billing.warnings.suspendedTitle')}>
          <Text size="sm">{t('billing.warnings.suspended')}</Text>
          <Anchor component={Link} to={supportPath} size="sm">
            {t('billing.warnings.contact')}
          </Anchor>
        </Alert>
      ) : null}
      {warnings.paymentFailed && !warnings.planInactive ? (
        <Alert color="red" role="alert" title={t('billing.warnings.paymentFailedTitle')}>
          <Text size="sm">{t('billing.warnings.paymentFailed')}</Text>
          <InformationLink label={t('billing.warnings.goToInformation')} />
        </Alert>
      ) : null}
      {warnings.infoIncomplete ? (
        <Alert
          color={onTrial ? 'blue' : 'red'}
          role={onTrial ? 'status' : 'alert'}
          title={t('billing.warnings.infoIncompleteTitle')}
        >
          <Text size="sm">
            {t(
              onTrial
                ? 'billing.warnings.infoIncompleteTrial'
                : 'billing.warnings.updatePaymentInfo',
            )}
          </Text>
          <InformationLink label={t('billing.warnings.goToInformation')} />
        </Alert>
      ) : null}
      {warnings.noCard ? (
        <Alert color="yellow" role="alert" title={t('billing.warnings.noCardTitle')}>
          <Text size="sm">{t('billing.warnings.noCard')}</Text>
          <InformationLink label={t('billing.warnings.addCard')} />
        </Alert>
      ) : null}
    </Stack>
  );
}
