import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openBillingUnit, type BillingUnit } from '../../../../test/billing-unit';

describe('cancelling, reactivating and arranging a plan', () => {
  let unit: BillingUnit;
  const plan = async () => (await unit.billing.service.plan(unit.caller))[0];
  const onStart = async () => {
    await unit.billing.service.changePlan(unit.caller, { key: 'start', isMonthly: true });
    await unit.payPending();
  };

  beforeEach(async () => {
    unit = await openBillingUnit();
  });
  afterEach(() => unit.dispose());

  it('refuses to cancel a trial, which has nothing to renew', async () => {
    await expect(unit.billing.lifecycle.cancel(unit.customerId)).rejects.toMatchObject({
      code: 'plan-not-cancellable',
    });
    await expect(unit.billing.lifecycle.reactivate(unit.customerId)).rejects.toMatchObject({
      code: 'plan-not-reactivatable',
    });
  });

  it('keeps a cancelled plan active to its period end, and reactivates it once', async () => {
    await onStart();
    await unit.billing.service.cancel(unit.caller);
    expect(await plan()).toMatchObject({ key: 'start', isActive: true, isDeactivating: true });
    // Cancelling twice is refused rather than told to the provider again.
    await expect(unit.billing.service.cancel(unit.caller)).rejects.toMatchObject({
      code: 'plan-not-cancellable',
    });
    await unit.billing.service.reactivate(unit.caller);
    expect(await plan()).toMatchObject({ key: 'start', isActive: true, isDeactivating: false });
    await expect(unit.billing.service.reactivate(unit.caller)).rejects.toMatchObject({
      code: 'plan-not-reactivatable',
    });
    const lifecycleCalls = unit.provider.calls.filter((call) => /Subscription$/.test(call.call));
    expect(lifecycleCalls.map((call) => call.call)).toEqual([
      'createSubscription',
      'cancelSubscription',
      'resumeSubscription',
    ]);
    // Each step its own key, so the provider never takes a resume for a replayed cancel.
    expect(new Set(lifecycleCalls.map((call) => call.key)).size).toBe(3);
  });

  it('refuses cancelling and reactivating when billing is off', async () => {
    await unit.dispose();
    unit = await openBillingUnit({ mode: 'off' });
    await expect(unit.billing.lifecycle.cancel(unit.customerId)).rejects.toMatchObject({
      code: 'billing-disabled',
    });
  });

  it('arranges a custom plan from now and withdraws a pending change', async () => {
    await unit.billing.service.changePlan(unit.caller, { key: 'start', isMonthly: true });
    await unit.billing.lifecycle.arrange(unit.customerId, {
      key: 'custom',
      requestsLimit: 0,
      monthlyCents: 50_000,
    });
    expect(await plan()).toMatchObject({ key: 'custom', pendingPlan: null });
    const pending = await unit.database.db
      .selectFrom('billing_invoices')
      .select('status')
      .executeTakeFirstOrThrow();
    expect(pending.status).toBe('void');
    // A plan arranged with sales is changed with sales, not cancelled from the console.
    await expect(unit.billing.service.cancel(unit.caller)).rejects.toMatchObject({
      code: 'plan-change-contact-sales',
    });
  });
});
