import {
  completedShopTotals,
  recommendedPlanKey,
  TIERED_PLAN_KEYS,
  type Plan,
  type PlanKey,
  type Shop,
} from '@trova/contracts';
import { fromUnixTime, startOfMonth } from 'date-fns';
import { elapsedDays } from './billing-dates';

/**
 * The plan to highlight (docs/product/billing.md#recommended-plan), through the contracts' rule:
 * this period's real queries (over completed shops) projected by the days elapsed in the period,
 * against the thresholds `GET plans` answers. The period starts at the plan's period start, or at
 * the start of the month on the trial. Without the shops the rule's assumed queries stand in.
 * @example recommendedPlan({ plans, selected: undefined, shops: [], now: new Date() }) // 'advanced'
 */
export function recommendedPlan(input: {
  plans: readonly Plan[];
  selected: Plan | undefined;
  shops: readonly Shop[] | undefined;
  now: Date;
}): PlanKey {
  const start = input.selected?.periodStartTimestamp;
  const periodStart = start ? fromUnixTime(start) : startOfMonth(input.now);
  const thresholds = input.plans
    .filter((plan) => (TIERED_PLAN_KEYS as readonly string[]).includes(plan.key))
    .map((plan) => ({ key: plan.key, threshold: plan.queries.threshold }));
  return recommendedPlanKey({
    elapsedDays: elapsedDays(periodStart, input.now),
    queries: input.shops ? completedShopTotals(input.shops).requests : undefined,
    plans: thresholds.length > 0 ? thresholds : undefined,
  });
}
