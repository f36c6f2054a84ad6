import {
  Alert,
  Button,
  Group,
  Loader,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { isBillingInfoIncomplete, type Plan } from '@trova/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TabHeading } from '../../lib/ui/section-layout';
import { useSearchParams } from 'react-router';
import { hasSessionToken } from '../../lib/api/session-store';
import { usePublicConfig } from '../../lib/api/use-public-config';
import { useNow } from '../../lib/time/use-now';
import { showToast } from '../../lib/toast/toast';
import { useUrlDialog } from '../../lib/url/use-url-dialog';
import { customerQuery } from '../account/account.queries';
import { planState, type PlanState } from './billing-state.rules';
import {
  useCancelPendingPlan,
  useCustomerPlan,
  usePlans,
  useReactivatePlan,
} from './billing.queries';
import { planCardAction, planCards, plansDisabledReason } from './plan-actions.rules';
import { PlanCard } from './plan-card';
import { CancelPlanDialog, SubscribeDialog } from './plan-dialogs';
import { planErrorMessage } from './plan-errors';
import { PlanFeatureTable } from './plan-feature-table';
import { recommendedPlan } from './plans-recommendation';
import { cancelPlanAction, CYCLE_PARAM, subscribePlanAction, YEARLY_CYCLE } from './urls';

function PlanCardsGrid(props: {
  plans: readonly Plan[];
  state: PlanState;
  now: number;
  infoIncomplete: boolean;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const yearly = search.get(CYCLE_PARAM) === YEARLY_CYCLE;
  const subscribe = useUrlDialog(subscribePlanAction);
  const cancel = useUrlDialog(cancelPlanAction);
  const reactivate = useReactivatePlan();
  const withdraw = useCancelPendingPlan();
  const provider = usePublicConfig()?.billing.provider;
  const { state } = props;
  const cards = planCards(props.plans, state);
  const reason = plansDisabledReason(state, props.infoIncomplete);
  const recommended = recommendedPlan({
    plans: props.plans,
    state,
    nowSeconds: props.now / 1000,
  });
  const run = (mutation: typeof reactivate, success: string) => {
    mutation.mutate(undefined, {
      onSuccess: () => showToast({ kind: 'success', message: success }),
      onError: (error) => showToast({ kind: 'danger', message: planErrorMessage(t, error) }),
    });
  };
  const setCycle = (value: string) => {
    const next = new URLSearchParams(search);
    if (value === YEARLY_CYCLE) next.set(CYCLE_PARAM, YEARLY_CYCLE);
    else next.delete(CYCLE_PARAM);
    setSearch(next, { replace: true });
  };
  const asked = subscribe.opened
    ? cards.find((plan) => plan.key === subscribe.param('option'))
    : undefined;
  return (
    <Stack>
      <SegmentedControl
        aria-label={t('billing.plans.cycle')}
        value={yearly ? YEARLY_CYCLE : 'monthly'}
        onChange={setCycle}
        data={[
          { value: 'monthly', label: t('billing.plans.monthly') },
          { value: YEARLY_CYCLE, label: t('billing.plans.yearly') },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      {reason ? (
        <Alert color="yellow" role="status">
          {t(`billing.plans.disabled.${reason}`)}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: Math.min(5, Math.max(cards.length, 1)) }}>
        {cards.map((plan) => (
          <PlanCard
            key={plan.key}
            plan={plan}
            yearly={yearly}
            action={planCardAction(plan.key, yearly, state)}
            recommended={cards.length > 1 && plan.key === recommended}
            subscribeDisabled={reason !== null}
            cancellable={state.kind === 'paid'}
            busy={reactivate.isPending || withdraw.isPending}
            onSubscribe={() => subscribe.open({ option: plan.key })}
            onCancel={() => cancel.open()}
            onReactivate={() => run(reactivate, t('billing.plans.reactivated'))}
            onWithdraw={() => run(withdraw, t('billing.plans.withdrawn'))}
          />
        ))}
      </SimpleGrid>
      <PlanFeatureTable plans={cards} />
      <SubscribeDialog plan={asked} yearly={yearly} provider={provider} onClose={subscribe.close} />
      <CancelPlanDialog
        opened={cancel.opened}
        endsAt={state.plan?.endTimestamp ?? null}
        onClose={cancel.close}
      />
    </Stack>
  );
}

/**
 * `/billing/plans` (docs/product/billing.md#plans-screen). The selected plan is asked again every
 * 10 s while the screen is shown, so a pending change shows up when it lands.
 */
function BillingPlansPageContent() {
  const { t } = useTranslation();
  const plans = usePlans();
  const customerPlan = useCustomerPlan({ refresh: true });
  const info = useQuery({ ...customerQuery, enabled: hasSessionToken() });
  const now = useNow();

  if (plans.isPending || customerPlan.isPending) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>{t('billing.loading')}</Text>
      </Group>
    );
  }
  if (plans.isError || customerPlan.isError) {
    return (
      <Alert color="red" role="alert" title={t('billing.plans.loadError')}>
        <Button
          variant="light"
          size="xs"
          onClick={() => void Promise.all([plans.refetch(), customerPlan.refetch()])}
        >
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  const state = planState(customerPlan.data, info.data?.isDeactivating === true, now / 1000);
  return (
    <PlanCardsGrid
      plans={plans.data}
      state={state}
      now={now}
      // Unknown billing info keeps the cards disabled rather than let a change through.
      infoIncomplete={!info.data || isBillingInfoIncomplete(info.data)}
    />
  );
}

export function BillingPlansPage() {
  const { t } = useTranslation();
  return (
    <Stack>
      <TabHeading>{t('sections.billing.plans')}</TabHeading>
      <BillingPlansPageContent />
    </Stack>
  );
}
