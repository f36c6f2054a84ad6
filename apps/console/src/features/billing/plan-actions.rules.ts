import {
  changesOnlyThroughSales,
  planChangeRoute,
  TIERED_PLAN_KEYS,
  type Plan,
  type PlanKey,
  type PlanTerm,
} from '@trova/contracts';
import type { PlanState } from './billing-state.rules';

/** What a plan card offers (docs/product/billing.md#plans-screen). */
export type PlanCardAction = 'subscribe' | 'contactSales' | 'subscribed' | 'reactivate' | 'pending';

/** Why the subscribe buttons are off, or null when they are on. */
export type PlansDisabledReason = 'infoIncomplete' | 'pending' | 'unpaid' | 'bySales' | null;

const RANK: readonly PlanKey[] = [...TIERED_PLAN_KEYS, 'enterprise'];

/**
 * The plan the customer chose (a plan starting after the trial counts), or null on the trial.
 * @example chosenPlan(planState([], false, now)) // null
 */
export function chosenPlan(state: PlanState): Plan | null {
  return state.plan && state.plan.key !== 'trial' ? state.plan : null;
}

/**
 * The plan a change starts from, as the server reads it: the chosen plan while active (one bought
 * during the trial included), or null on the trial and once a plan has ended.
 * @example changeOrigin(planState([], false, now)) // null
 */
export function changeOrigin(state: PlanState): PlanTerm | null {
  const current = chosenPlan(state);
  return current?.isActive ? { key: current.key, isMonthly: current.isMonthly } : null;
}

/**
 * A plan arranged with sales: changed only through them.
 * @example isCustomPlan({ key: 'custom', isCustom: true }) // true
 */
export function isCustomPlan(plan: Pick<Plan, 'key' | 'isCustom'>): boolean {
  return plan.isCustom || plan.key === 'custom';
}

/**
 * The action of one plan card for the billing cycle shown, by the contracts' `planChangeRoute`,
 * the rule the server decides changes by: what it takes is "subscribe", the rest goes through
 * sales; the current plan on its cycle is "subscribed", or "reactivate" while cancelled; the plan
 * of a pending change is "pending".
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
  const route = planChangeRoute(changeOrigin(state), { key: cardKey, isMonthly: !yearly });
  if (route === 'unchanged') return state.kind === 'cancelled' ? 'reactivate' : 'subscribed';
  return route === 'self-service' ? 'subscribe' : 'contactSales';
}

/**
 * Plan cards are disabled while billing info is incomplete, while a plan is pending, while an
 * invoice is unpaid, or when the plan is arranged with sales (enterprise), exactly when the server
 * refuses every change (docs/product/billing.md#plans-screen). A plan invoiced by bank transfer
 * (the manual provider) is not "arranged with sales": its upgrades are self-service.
 * @example plansDisabledReason(trialState, true) // 'infoIncomplete'
 */
export function plansDisabledReason(
  state: PlanState,
  infoIncomplete: boolean,
): PlansDisabledReason {
  if (infoIncomplete) return 'infoIncomplete';
  if (state.pending) return 'pending';
  if (state.plan?.unpaidSince != null) return 'unpaid';
  if (changesOnlyThroughSales(changeOrigin(state))) return 'bySales';
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
