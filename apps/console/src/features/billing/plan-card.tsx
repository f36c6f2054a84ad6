import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import {
  ENTERPRISE_MIN_QUERIES,
  PLAN_OVERAGE_BLOCKS,
  shownThreshold,
  TIERED_PLAN_KEYS,
  type Plan,
  type TieredPlanKey,
} from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCount, formatPrice } from '../../lib/format/number-format';
import { supportPath } from '../support/urls';
import type { PlanCardAction } from './plan-actions.rules';
import { planDescription, planTitle } from './plan-texts';

function isTiered(key: Plan['key']): key is TieredPlanKey {
  return (TIERED_PLAN_KEYS as readonly string[]).includes(key);
}

export interface PlanCardProps {
  plan: Plan;
  yearly: boolean;
  action: PlanCardAction;
  recommended: boolean;
  /** Subscribing is off (billing info incomplete, a pending change, a plan invoiced by agreement). */
  subscribeDisabled: boolean;
  /** The current plan can be cancelled from its card. */
  cancellable: boolean;
  busy: boolean;
  onSubscribe: () => void;
  onCancel: () => void;
  onReactivate: () => void;
  onWithdraw: () => void;
}

function PlanPrice({ plan, yearly }: { plan: Plan; yearly: boolean }) {
  const { t } = useTranslation();
  const price = yearly ? plan.price.yearly : plan.price.monthly;
  if (price <= 0) return <Text fw={700}>{t('billing.plans.priceOnRequest')}</Text>;
  return (
    <Stack gap={0}>
      <Text fw={700} size="xl">
        {t(yearly ? 'billing.plans.perYear' : 'billing.plans.perMonth', {
          price: formatPrice(price),
        })}
      </Text>
      <Text size="xs" c="dimmed">
        {t('billing.plans.vat')}
      </Text>
    </Stack>
  );
}

function PlanAction(props: PlanCardProps) {
  const { t } = useTranslation();
  const { plan, action } = props;
  switch (action) {
    case 'subscribe':
      return (
        <Button
          onClick={props.onSubscribe}
          disabled={props.subscribeDisabled || props.busy}
          aria-label={t('billing.plans.subscribeTo', { plan: planTitle(t, plan.key, plan.title) })}
        >
          {t('billing.plans.actions.subscribe')}
        </Button>
      );
    case 'contactSales':
      return (
        <Button
          component={Link}
          to={supportPath}
          variant="light"
          aria-label={t('billing.plans.contactSalesFor', {
            plan: planTitle(t, plan.key, plan.title),
          })}
        >
          {t('billing.plans.actions.contactSales')}
        </Button>
      );
    case 'reactivate':
      return (
        <Button color="green" onClick={props.onReactivate} loading={props.busy}>
          {t('billing.plans.actions.reactivate')}
        </Button>
      );
    case 'pending':
      return (
        <Button variant="default" onClick={props.onWithdraw} loading={props.busy}>
          {t('billing.plans.actions.withdraw')}
        </Button>
      );
    case 'subscribed':
      return (
        <Stack gap="xs">
          <Button disabled variant="light">
            {t('billing.plans.actions.subscribed')}
          </Button>
          {props.cancellable ? (
            <Button variant="subtle" color="red" size="xs" onClick={props.onCancel}>
              {t('billing.plans.actions.cancel')}
            </Button>
          ) : null}
        </Stack>
      );
  }
}

/** One plan of the plans screen: price for the cycle shown, threshold, overage block and action. */
export function PlanCard(props: PlanCardProps) {
  const { t } = useTranslation();
  const { plan, recommended, action } = props;
  const block = isTiered(plan.key) ? PLAN_OVERAGE_BLOCKS[plan.key] : null;
  const title = planTitle(t, plan.key, plan.title);
  return (
    <Card
      withBorder
      padding="md"
      component="article"
      aria-label={title}
      style={
        recommended
          ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 }
          : undefined
      }
    >
      <Stack gap="xs" h="100%">
        <Group justify="space-between" gap="xs">
          <Title order={3}>{title}</Title>
          {recommended ? <Badge>{t('billing.plans.recommended')}</Badge> : null}
          {action === 'pending' ? (
            <Badge color="yellow">{t('billing.plans.pendingBadge')}</Badge>
          ) : null}
        </Group>
        {plan.desc ? <Text size="sm">{planDescription(t, plan.key, plan.desc)}</Text> : null}
        <PlanPrice plan={plan} yearly={props.yearly} />
        <Text size="sm">
          {plan.key === 'enterprise'
            ? t('billing.plans.enterpriseThreshold', { count: formatCount(ENTERPRISE_MIN_QUERIES) })
            : t('billing.plans.threshold', { count: formatCount(shownThreshold(plan)) })}
        </Text>
        {block ? (
          <Text size="xs" c="dimmed">
            {t('billing.plans.overage', {
              price: formatPrice(block.price),
              count: formatCount(block.queries),
            })}
          </Text>
        ) : null}
        <Stack mt="auto" gap="xs">
          <PlanAction {...props} />
        </Stack>
      </Stack>
    </Card>
  );
}
