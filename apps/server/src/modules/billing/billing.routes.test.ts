import { customerPlanResponseSchema, planSchema, type Plan } from '@trova/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { billingHarness, type BillingHarness } from '../../../test/billing';

describe('billing calls', () => {
  let h: BillingHarness | undefined;
  afterEach(() => h?.dispose());

  it('offers the tiered plans and enterprise with the default prices in euro', async () => {
    h = await billingHarness();
    const anna = await h.signUp('anna@negozio.it');
    const plans = (await h.call(anna, 'GET', '/plans')).json<Plan[]>();
    expect(plans.map((plan) => planSchema.parse(plan).key)).toEqual([
      'little',
      'start',
      'standard',
      'advanced',
      'enterprise',
    ]);
    expect(plans.map((plan) => plan.price)).toEqual([
      { monthly: 19, yearly: 205.2 },
      { monthly: 49, yearly: 529.2 },
      { monthly: 199, yearly: 2_149.2 },
      { monthly: 349, yearly: 3_769.2 },
      { monthly: 0, yearly: 0 },
    ]);
    expect(plans.every((plan) => !plan.isAutomatic)).toBe(true);
  });

  it('refuses a plan while the billing information is incomplete', async () => {
    h = await billingHarness();
    const anna = await h.signUp('anna@negozio.it', null);
    const answer = await h.call(anna, 'PUT', '/customers/me/plan', {
      key: 'start',
      isMonthly: true,
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ code: 'billing-info-incomplete' });
  });

  it('answers no cards on the manual provider and refuses to change them', async () => {
    h = await billingHarness();
    const anna = await h.signUp('anna@negozio.it');
    expect((await h.call(anna, 'GET', '/customers/me/payment/methods')).json()).toEqual([]);
    const add = await h.call(anna, 'POST', '/customers/me/payment/methods/stripe', {
      token: 'tok_visa',
    });
    expect(add.statusCode).toBe(409);
    expect(add.json()).toMatchObject({ code: 'payment-provider-unsupported' });
    const remove = await h.call(anna, 'DELETE', '/customers/me/payment/methods/card_1');
    expect(remove.json()).toMatchObject({ code: 'payment-provider-unsupported' });
  });

  it('gives a customer whose shops are all on Shopify an unbilled plan and no billing calls', async () => {
    h = await billingHarness();
    const anna = await h.signUp('anna@negozio.it');
    await h.addShop(anna, 'shopify-1', 'shopify');
    expect(await h.plan(anna)).toMatchObject({
      key: 'custom',
      state: 'custom',
      isActive: true,
      desc: 'Billed by Shopify',
    });
    for (const [method, path] of [
      ['GET', '/plans'],
      ['GET', '/customers/me/payment/history?from=0&to=1'],
      ['GET', '/customers/me/payment/methods'],
    ] as const) {
      const answer = await h.call(anna, method, path);
      expect(answer.statusCode, path).toBe(403);
      expect(answer.json()).toMatchObject({ code: 'billing-not-available' });
    }
    const change = await h.call(anna, 'PUT', '/customers/me/plan', {
      key: 'start',
      isMonthly: true,
    });
    expect(change.json()).toMatchObject({ code: 'billing-not-available' });
    // A shop of another platform brings billing back: the trial.
    await h.addShop(anna, 'feed-1', 'google-shopping');
    expect((await h.plan(anna)).key).toBe('trial');
  });

  it('gives every account an unlimited custom plan when billing is off', async () => {
    h = await billingHarness(Date.UTC(2026, 2, 2), { TROVA_BILLING: 'off' });
    const anna = await h.signUp('anna@negozio.it');
    h.advanceDays(400);
    const plans = customerPlanResponseSchema.parse(
      (await h.call(anna, 'GET', '/customers/me/plan')).json(),
    );
    expect(plans).toEqual([
      expect.objectContaining({
        key: 'custom',
        isActive: true,
        requestsLimit: 0,
        queries: { threshold: 0 },
        usage: expect.objectContaining({ threshold: 0, state: 'ok' }) as unknown,
      }),
    ]);
    expect((await h.call(anna, 'GET', '/customers/me/tier')).json()).toMatchObject({
      tier: { limit: 0, limitLabel: 'unlimited' },
    });
    const change = await h.call(anna, 'PUT', '/customers/me/plan', {
      key: 'start',
      isMonthly: true,
    });
    expect(change.json()).toMatchObject({ code: 'billing-disabled' });
  });
});
