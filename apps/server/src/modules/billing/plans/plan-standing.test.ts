import { describe, expect, it } from 'vitest';
import { defaultBillingSettings } from '../billing-settings';
import { PlanCatalogue } from './plan-catalogue';
import { isSuspended, planStanding, unbilledStanding, type AccountSnapshot } from './plan-standing';
import { currentValues, type SubscriptionRow } from './subscriptions.repository';

const DAY = 86_400;
const catalogue = new PlanCatalogue(defaultBillingSettings());
const subscription = (fields: Partial<SubscriptionRow>): SubscriptionRow =>
  ({
    ...currentValues(undefined),
    customer_id: 'c1',
    version: 1,
    updated_at: 0,
    plan_key: 'standard',
    subscribed_at: 0,
    period_start: 100 * DAY,
    period_end: 130 * DAY,
    period_cents: 19_900,
    ...fields,
  }) as SubscriptionRow;
const at = (snapshot: Partial<AccountSnapshot>, now: number) =>
  planStanding(
    { createdAt: 0, subscription: undefined, unpaid: undefined, ...snapshot },
    catalogue,
    now,
    false,
  );

describe('plan standing', () => {
  it('is the trial for 30 days from signup, ending in its last 7, then inactive', () => {
    expect(at({}, 0)).toMatchObject({
      state: 'trial',
      active: true,
      threshold: 1_000,
      billsOverage: false,
    });
    expect(at({}, 23 * DAY).state).toBe('trial-ending');
    expect(at({}, 30 * DAY)).toMatchObject({ state: 'inactive', active: false });
    expect(at({}, 0).plan).toMatchObject({
      key: 'trial',
      endTimestamp: 30 * DAY,
      pendingPlan: null,
    });
  });

  it('shows a pending choice with its title and term', () => {
    const sub = subscription({
      plan_key: 'trial',
      pending_plan_key: 'start',
      pending_is_monthly: 0,
    });
    expect(at({ subscription: sub }, DAY)).toMatchObject({
      state: 'pending',
      plan: { key: 'trial', pendingPlan: { planKey: 'start', title: 'Start', isMonthly: false } },
    });
  });

  it('is paid and meters the plan threshold with overage', () => {
    expect(at({ subscription: subscription({}) }, 110 * DAY)).toMatchObject({
      state: 'paid',
      active: true,
      effectiveKey: 'standard',
      threshold: 100_000,
      billsOverage: true,
      plan: { price: { monthly: 199, yearly: 2_149.2 }, periodStartTimestamp: 100 * DAY },
    });
  });

  it('keeps the trial in effect while a bought plan has not started', () => {
    const sub = subscription({ subscribed_at: 30 * DAY, period_start: 30 * DAY });
    expect(at({ subscription: sub }, 10 * DAY)).toMatchObject({
      state: 'paid',
      effectiveKey: 'trial',
      threshold: 1_000,
      billsOverage: false,
    });
  });

  it('runs a cancelled plan to its end, then it is inactive', () => {
    const sub = subscription({ cancel_at_period_end: 1 });
    expect(at({ subscription: sub }, 129 * DAY)).toMatchObject({
      state: 'cancelled',
      active: true,
      plan: { isDeactivating: true, endTimestamp: 130 * DAY },
    });
    expect(at({ subscription: sub }, 130 * DAY)).toMatchObject({
      state: 'inactive',
      active: false,
    });
  });

  it('suspends 28 days after the oldest unpaid invoice, whatever else holds', () => {
    const unpaid = { customerId: 'c1', since: 100 * DAY, failed: true };
    expect(isSuspended(unpaid, 128 * DAY - 1)).toBe(false);
    expect(isSuspended(unpaid, 128 * DAY)).toBe(true);
    expect(at({ subscription: subscription({}), unpaid }, 127 * DAY)).toMatchObject({
      state: 'paid',
      plan: { unpaidSince: 100 * DAY, paymentFailed: true },
    });
    expect(at({ subscription: subscription({}), unpaid }, 128 * DAY)).toMatchObject({
      state: 'suspended',
      active: false,
    });
  });

  it('prices a custom plan as agreed and gives it every feature, no threshold', () => {
    const sub = subscription({
      plan_key: 'custom',
      agreed_monthly_cents: 90_000,
      requests_limit: 2_000_000,
    });
    expect(at({ subscription: sub }, 110 * DAY)).toMatchObject({
      state: 'custom',
      threshold: 2_000_000,
      billsOverage: false,
      plan: { isCustom: true, price: { monthly: 900, yearly: 10_800 } },
    });
    expect(unbilledStanding(catalogue, 'Billed by Shopify')).toMatchObject({
      active: true,
      threshold: 0,
      plan: { key: 'custom', desc: 'Billed by Shopify' },
    });
  });
});
