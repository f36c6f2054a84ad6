import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { currentQueryThreshold } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCount } from '../../lib/format/number-format';
import { formatBillingDate } from './billing-dates';
import type { PlanState, PlanStateKind } from './billing-state.rules';
import { planTitle } from './plan-texts';
import { billingPlansPath } from './urls';

const STATE_COLOR: Record<PlanStateKind, string> = {
  trial: 'blue',
  trialEnding: 'yellow',
  paid: 'green',
  pending: 'yellow',
  custom: 'grape',
  cancelled: 'orange',
  suspended: 'red',
};

/** The line under the plan's name that says what happens next. */
function StateDetail({ state }: { state: PlanState }) {
  const { t, i18n } = useTranslation();
  const date = (seconds: number) => formatBillingDate(seconds, i18n.language);
  const { endsAt, plan } = state;
  const lines: string[] = [];
  if (state.planKey === 'trial') {
    if (state.trialDaysLeft !== null && endsAt !== null) {
      lines.push(
        t('billing.plan.trialDaysLeft', { count: state.trialDaysLeft, date: date(endsAt) }),
      );
    } else lines.push(t('billing.plan.trialNoEnd'));
    if (plan && plan.key !== 'trial' && endsAt !== null) {
      lines.push(
        t('billing.plan.startsOn', {
          plan: planTitle(t, plan.key, plan.title),
          date: date(endsAt),
        }),
      );
    }
  } else if (state.kind === 'cancelled' && endsAt !== null) {
    lines.push(t('billing.plan.endsOn', { date: date(endsAt) }));
  } else if (state.kind === 'suspended') {
    lines.push(t('billing.plan.suspendedDetail'));
  } else if (plan?.endTimestamp) {
    lines.push(t('billing.plan.renews', { date: date(plan.endTimestamp) }));
  }
  if (state.pending) {
    lines.push(
      t('billing.plan.pending', {
        plan: planTitle(t, state.pending.planKey, state.pending.title),
        cycle: t(state.pending.isMonthly ? 'billing.plan.monthly' : 'billing.plan.yearly'),
      }),
    );
  }
  return lines.map((line) => (
    <Text key={line} size="sm">
      {line}
    </Text>
  ));
}

/**
 * The overview's plan box: name, state, the current allowance (the contracts'
 * `currentQueryThreshold`, as on every billing surface) and what comes next.
 */
export function PlanSummary({ state, nowSeconds }: { state: PlanState; nowSeconds: number }) {
  const { t } = useTranslation();
  const plan = state.plan;
  const onTrial = state.planKey === 'trial';
  const name = onTrial
    ? t('billing.plan.trialName')
    : plan
      ? planTitle(t, plan.key, plan.title)
      : state.planKey;
  const threshold = currentQueryThreshold(plan, nowSeconds);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="billing-plan-title">
      <Stack gap="xs">
        <Title order={3} id="billing-plan-title">
          {t('billing.plan.title')}
        </Title>
        <Group gap="sm">
          <Text fw={700} size="lg">
            {name}
          </Text>
          <Badge color={STATE_COLOR[state.kind]}>{t(`billing.plan.state.${state.kind}`)}</Badge>
          {!onTrial && plan ? (
            <Text size="sm" c="dimmed">
              {t(plan.isMonthly ? 'billing.plan.monthly' : 'billing.plan.yearly')}
            </Text>
          ) : null}
        </Group>
        <Text size="sm">{t('billing.plan.threshold', { count: formatCount(threshold) })}</Text>
        <StateDetail state={state} />
        <Anchor component={Link} to={billingPlansPath} size="sm">
          {t('billing.plan.changePlan')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
