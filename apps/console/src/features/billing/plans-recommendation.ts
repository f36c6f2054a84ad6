import {
  elapsedDaysInPeriod,
  recommendedPlanKey,
  TIERED_PLAN_KEYS,
  TRIAL_DAYS,
  type Plan,
  type PlanKey,
} from '@trova/contracts';
import type { PlanState } from './billing-state.rules';
import { changeOrigin } from './plan-actions.rules';

const DAY_SECONDS = 86_400;
const RANK: readonly PlanKey[] = [...TIERED_PLAN_KEYS, 'enterprise'];

/**
 * When the period in effect started: the trial's start while the effective plan is the trial (a
 * plan bought during it starts at the trial's end, 30 days after the signup), else the current
 * period's start of the plan. Null when unknown (an empty plan list): the period starts now.
 * @example recommendationPeriodStart(trialState) // the signup, in epoch seconds
 */
export function recommendationPeriodStart(state: PlanState): number | null {
  const plan = state.plan;
  if (!plan) return null;
  if (state.planKey === 'trial') {
    if (plan.key === 'trial') return plan.periodStartTimestamp ?? plan.subscriptionTimestamp;
    return plan.subscriptionTimestamp === null
      ? null
      : plan.subscriptionTimestamp - TRIAL_DAYS * DAY_SECONDS;
  }
  return plan.periodStartTimestamp ?? plan.subscriptionTimestamp;
}

/**
 * The plan to highlight (docs/product/billing.md#recommended-plan), through the contracts' rule:
 * 4.000 queries assumed in the days elapsed of the period in effect, scaled to 30 days, and the
 * plan above the projection among the thresholds `GET plans` answers. Never below the active plan
 * chosen: a smaller plan goes through sales, so the chosen plan itself is then the one that fits.
 * @example recommendedPlan({ plans, state: trialState, nowSeconds }) // 'advanced' on the first day
 */
export function recommendedPlan(input: {
  plans: readonly Plan[];
  state: PlanState;
  nowSeconds: number;
}): PlanKey {
  const start = recommendationPeriodStart(input.state) ?? input.nowSeconds;
  const thresholds = input.plans
    .filter((plan) => (TIERED_PLAN_KEYS as readonly string[]).includes(plan.key))
    .map((plan) => ({ key: plan.key, threshold: plan.queries.threshold }));
  const key = recommendedPlanKey({
    elapsedDays: elapsedDaysInPeriod(start, input.nowSeconds),
    ...(thresholds.length > 0 ? { plans: thresholds } : {}),
  });
  const chosen = changeOrigin(input.state)?.key;
  if (chosen === undefined || !RANK.includes(chosen)) return key;
  return RANK.indexOf(chosen) > RANK.indexOf(key) ? chosen : key;
}
