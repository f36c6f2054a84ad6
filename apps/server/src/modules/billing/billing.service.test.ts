import { afterEach, describe, expect, it } from 'vitest';
import { openBillingUnit, type BillingUnit } from '../../../test/billing-unit';

describe('the signed-in customer’s billing calls', () => {
  let unit: BillingUnit;
  afterEach(() => unit.dispose());

  it('refuses every call without a caller before reading anything', async () => {
    unit = await openBillingUnit();
    const { service } = unit.billing;
    const calls: (() => Promise<unknown>)[] = [
      () => service.plan(undefined),
      () => service.tier(undefined),
      () => service.plans(undefined),
      () => service.changePlan(undefined, { key: 'start', isMonthly: true }),
      () => service.cancelPending(undefined),
      () => service.cancel(undefined),
      () => service.reactivate(undefined),
      async () => service.history(undefined, { from: 0, to: 1 }),
      async () => service.invoice(undefined, '2026-000001'),
      () => service.cards(undefined),
      () => service.addCard(undefined, 'tok'),
      () => service.deleteCard(undefined, 'card'),
      () => service.reorderCards(undefined, []),
    ];
    // history and invoice throw synchronously: to the route, as to the caller, it is the same error.
    for (const call of calls) await expect(call()).rejects.toMatchObject({ code: 'missing-token' });
    expect(unit.provider.calls).toEqual([]);
  });

  it('answers the plan and the tier with this month’s metered queries', async () => {
    unit = await openBillingUnit();
    await unit.addShop('s1');
    unit.intents.set('s1', 400);
    const [plan] = await unit.billing.service.plan(unit.caller);
    expect(plan).toMatchObject({ key: 'trial', usage: { requests: 400, threshold: 1_000 } });
    expect(await unit.billing.service.tier(unit.caller)).toMatchObject({
      balance: 400,
      remaining: 600,
      tier: { limit: 1_000, limitLabel: '1K' },
    });
  });

  it('keeps answering the plan when billing is off, and refuses the billing calls', async () => {
    unit = await openBillingUnit({ mode: 'off' });
    const [plan] = await unit.billing.service.plan(unit.caller);
    expect(plan?.isActive).toBe(true);
    await expect(unit.billing.service.plans(unit.caller)).rejects.toMatchObject({
      code: 'billing-disabled',
    });
    await expect(unit.billing.service.cards(unit.caller)).rejects.toMatchObject({
      code: 'billing-disabled',
    });
  });

  it('refuses billing calls of an account whose shops Shopify bills', async () => {
    unit = await openBillingUnit();
    await unit.addShop('s1', 'shopify');
    await expect(unit.billing.service.plans(unit.caller)).rejects.toMatchObject({
      code: 'billing-not-available',
    });
    await expect(unit.billing.service.addCard(unit.caller, 'tok_1')).rejects.toMatchObject({
      code: 'billing-not-available',
    });
    expect(unit.provider.calls).toEqual([]);
  });

  it('keys card calls by what they do, never by the raw card token', async () => {
    unit = await openBillingUnit();
    await unit.billing.service.addCard(unit.caller, 'tok_secret');
    await unit.billing.service.addCard(unit.caller, 'tok_secret');
    await unit.billing.service.reorderCards(unit.caller, []);
    const [first, again, order] = unit.provider.calls;
    // The same card sent twice is the same request to the provider: it is added once.
    expect(first?.key).toBe(again?.key);
    expect(first?.key).toMatch(new RegExp(`^card-add:${unit.customerId}:[0-9a-f]{64}$`));
    expect(first?.key).not.toContain('tok_secret');
    expect(order?.call).toBe('reorderCards');
  });

  it('lists the plans on offer in euro with at most two decimals, from integer cents', async () => {
    unit = await openBillingUnit();
    const plans = await unit.billing.service.plans(unit.caller);
    // Start: 49,00 € a month; a year is twelve months less 10 %: 529,20 €.
    expect(plans.find((plan) => plan.key === 'start')?.price).toEqual({
      monthly: 49,
      yearly: 529.2,
    });
    for (const { price } of plans) {
      expect(price.monthly * 100).toBeCloseTo(Math.round(price.monthly * 100), 6);
      expect(price.yearly * 100).toBeCloseTo(Math.round(price.yearly * 100), 6);
    }
  });
});
