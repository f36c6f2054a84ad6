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
 * this month's real queries projected to 30 days by the days elapsed since the month's start,
 * against the thresholds `GET plans` answers. The queries are the plan's metered `usage` (the
 * server's count); before it arrives, the completed shops' `requests` (the same count, per shop).
 * @example recommendedPlan({ plans, selected: undefined, shops: [], now: new Date() }) // 'little'
 */
export function recommendedPlan(input: {
  plans: readonly Plan[];
  selected: Plan | undefined;
  shops: readonly Shop[] | undefined;
  now: Date;
}): PlanKey {
  const usage = input.selected?.usage;
  const monthStart = usage ? fromUnixTime(usage.monthStart) : startOfMonth(input.now);
  const queries = usage?.requests ?? (input.shops ? completedShopTotals(input.shops).requests : 0);
  const thresholds = input.plans
    .filter((plan) => (TIERED_PLAN_KEYS as readonly string[]).includes(plan.key))
    .map((plan) => ({ key: plan.key, threshold: plan.queries.threshold }));
  return recommendedPlanKey({
    elapsedDays: elapsedDays(monthStart, input.now),
    queries,
    ...(thresholds.length > 0 ? { plans: thresholds } : {}),
  });
}
