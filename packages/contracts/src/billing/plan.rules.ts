import {
  ANNUAL_DISCOUNT,
  PLAN_QUERY_THRESHOLDS,
  QUERY_LIMIT_WARNING_SHARE,
  RECOMMENDED_PLAN_ASSUMED_QUERIES,
  RECOMMENDED_PLAN_PERIOD_DAYS,
  TIERED_PLAN_KEYS,
  TRIAL_QUERY_THRESHOLD,
  type PlanKey,
} from '../constants/plans.constants';
import type { Plan, QueryLimitState } from './plan.schema';

const DAY_SECONDS = 86_400;

/**
 * The plan the console treats as selected: the first of `GET customers/me/plan`, or none.
 * @example selectedPlan([]) // undefined
 */
export function selectedPlan<T>(plans: readonly T[]): T | undefined {
  return plans[0];
}

/**
 * Effective plan (docs/product/billing.md#effective-plan): trial when there is no plan, when its
 * key is trial, or when its subscription starts in the future; otherwise its key.
 * @example effectivePlanKey(undefined, 1_700_000_000) // 'trial'
 */
export function effectivePlanKey(
  plan: Pick<Plan, 'key' | 'subscriptionTimestamp'> | undefined,
  nowSeconds: number,
): PlanKey {
  if (!plan || plan.key === 'trial') return 'trial';
  if (plan.subscriptionTimestamp !== null && plan.subscriptionTimestamp > nowSeconds)
    return 'trial';
  return plan.key;
}

/**
 * Threshold shown to the customer: requestsLimit, or queries.threshold when requestsLimit is 0.
 * @example shownThreshold({ requestsLimit: 0, queries: { threshold: 1000 } }) // 1000
 */
export function shownThreshold(plan: Pick<Plan, 'requestsLimit' | 'queries'>): number {
  return plan.requestsLimit === 0 ? plan.queries.threshold : plan.requestsLimit;
}

/**
 * The customer's current monthly allowance (docs/product/billing.md#query-tiers), the one figure
 * every billing surface and metering use: the trial's threshold while the effective plan is the
 * trial (no plan, or a plan bought during the trial, which starts when the trial ends), otherwise
 * the selected plan's shown threshold. 0 is unlimited.
 * @example currentQueryThreshold({ key: 'start', subscriptionTimestamp: later, requestsLimit: 0, queries: { threshold: 10_000 } }, now) // 1000
 */
export function currentQueryThreshold(
  plan: Pick<Plan, 'key' | 'subscriptionTimestamp' | 'requestsLimit' | 'queries'> | undefined,
  nowSeconds: number,
): number {
  if (!plan || effectivePlanKey(plan, nowSeconds) === 'trial') return TRIAL_QUERY_THRESHOLD;
  return shownThreshold(plan);
}

/**
 * Whole days elapsed in the billing period, at least 1 so that day one does not divide by zero.
 * @example elapsedDaysInPeriod(0, 86_400 * 3 + 1) // 4
 */
export function elapsedDaysInPeriod(periodStartSeconds: number, nowSeconds: number): number {
  return Math.max(1, Math.ceil((nowSeconds - periodStartSeconds) / DAY_SECONDS));
}

/**
 * Queries projected over a 30-day period from those counted in the elapsed days.
 * @example projectedMonthlyQueries(4000, 10) // 12000
 */
export function projectedMonthlyQueries(queries: number, elapsedDays: number): number {
  return (queries * RECOMMENDED_PLAN_PERIOD_DAYS) / Math.max(1, elapsedDays);
}

export interface PlanThreshold {
  readonly key: PlanKey;
  readonly threshold: number;
}

const TIERED_THRESHOLDS: readonly PlanThreshold[] = TIERED_PLAN_KEYS.map((key) => ({
  key,
  threshold: PLAN_QUERY_THRESHOLDS[key],
}));

/**
 * Recommended plan (docs/product/billing.md#recommended-plan): assume
 * RECOMMENDED_PLAN_ASSUMED_QUERIES queries in the days elapsed of the period, scale them to 30
 * days, and pick the plan above the projection: the smallest threshold strictly greater than it;
 * enterprise ("above 250.000") when none is.
 * @example recommendedPlanKey({ elapsedDays: 10 }) // 'standard' (12.000 projected)
 */
export function recommendedPlanKey(input: {
  readonly elapsedDays: number;
  readonly plans?: readonly PlanThreshold[];
}): PlanKey {
  const projected = projectedMonthlyQueries(RECOMMENDED_PLAN_ASSUMED_QUERIES, input.elapsedDays);
  const above = (input.plans ?? TIERED_THRESHOLDS).filter((plan) => plan.threshold > projected);
  if (above.length === 0) return 'enterprise';
  return above.reduce((best, plan) => (plan.threshold < best.threshold ? plan : best)).key;
}

/**
 * Where the month's queries stand (docs/product/billing.md#query-tiers): `reaching` from 80 % of
 * the threshold, `exceeded` past it. A threshold of 0 is unlimited (billing switched off).
 * @example queryLimitState(850, 1_000) // 'reaching'
 */
export function queryLimitState(requests: number, threshold: number): QueryLimitState {
  if (threshold <= 0) return 'ok';
  if (requests > threshold) return 'exceeded';
  return requests >= threshold * QUERY_LIMIT_WARNING_SHARE ? 'reaching' : 'ok';
}

/**
 * Yearly price of a monthly price with the annual saving, in euro (display).
 * @example annualPrice(100) // 1080
 */
export function annualPrice(monthlyPrice: number, discount = ANNUAL_DISCOUNT): number {
  return Math.round(monthlyPrice * 12 * (1 - discount) * 100) / 100;
}

/**
 * The same in integer cents, computed on integers so no float error reaches money: twelve months
 * less the saving's whole percent, rounded half up to the cent.
 * @example annualPriceCents(1_900) // 20_520
 */
export function annualPriceCents(monthlyCents: number, discount = ANNUAL_DISCOUNT): number {
  const keptPercent = 100 - Math.round(discount * 100);
  return Math.floor((monthlyCents * 12 * keptPercent + 50) / 100);
}

/**
 * Whether the customer's plan allows publishing (docs/product/shell.md#save-bar, published toggle):
 * an empty plan list is the trial, which is active; otherwise the selected plan's `isActive`. A
 * cancelled plan keeps `isActive` until its end date, so it still publishes.
 * @example isPlanActive([]) // true (trial)
 */
export function isPlanActive(plans: readonly Pick<Plan, 'isActive'>[]): boolean {
  const plan = selectedPlan(plans);
  return plan === undefined || plan.isActive;
}
