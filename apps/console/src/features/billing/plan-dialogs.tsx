import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { selectedPlan, type Plan } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../lib/format/number-format';
import { showToast } from '../../lib/toast/toast';
import { formatBillingDate } from './billing-dates';
import { useCancelPlan, useChangePlan } from './billing.queries';
import { planErrorMessage } from './plan-errors';
import { planTitle } from './plan-texts';
import type { PaymentProvider } from './use-billing-status';

interface SubscribeDialogProps {
  /** The plan asked about; undefined keeps the dialog closed. */
  plan: Plan | undefined;
  yearly: boolean;
  provider: PaymentProvider | undefined;
  onClose: () => void;
}

/**
 * Subscribing asks first, with the price of the cycle chosen (`?action=subscribe-plan`). A refusal
 * stays in the dialog with its reason, so the owner sees why (e.g. a change that needs sales).
 */
export function SubscribeDialog({ plan, yearly, provider, onClose }: SubscribeDialogProps) {
  const { t } = useTranslation();
  const change = useChangePlan();
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    change.reset();
    onClose();
  };
  const confirm = async (target: Plan) => {
    setError(null);
    try {
      const plans = await change.mutateAsync({ key: target.key, isMonthly: !yearly });
      const pending = selectedPlan(plans)?.pendingPlan;
      showToast({
        kind: 'success',
        message: t(pending ? 'billing.plans.requested' : 'billing.plans.changed', {
          plan: planTitle(t, target.key, target.title),
        }),
      });
      close();
    } catch (failure) {
      setError(planErrorMessage(t, failure));
    }
  };
  const cycle = t(yearly ? 'billing.plan.yearly' : 'billing.plan.monthly');
  const price = plan ? (yearly ? plan.price.yearly : plan.price.monthly) : 0;
  return (
    <Modal
      opened={plan !== undefined}
      onClose={close}
      title={
        plan ? t('billing.plans.subscribeTitle', { plan: planTitle(t, plan.key, plan.title) }) : ''
      }
      centered
    >
      <Stack>
        <Text>
          {t('billing.plans.subscribeBody', {
            plan: plan ? planTitle(t, plan.key, plan.title) : '',
            cycle,
            price: formatPrice(price),
          })}
        </Text>
        <Text size="sm" c="dimmed">
          {t(
            provider === 'manual'
              ? 'billing.plans.subscribeManual'
              : 'billing.plans.subscribeProration',
          )}
        </Text>
        {error ? (
          <Alert color="red" role="alert" title={t('billing.plans.errors.title')}>
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('billing.plans.back')}
          </Button>
          <Button loading={change.isPending} onClick={() => plan && void confirm(plan)}>
            {t('billing.plans.confirmSubscribe')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * Cancelling asks for confirmation, then shows the "we're sorry" message with the date the plan
 * ends (docs/product/billing.md#plan-states). `?action=cancel-plan`.
 */
export function CancelPlanDialog(props: {
  opened: boolean;
  endsAt: number | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const cancel = useCancelPlan();
  const [ended, setEnded] = useState<{ endsAt: number | null } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const date = (seconds: number | null) =>
    seconds === null ? t('billing.plans.periodEnd') : formatBillingDate(seconds, i18n.language);
  const close = () => {
    setEnded(null);
    setError(null);
    props.onClose();
  };
  const confirm = async () => {
    setError(null);
    try {
      const plans = await cancel.mutateAsync(undefined);
      setEnded({ endsAt: selectedPlan(plans)?.endTimestamp ?? props.endsAt });
    } catch (failure) {
      setError(planErrorMessage(t, failure));
    }
  };
  return (
    <Modal
      opened={props.opened}
      onClose={close}
      title={t(ended ? 'billing.plans.sorryTitle' : 'billing.plans.cancelTitle')}
      centered
    >
      {ended ? (
        <Stack>
          <Text>{t('billing.plans.sorryBody', { date: date(ended.endsAt) })}</Text>
          <Group justify="flex-end">
            <Button onClick={close}>{t('billing.plans.close')}</Button>
          </Group>
        </Stack>
      ) : (
        <Stack>
          <Text>{t('billing.plans.cancelBody', { date: date(props.endsAt) })}</Text>
          {error ? (
            <Alert color="red" role="alert" title={t('billing.plans.errors.title')}>
              {error}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('billing.plans.keepPlan')}
            </Button>
            <Button color="red" loading={cancel.isPending} onClick={() => void confirm()}>
              {t('billing.plans.confirmCancel')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
