import { TIERED_PLAN_KEYS, type PlanKey, type TieredPlanKey } from '../constants/plans.constants';

/**
 * Type guard for the self-service plans: a price, a threshold and overage blocks; enterprise and
 * custom are arranged with sales.
 * @example isTieredPlanKey('start') // true
 */
export function isTieredPlanKey(key: string): key is TieredPlanKey {
  return (TIERED_PLAN_KEYS as readonly string[]).includes(key);
}

/** A plan and its term, as a change starts from or asks for. */
export interface PlanTerm {
  readonly key: PlanKey;
  readonly isMonthly: boolean;
}

/**
 * How a plan change goes: `self-service` (`PUT customers/me/plan` takes it), `contact-sales`, or
 * `unchanged` (the same plan and term).
 */
export type PlanChangeRoute = 'self-service' | 'contact-sales' | 'unchanged';

/**
 * The one rule of plan changes, for the server that decides them and the plans screen that offers
 * them (docs/product/billing.md#plan-states). `from` is the active plan chosen, a plan bought
 * during the trial included (it is the plan upgrades start from); null on the trial or once a
 * plan has ended, when any self-service plan can be bought. From an active tiered plan only
 * upgrades are self-service: a bigger plan, or yearly instead of monthly. Enterprise, custom,
 * downgrades, yearly back to monthly and any change of a plan arranged with sales go through
 * sales. Billing information, pending changes and unpaid invoices are checked apart.
 * @example planChangeRoute({ key: 'start', isMonthly: true }, { key: 'standard', isMonthly: true }) // 'self-service'
 */
export function planChangeRoute(from: PlanTerm | null, to: PlanTerm): PlanChangeRoute {
  if (!isTieredPlanKey(to.key)) return 'contact-sales';
  if (from === null || from.key === 'trial') return 'self-service';
  if (!isTieredPlanKey(from.key)) return 'contact-sales';
  if (from.key === to.key && from.isMonthly === to.isMonthly) return 'unchanged';
  const smaller = TIERED_PLAN_KEYS.indexOf(to.key) < TIERED_PLAN_KEYS.indexOf(from.key);
  if (smaller || (!from.isMonthly && to.isMonthly)) return 'contact-sales';
  return 'self-service';
}

/**
 * Whether every change of the customer's plan goes through sales: an active plan arranged with
 * them (enterprise or custom). The plans screen then says so instead of offering cards.
 * @example changesOnlyThroughSales({ key: 'enterprise', isMonthly: true }) // true
 */
export function changesOnlyThroughSales(from: PlanTerm | null): boolean {
  return from !== null && from.key !== 'trial' && !isTieredPlanKey(from.key);
}
