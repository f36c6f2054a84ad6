import { describe, expect, it } from 'vitest';
import type { Plan } from '@trova/contracts';
import { testPlan } from '../../test/plan-fixture';
import { planState } from './billing-state.rules';
import { planCardAction, planCards, plansDisabledReason } from './plan-actions.rules';

const NOW = 1_750_000_000;
const state = (plans: Plan[], deactivating = false) => planState(plans, deactivating, NOW);

describe('planCardAction', () => {
  it('offers every self-service plan on the trial, and enterprise through sales', () => {
    const trial = state([]);
    expect(planCardAction('little', false, trial)).toBe('subscribe');
    expect(planCardAction('advanced', true, trial)).toBe('subscribe');
    expect(planCardAction('enterprise', false, trial)).toBe('contactSales');
  });

  it('marks the current plan subscribed, sends downgrades to sales and lets upgrades through', () => {
    const standard = state([testPlan({ key: 'standard', isMonthly: true })]);
    expect(planCardAction('standard', false, standard)).toBe('subscribed');
    expect(planCardAction('start', false, standard)).toBe('contactSales');
    expect(planCardAction('advanced', false, standard)).toBe('subscribe');
    // Monthly to yearly is an upgrade; yearly back to monthly goes through sales.
    expect(planCardAction('standard', true, standard)).toBe('subscribe');
    const yearly = state([testPlan({ key: 'standard', isMonthly: false })]);
    expect(planCardAction('standard', false, yearly)).toBe('contactSales');
  });

  it('offers reactivation on a cancelled plan and withdrawal on a pending one', () => {
    const cancelled = state([testPlan({ key: 'start', isDeactivating: true })]);
    expect(planCardAction('start', false, cancelled)).toBe('reactivate');
    const pending = state([
      testPlan({ pendingPlan: { planKey: 'advanced', title: 'Advanced', isMonthly: false } }),
    ]);
    expect(planCardAction('advanced', true, pending)).toBe('pending');
    expect(planCardAction('advanced', false, pending)).toBe('subscribe');
  });
});

describe('plansDisabledReason', () => {
  it('disables subscribing for incomplete info, a pending plan or an unpaid invoice', () => {
    expect(plansDisabledReason(state([]), true)).toBe('infoIncomplete');
    const pendingPlan = { planKey: 'standard' as const, title: 'Standard', isMonthly: true };
    expect(plansDisabledReason(state([testPlan({ pendingPlan })]), false)).toBe('pending');
    expect(plansDisabledReason(state([testPlan({ unpaidSince: NOW - 86_400 })]), false)).toBe(
      'unpaid',
    );
    expect(plansDisabledReason(state([testPlan()]), false)).toBeNull();
    expect(
      plansDisabledReason(state([testPlan({ key: 'trial', isAutomatic: false })]), false),
    ).toBeNull();
  });

  it('says "arranged with sales" only for a plan arranged with sales', () => {
    const enterprise = testPlan({ key: 'enterprise', isAutomatic: false, isRegular: false });
    expect(plansDisabledReason(state([enterprise]), false)).toBe('bySales');
    expect(planCardAction('advanced', false, state([enterprise]))).toBe('contactSales');
  });
});

describe('a Start plan paid by bank transfer (manual provider)', () => {
  // Bought during the trial: it starts when the trial ends, and the invoice is paid.
  const start = testPlan({
    key: 'start',
    isAutomatic: false,
    subscriptionTimestamp: NOW + 20 * 86_400,
    periodStartTimestamp: NOW + 20 * 86_400,
  });

  it('keeps the cards enabled and offers the upgrades the server takes', () => {
    const paid = state([start]);
    expect(plansDisabledReason(paid, false)).toBeNull();
    expect(planCardAction('standard', false, paid)).toBe('subscribe');
    expect(planCardAction('advanced', true, paid)).toBe('subscribe');
    expect(planCardAction('start', true, paid)).toBe('subscribe');
    expect(planCardAction('start', false, paid)).toBe('subscribed');
    expect(planCardAction('little', false, paid)).toBe('contactSales');
    expect(planCardAction('enterprise', false, paid)).toBe('contactSales');
  });

  it('offers every plan again once the plan has ended', () => {
    const ended = state([{ ...start, subscriptionTimestamp: NOW - 90 * 86_400, isActive: false }]);
    expect(planCardAction('little', false, ended)).toBe('subscribe');
    expect(planCardAction('start', false, ended)).toBe('subscribe');
  });
});

describe('planCards', () => {
  const offered = ['enterprise', 'trial', 'advanced', 'little', 'standard', 'start'].map((key) =>
    testPlan({ key: key as Plan['key'], title: key }),
  );

  it('lists the self-service plans smallest first, then enterprise, never the trial', () => {
    expect(planCards(offered, state([])).map((plan) => plan.key)).toEqual([
      'little',
      'start',
      'standard',
      'advanced',
      'enterprise',
    ]);
  });

  it('shows a custom plan alone', () => {
    const custom = testPlan({ key: 'custom', isCustom: true, title: 'Su misura' });
    const cards = planCards(offered, state([custom]));
    expect(cards.map((plan) => plan.title)).toEqual(['Su misura']);
    expect(planCardAction('custom', false, state([custom]))).toBe('subscribed');
  });
});
