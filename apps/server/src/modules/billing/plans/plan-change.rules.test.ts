import { describe, expect, it } from 'vitest';
import { defaultBillingSettings } from '../billing-settings';
import { addMonths } from '../billing-calendar';
import { PlanCatalogue } from './plan-catalogue';
import { decideChange } from './plan-change.rules';
import { planStanding, type AccountSnapshot } from './plan-standing';
import { currentValues, type SubscriptionRow } from './subscriptions.repository';

const DAY = 86_400;
const catalogue = new PlanCatalogue(defaultBillingSettings());
const START = 100 * DAY;
const monthlyStart = {
  ...currentValues(undefined),
  customer_id: 'c1',
  version: 3,
  updated_at: 0,
  plan_key: 'start',
  is_monthly: 1,
  subscribed_at: START,
  period_start: START,
  period_end: START + 30 * DAY,
  period_cents: 4_900,
} as SubscriptionRow;

function decide(snapshot: Partial<AccountSnapshot>, key: string, isMonthly: boolean, now: number) {
  const full: AccountSnapshot = {
    createdAt: 0,
    subscription: undefined,
    unpaid: undefined,
    ...snapshot,
  };
  const standing = planStanding(full, catalogue, now, false);
  return decideChange(full, standing, { key: key as 'start', isMonthly }, catalogue, now);
}

describe('plan changes', () => {
  it('starts a plan bought during the trial when the trial ends, and now after it', () => {
    expect(decide({}, 'start', true, 5 * DAY)).toEqual({
      kind: 'subscription',
      periodStart: 30 * DAY,
      periodEnd: addMonths(30 * DAY, 1),
      priceCents: 4_900,
      creditCents: 0,
      creditedKey: null,
    });
    expect(decide({}, 'little', false, 40 * DAY)).toMatchObject({
      periodStart: 40 * DAY,
      periodEnd: addMonths(40 * DAY, 12),
      priceCents: 20_520,
    });
  });

  it('credits the unused part of the period on an upgrade', () => {
    expect(decide({ subscription: monthlyStart }, 'advanced', true, START + 10 * DAY)).toEqual({
      kind: 'upgrade',
      periodStart: START + 10 * DAY,
      periodEnd: addMonths(START + 10 * DAY, 1),
      priceCents: 34_900,
      creditCents: 3_267,
      creditedKey: 'start',
    });
    // Monthly to yearly of the same plan is an upgrade too.
    expect(decide({ subscription: monthlyStart }, 'start', false, START + 15 * DAY)).toMatchObject({
      priceCents: 52_920,
      creditCents: 2_450,
    });
  });

  it('sends downgrades, yearly to monthly, enterprise and custom plans to sales', () => {
    const yearly = { ...monthlyStart, is_monthly: 0, period_end: START + 365 * DAY };
    for (const [subscription, key, isMonthly] of [
      [monthlyStart, 'little', true],
      [yearly, 'standard', true],
      [monthlyStart, 'enterprise', true],
      [{ ...monthlyStart, plan_key: 'custom' }, 'advanced', true],
    ] as const) {
      expect(() => decide({ subscription }, key, isMonthly, START + DAY)).toThrow(
        expect.objectContaining({ code: 'plan-change-contact-sales' }),
      );
    }
  });

  it('refuses the same plan, a second pending change and changes over an unpaid invoice', () => {
    const now = START + DAY;
    expect(() => decide({ subscription: monthlyStart }, 'start', true, now)).toThrow(
      expect.objectContaining({ code: 'plan-unchanged' }),
    );
    const pending = { ...monthlyStart, pending_plan_key: 'standard', pending_invoice_id: 'i1' };
    expect(() => decide({ subscription: pending }, 'advanced', true, now)).toThrow(
      expect.objectContaining({ code: 'plan-change-pending' }),
    );
    const unpaid = { customerId: 'c1', since: START, failed: false };
    expect(() => decide({ subscription: monthlyStart, unpaid }, 'advanced', true, now)).toThrow(
      expect.objectContaining({ code: 'invoice-unpaid' }),
    );
  });
});
