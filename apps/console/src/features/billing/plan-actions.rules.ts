import { TIERED_PLAN_KEYS, type Plan, type PlanKey } from '@trova/contracts';
import type { PlanState } from './billing-state.rules';

/** What a plan card offers (docs/product/billing.md#plans-screen). */
export type PlanCardAction = 'subscribe' | 'contactSales' | 'subscribed' | 'reactivate' | 'pending';

/** Why the subscribe buttons are off, or null when they are on. */
export type PlansDisabledReason = 'infoIncomplete' | 'pending' | 'notAutomatic' | null;

const RANK: readonly PlanKey[] = [...TIERED_PLAN_KEYS, 'enterprise'];

function rank(key: PlanKey): number {
  return RANK.indexOf(key);
}

/**
 * The plan the customer chose (a plan starting after the trial counts), or null on the trial.
 * @example chosenPlan(planState([], false, now)) // null
 */
export function chosenPlan(state: PlanState): Plan | null {
  return state.plan && state.plan.key !== 'trial' ? state.plan : null;
}

/**
 * A plan arranged with sales: changed only through them.
 * @example isCustomPlan({ key: 'custom', isCustom: true }) // true
 */
export function isCustomPlan(plan: Pick<Plan, 'key' | 'isCustom'>): boolean {
  return plan.isCustom || plan.key === 'custom';
}

/**
 * The action of one plan card for the billing cycle shown. Enterprise and downgrades (a smaller
 * plan, or yearly back to monthly) go through sales; the current plan is "subscribed", or
 * "reactivate" while cancelled; the plan of a pending change is "pending".
 * @example planCardAction('start', false, trialState) // 'subscribe'
 */
export function planCardAction(
  cardKey: PlanKey,
  yearly: boolean,
  state: PlanState,
): PlanCardAction {
  const current = chosenPlan(state);
  const pending = state.pending;
  if (current && isCustomPlan(current)) return 'subscribed';
  if (pending && pending.planKey === cardKey && pending.isMonthly === !yearly) return 'pending';
  if (current?.key === cardKey) {
    if (current.isMonthly === !yearly)
      return state.kind === 'cancelled' ? 'reactivate' : 'subscribed';
    // Monthly to yearly is an upgrade; yearly back to monthly shortens a paid year.
    return yearly ? 'subscribe' : 'contactSales';
  }
  if (cardKey === 'enterprise') return 'contactSales';
  if (current && rank(current.key) >= 0 && rank(cardKey) < rank(current.key)) return 'contactSales';
  return 'subscribe';
}

/**
 * Plan cards are disabled while billing info is incomplete, while a plan is pending, or when the
 * chosen plan is not automatic (docs/product/billing.md#plans-screen). The trial is never "not
 * automatic": it has no payment yet.
 * @example plansDisabledReason(trialState, true) // 'infoIncomplete'
 */
export function plansDisabledReason(
  state: PlanState,
  infoIncomplete: boolean,
): PlansDisabledReason {
  if (infoIncomplete) return 'infoIncomplete';
  if (state.pending) return 'pending';
  const current = chosenPlan(state);
  if (current && !current.isAutomatic) return 'notAutomatic';
  return null;
}

/**
 * The plans shown as cards: the self-service plans and enterprise, smallest first; a custom plan
 * shows only its own card (docs/product/billing.md#plans-screen).
 * @example planCards(offered, planState([], false, now)).map((plan) => plan.key) // ['little', …, 'enterprise']
 */
export function planCards(plans: readonly Plan[], state: PlanState): Plan[] {
  const current = chosenPlan(state);
  if (current && isCustomPlan(current)) return [current];
  return RANK.flatMap((key) => plans.filter((plan) => plan.key === key));
}
