import { describe, expect, it } from 'vitest';
import { emptyBillingInfo } from '@trova/contracts';
import { testPlan } from '../../test/plan-fixture';
import {
  billingWarnings,
  lastPaymentFailed,
  planState,
  queryLimitLevel,
} from './billing-state.rules';

const NOW = 1_750_000_000;
const DAY = 86_400;

function completeInfo() {
  return {
    ...emptyBillingInfo(),
    firstName: 'Anna',
    lastName: 'Rossi',
    companyName: 'Negozio srl',
    address: 'Via Roma 1',
    email: 'fatture@negozio.it',
    city: 'Milano',
    vat: 'IT01234567890',
  };
}

describe('planState', () => {
  it('reads an empty plan list as a trial whose end is unknown', () => {
    const state = planState([], false, NOW);
    expect(state).toMatchObject({ kind: 'trial', planKey: 'trial', trialDaysLeft: null });
  });

  it('counts the trial days left and calls the last week "trial ending"', () => {
    const trial = testPlan({ key: 'trial', title: 'Trial', endTimestamp: NOW + 20 * DAY });
    expect(planState([trial], false, NOW)).toMatchObject({ kind: 'trial', trialDaysLeft: 20 });
    const ending = testPlan({ key: 'trial', endTimestamp: NOW + 3 * DAY - 60 });
    expect(planState([ending], false, NOW)).toMatchObject({
      kind: 'trialEnding',
      trialDaysLeft: 3,
    });
  });

  it('keeps a plan that starts after the trial on the trial until then', () => {
    const chosen = testPlan({ key: 'standard', subscriptionTimestamp: NOW + 5 * DAY });
    expect(planState([chosen], false, NOW)).toMatchObject({
      kind: 'trialEnding',
      planKey: 'trial',
      endsAt: NOW + 5 * DAY,
    });
  });

  it('tells paid, pending, custom, cancelled and suspended plans apart', () => {
    expect(planState([testPlan()], false, NOW).kind).toBe('paid');
    const pendingPlan = { planKey: 'standard' as const, title: 'Standard', isMonthly: true };
    expect(planState([testPlan({ pendingPlan })], false, NOW).kind).toBe('pending');
    expect(planState([testPlan({ key: 'custom', isCustom: true })], false, NOW).kind).toBe(
      'custom',
    );
    const cancelled = testPlan({ isDeactivating: true, endTimestamp: NOW + DAY });
    expect(planState([cancelled], false, NOW)).toMatchObject({
      kind: 'cancelled',
      endsAt: NOW + DAY,
    });
    // Billing info's flag marks the cancellation too.
    expect(planState([testPlan()], true, NOW).kind).toBe('cancelled');
    expect(planState([testPlan({ isActive: false, isDeactivating: true })], false, NOW).kind).toBe(
      'suspended',
    );
  });
});

describe('billingWarnings', () => {
  it('warns about incomplete info, an inactive plan and an automatic plan without cards', () => {
    const warnings = billingWarnings({
      info: { ...completeInfo(), vat: '  ' },
      plans: [testPlan({ isActive: false })],
      cards: [],
      paymentFailed: true,
    });
    expect(warnings).toEqual({
      infoIncomplete: true,
      planInactive: true,
      noCard: true,
      deactivating: false,
      paymentFailed: true,
    });
  });

  it('raises nothing before its data arrived, nor for cards of a plan that is not automatic', () => {
    expect(
      billingWarnings({
        info: undefined,
        plans: undefined,
        cards: undefined,
        paymentFailed: false,
      }),
    ).toEqual({
      infoIncomplete: false,
      planInactive: false,
      noCard: false,
      deactivating: false,
      paymentFailed: false,
    });
    const manual = billingWarnings({
      info: completeInfo(),
      plans: [testPlan({ isAutomatic: false })],
      cards: [],
      paymentFailed: false,
    });
    expect(manual.noCard).toBe(false);
  });
});

describe('lastPaymentFailed', () => {
  it('follows the newest payment notification only', () => {
    expect(
      lastPaymentFailed([{ code: 'synchronization-complete' }, { code: 'payment-failure' }]),
    ).toBe(true);
    expect(lastPaymentFailed([{ code: 'payment-success' }, { code: 'payment-failure' }])).toBe(
      false,
    );
    expect(lastPaymentFailed([])).toBe(false);
  });
});

describe('queryLimitLevel', () => {
  it('warns from 80 % of the threshold and says exceeded past it', () => {
    expect(queryLimitLevel(799, 1000)).toBe('ok');
    expect(queryLimitLevel(800, 1000)).toBe('reaching');
    expect(queryLimitLevel(1000, 1000)).toBe('reaching');
    expect(queryLimitLevel(1001, 1000)).toBe('exceeded');
  });
});
