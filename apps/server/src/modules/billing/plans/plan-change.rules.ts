import { planChangeRoute, type PlanChangePayload, type PlanKey } from '@trova/contracts';
import { AppError } from '../../../errors/error-catalogue';
import { periodEnd } from '../billing-calendar';
import { prorateCents } from '../money';
import type { PlanCatalogue } from './plan-catalogue';
import { trialEnd, type AccountSnapshot, type PlanStanding } from './plan-standing';

/** What a self-service plan change buys. */
export interface ChangeDecision {
  kind: 'subscription' | 'upgrade';
  periodStart: number;
  periodEnd: number;
  priceCents: number;
  /** The unused part of the current period, credited on the same invoice (0 for a subscription). */
  creditCents: number;
  /** The plan credited, for the credit line's text. */
  creditedKey: PlanKey | null;
}

/**
 * Decides a `PUT customers/me/plan` (docs/product/billing.md#plan-states), or refuses it. Which
 * changes are self-service is the contracts' `planChangeRoute`, the rule the plans screen offers
 * by:
 *
 * - from the trial, or from a plan that ended (a trial or a cancelled plan run out): any tiered plan,
 *   starting when the trial ends if it still runs (the effective plan stays trial until then),
 *   else now;
 * - from an active tiered plan (one bought during the trial included): only upgrades, a bigger
 *   plan or yearly instead of monthly. The new period starts now (or when the current one would
 *   have started) and the unused part of the current period is credited;
 * - enterprise, custom, downgrades and any change of a plan arranged with sales: contact sales.
 */
export function decideChange(
  snapshot: AccountSnapshot,
  standing: PlanStanding,
  request: PlanChangePayload,
  catalogue: PlanCatalogue,
  now: number,
): ChangeDecision {
  if (standing.plan.pendingPlan !== null) throw new AppError('plan-change-pending');
  if (snapshot.unpaid !== undefined) throw new AppError('invoice-unpaid');
  const sub = snapshot.subscription;
  const current = standing.plan.key;
  const fresh = current === 'trial' || !standing.active;
  const wasMonthly = sub?.is_monthly === 1;
  const route = planChangeRoute(fresh ? null : { key: current, isMonthly: wasMonthly }, request);
  if (route === 'contact-sales') throw new AppError('plan-change-contact-sales');
  if (route === 'unchanged') throw new AppError('plan-unchanged');
  const priceCents = catalogue.priceCents(request.key, request.isMonthly) ?? 0;
  if (fresh) {
    const end = trialEnd(snapshot.createdAt);
    const start = current === 'trial' && now < end ? end : now;
    return {
      kind: 'subscription',
      periodStart: start,
      periodEnd: periodEnd(start, request.isMonthly),
      priceCents,
      creditCents: 0,
      creditedKey: null,
    };
  }
  // A tiered plan in effect always has its subscription row; guard the impossible all the same.
  if (!sub) throw new AppError('plan-change-contact-sales');
  const start = Math.max(now, sub.period_start ?? now);
  const currentEnd = sub.period_end ?? start;
  const paid = sub.period_cents ?? catalogue.priceCents(current, wasMonthly) ?? 0;
  const credit = prorateCents(paid, currentEnd - start, currentEnd - (sub.period_start ?? start));
  return {
    kind: 'upgrade',
    periodStart: start,
    periodEnd: periodEnd(start, request.isMonthly),
    priceCents,
    // Prices grow with plans and terms, so this bound only guards a misconfigured price list.
    creditCents: Math.min(credit, priceCents),
    creditedKey: current,
  };
}
