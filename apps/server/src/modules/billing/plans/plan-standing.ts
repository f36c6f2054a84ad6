import {
  currentQueryThreshold,
  effectivePlanKey,
  planKeySchema,
  SUSPENSION_AFTER_UNPAID_DAYS,
  TRIAL_DAYS,
  TRIAL_ENDING_DAYS,
  type Plan,
  type PlanKey,
  type PlanState,
} from '@trova/contracts';
import { DAY_SECONDS } from '../billing-calendar';
import type { UnpaidSummary } from '../invoices/invoices.repository';
import { centsToEuros } from '../money';
import { isTiered, type PlanCatalogue } from './plan-catalogue';
import type { SubscriptionRow } from './subscriptions.repository';

/** What a customer's plan is derived from. */
export interface AccountSnapshot {
  /** The signup: the trial runs 30 days from it. */
  createdAt: number;
  subscription: SubscriptionRow | undefined;
  unpaid: UnpaidSummary | undefined;
}

/** A customer's plan at one moment: the wire plan, its state and what the server acts on. */
export interface PlanStanding {
  plan: Plan;
  state: PlanState;
  /** Publishing and serving are allowed (`plan.isActive`). */
  active: boolean;
  /** The effective plan key (docs/product/billing.md#effective-plan), which gating reads. */
  effectiveKey: PlanKey;
  /** The monthly threshold metering measures against; 0 is unlimited. */
  threshold: number;
  /** Overage blocks are billed: a tiered plan in effect. */
  billsOverage: boolean;
  /** Trova bills this account (not with billing off, not for Shopify shops). */
  billed: boolean;
}

export const trialEnd = (createdAt: number): number => createdAt + TRIAL_DAYS * DAY_SECONDS;

/**
 * Whether unpaid invoices have reached suspension: 28 days after the oldest one's issue.
 * @example isSuspended({ customerId: 'c', since: 0, failed: true }, 28 * 86_400) // true
 */
export function isSuspended(unpaid: UnpaidSummary | undefined, now: number): boolean {
  return unpaid !== undefined && now >= unpaid.since + SUSPENSION_AFTER_UNPAID_DAYS * DAY_SECONDS;
}

function finish(plan: Plan, state: PlanState, now: number, tiered: boolean): PlanStanding {
  const effectiveKey = effectivePlanKey(plan, now);
  return {
    plan: { ...plan, state },
    state,
    active: plan.isActive,
    effectiveKey,
    threshold: currentQueryThreshold(plan, now),
    billsOverage: tiered && plan.isActive && effectiveKey !== 'trial',
    billed: true,
  };
}

function trialStanding(
  snapshot: AccountSnapshot,
  catalogue: PlanCatalogue,
  now: number,
  pendingPlan: Plan['pendingPlan'],
): PlanStanding {
  const end = trialEnd(snapshot.createdAt);
  const active = now < end;
  const ending = end - now <= TRIAL_ENDING_DAYS * DAY_SECONDS;
  const state: PlanState =
    pendingPlan !== null ? 'pending' : !active ? 'inactive' : ending ? 'trial-ending' : 'trial';
  const plan = catalogue.wirePlan('trial', false);
  return finish(
    {
      ...plan,
      isActive: active,
      isRegular: false,
      subscriptionTimestamp: snapshot.createdAt,
      periodStartTimestamp: snapshot.createdAt,
      endTimestamp: end,
      pendingPlan,
      isDeactivating: false,
      unpaidSince: null,
      paymentFailed: false,
    },
    state,
    now,
    false,
  );
}

/**
 * The plan of `GET customers/me/plan` and of every gated call (docs/product/billing.md#plan-states).
 * No subscription is the trial, active for 30 days from signup. A chosen plan is active until it
 * is suspended (an invoice unpaid 28 days) or, when cancelled, until its period's end.
 */
export function planStanding(
  snapshot: AccountSnapshot,
  catalogue: PlanCatalogue,
  now: number,
  automatic: boolean,
): PlanStanding {
  const sub = snapshot.subscription;
  const pendingKey = planKeySchema.safeParse(sub?.pending_plan_key);
  const pendingPlan: Plan['pendingPlan'] = pendingKey.success
    ? {
        planKey: pendingKey.data,
        title: catalogue.title(pendingKey.data),
        isMonthly: sub?.pending_is_monthly === 1,
      }
    : null;
  const key = planKeySchema.safeParse(sub?.plan_key);
  if (!sub || !key.success || key.data === 'trial') {
    return trialStanding(snapshot, catalogue, now, pendingPlan);
  }
  const suspended = isSuspended(snapshot.unpaid, now);
  const cancelled = sub.cancel_at_period_end === 1;
  const ended = cancelled && sub.period_end !== null && now >= sub.period_end;
  const state: PlanState = suspended
    ? 'suspended'
    : ended
      ? 'inactive'
      : cancelled
        ? 'cancelled'
        : pendingPlan !== null
          ? 'pending'
          : key.data === 'custom'
            ? 'custom'
            : 'paid';
  const wire = catalogue.wirePlan(key.data, automatic);
  const agreed = sub.agreed_monthly_cents;
  const price =
    isTiered(key.data) || agreed === null
      ? wire.price
      : { monthly: centsToEuros(agreed), yearly: centsToEuros(agreed * 12) };
  return finish(
    {
      ...wire,
      price,
      requestsLimit: sub.requests_limit,
      isMonthly: sub.is_monthly === 1,
      isActive: !suspended && !ended,
      subscriptionTimestamp: sub.subscribed_at,
      periodStartTimestamp: sub.period_start,
      endTimestamp: sub.period_end,
      pendingPlan,
      isDeactivating: cancelled,
      unpaidSince: snapshot.unpaid?.since ?? null,
      paymentFailed: snapshot.unpaid?.failed ?? false,
    },
    state,
    now,
    isTiered(key.data),
  );
}

/**
 * The plan of an account Trova does not bill: every account when billing is off, and accounts whose
 * shops are all on Shopify, which bills its merchants itself. Custom, unlimited, always active.
 */
export function unbilledStanding(catalogue: PlanCatalogue, description: string): PlanStanding {
  const plan: Plan = { ...catalogue.wirePlan('custom', false), desc: description };
  return {
    plan: { ...plan, state: 'custom', unpaidSince: null, paymentFailed: false },
    state: 'custom',
    active: true,
    effectiveKey: 'custom',
    threshold: 0,
    billsOverage: false,
    billed: false,
  };
}
