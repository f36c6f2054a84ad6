import {
  effectivePlanKey,
  isBillingInfoIncomplete,
  QUERY_LIMIT_WARNING_SHARE,
  selectedPlan,
  type BillingInfo,
  type Card,
  type NotificationCode,
  type PendingPlan,
  type Plan,
  type PlanKey,
} from '@trova/contracts';
import { daysLeft } from './billing-dates';

/**
 * A trial this close to its end shows as "trial ending" (docs/decisions.md, "Billing (console
 * screens)").
 */
export const TRIAL_ENDING_DAYS = 7;

export type PlanStateKind =
  'trial' | 'trialEnding' | 'paid' | 'pending' | 'custom' | 'cancelled' | 'suspended';

export interface PlanState {
  kind: PlanStateKind;
  /** The effective plan (docs/product/billing.md#effective-plan). */
  planKey: PlanKey;
  plan: Plan | undefined;
  /** When the trial or a cancelled plan ends (epoch seconds); null when unknown. */
  endsAt: number | null;
  /** Whole days of trial left; null outside a trial or when its end is unknown. */
  trialDaysLeft: number | null;
  pending: PendingPlan | null;
}

function trialEnd(plan: Plan | undefined): number | null {
  if (!plan) return null;
  // A plan chosen during the trial starts when the trial ends.
  return plan.key === 'trial' ? plan.endTimestamp : plan.subscriptionTimestamp;
}

/**
 * The plan's state as the billing screens show it (docs/product/billing.md#plan-states). One state
 * wins, in this order: suspended, cancelled, pending, custom, trial (ending), paid.
 * @example planState([], false, 1_700_000_000).kind // 'trial'
 */
export function planState(
  plans: readonly Plan[],
  deactivating: boolean,
  nowSeconds: number,
): PlanState {
  const plan = selectedPlan(plans);
  const planKey = effectivePlanKey(plan, nowSeconds);
  const base = { planKey, plan, pending: plan?.pendingPlan ?? null };
  const trial = planKey === 'trial';
  const end = trial ? trialEnd(plan) : (plan?.endTimestamp ?? null);
  const left = trial && end !== null ? daysLeft(end, nowSeconds) : null;
  const state = (kind: PlanStateKind): PlanState => ({
    ...base,
    kind,
    endsAt: end,
    trialDaysLeft: left,
  });
  if (plan && !plan.isActive) return state('suspended');
  if (plan && (plan.isDeactivating === true || deactivating)) return state('cancelled');
  if (base.pending) return state('pending');
  if (plan && (plan.isCustom || plan.key === 'custom')) return state('custom');
  if (trial) return state(left !== null && left <= TRIAL_ENDING_DAYS ? 'trialEnding' : 'trial');
  return state('paid');
}

export interface BillingWarnings {
  /** A required billing field is empty. */
  infoIncomplete: boolean;
  /** The selected plan is not active: suspended or inactive, publishing is locked. */
  planInactive: boolean;
  /** The plan pays by card and no card is saved. */
  noCard: boolean;
  /** The plan is cancelled and runs until its end date. */
  deactivating: boolean;
  /** The newest payment notification is a failure. */
  paymentFailed: boolean;
}

/**
 * The warnings behind the menu's and the tabs' icons (docs/product/shell.md#section-tabs). Unknown
 * data raises nothing: a warning shows only once its cause is known.
 * @example billingWarnings({ info: undefined, plans: [], cards: undefined, paymentFailed: false }).noCard // false
 */
export function billingWarnings(input: {
  info: BillingInfo | undefined;
  plans: readonly Plan[] | undefined;
  cards: readonly Card[] | undefined;
  paymentFailed: boolean;
}): BillingWarnings {
  const plan = input.plans ? selectedPlan(input.plans) : undefined;
  return {
    infoIncomplete: input.info !== undefined && isBillingInfoIncomplete(input.info),
    planInactive: plan !== undefined && !plan.isActive,
    noCard: plan?.isAutomatic === true && input.cards !== undefined && input.cards.length === 0,
    deactivating: input.info?.isDeactivating === true || plan?.isDeactivating === true,
    paymentFailed: input.paymentFailed,
  };
}

const PAYMENT_CODES: readonly NotificationCode[] = ['payment-success', 'payment-failure'];

/**
 * Whether the newest payment notification (the list comes newest first) is a failure: a later
 * success clears it, reading it does not.
 * @example lastPaymentFailed([{ code: 'payment-failure' }]) // true
 */
export function lastPaymentFailed(notifications: readonly { code: NotificationCode }[]): boolean {
  return (
    notifications.find((item) => PAYMENT_CODES.includes(item.code))?.code === 'payment-failure'
  );
}

export type QueryLimitLevel = 'ok' | 'reaching' | 'exceeded';

/**
 * "Reaching the query limit" from QUERY_LIMIT_WARNING_SHARE of the threshold, "exceeded" past it
 * (docs/product/billing.md#query-tiers).
 * @example queryLimitLevel(850, 1000) // 'reaching'
 */
export function queryLimitLevel(queries: number, threshold: number): QueryLimitLevel {
  if (threshold <= 0) return 'ok';
  if (queries > threshold) return 'exceeded';
  return queries >= threshold * QUERY_LIMIT_WARNING_SHARE ? 'reaching' : 'ok';
}
