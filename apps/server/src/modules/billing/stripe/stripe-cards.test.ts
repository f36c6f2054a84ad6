import type { Card } from '@trova/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestAccount } from '../../../../test/accounts';
import { stripeHarness, VISA, type StripeHarness } from '../../../../test/stripe-billing';

const MASTERCARD = { brand: 'mastercard', last4: '4444', exp_month: 3, exp_year: 2029 };

/** The card calls through the app, with Stripe played by a recording loopback server. */
describe('saved cards with the Stripe provider', () => {
  let h: StripeHarness;
  let anna: TestAccount;
  const cards = async (account = anna) =>
    (await h.call(account, 'GET', '/customers/me/payment/methods')).json<Card[]>();
  const save = (token: string, account = anna) =>
    h.call(account, 'POST', '/customers/me/payment/methods/stripe', { token });
  const defaultCardOf = (customer: string) =>
    (h.stripe.state.customers.get(customer)?.['invoice_settings'] as Record<string, unknown>)[
      'default_payment_method'
    ];

  beforeEach(async () => {
    h = await stripeHarness();
    anna = await h.signUp('anna@negozio.it');
    h.stripe.state.addCard('pm_visa', VISA);
    h.stripe.state.addCard('pm_master', MASTERCARD);
  });
  afterEach(() => h.dispose());

  it('saves cards with the first as the one charged, reorders and deletes them', async () => {
    expect(await cards()).toEqual([]);
    // No Stripe customer is made just to answer that there are no cards.
    expect(h.stripe.writes()).toEqual([]);
    const first = await save('pm_visa');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual([
      { id: 'pm_visa', brand: 'visa', lastDigits: '4242', month: 12, year: 2030 },
    ]);
    expect((await save('pm_master')).json<Card[]>().map((card) => card.id)).toEqual([
      'pm_visa',
      'pm_master',
    ]);
    const [customer] = [...h.stripe.state.customers.keys()];
    expect(defaultCardOf(customer ?? '')).toBe('pm_visa');

    const reordered = await h.call(anna, 'PUT', '/customers/me/payment/methods', {
      paymentMethods: (await cards()).reverse(),
    });
    expect(reordered.json<Card[]>().map((card) => card.id)).toEqual(['pm_master', 'pm_visa']);
    expect(defaultCardOf(customer ?? '')).toBe('pm_master');
    expect((await cards()).map((card) => card.id)).toEqual(['pm_master', 'pm_visa']);

    // Deleting the card charged first makes the next one the default.
    const removed = await h.call(anna, 'DELETE', '/customers/me/payment/methods/pm_master');
    expect(removed.json()).toEqual({ status: 'OK' });
    expect((await cards()).map((card) => card.id)).toEqual(['pm_visa']);
    expect(defaultCardOf(customer ?? '')).toBe('pm_visa');
    expect(h.stripe.state.customers.size).toBe(1);
  });

  it("refuses another customer's card and shows the card network's refusal as it comes", async () => {
    const bruno = await h.signUp('bruno@bottega.it');
    h.stripe.state.addCard('pm_bruno', VISA);
    expect((await save('pm_bruno', bruno)).statusCode).toBe(200);
    await save('pm_visa');
    const remove = await h.call(anna, 'DELETE', '/customers/me/payment/methods/pm_bruno');
    expect(remove.statusCode).toBe(404);
    expect(remove.json()).toMatchObject({ code: 'card-not-found' });
    const reorder = await h.call(anna, 'PUT', '/customers/me/payment/methods', {
      paymentMethods: [
        { id: 'pm_bruno', brand: 'visa', lastDigits: '4242', month: 12, year: 2030 },
      ],
    });
    expect(reorder.json()).toMatchObject({ code: 'card-not-found' });
    expect((await cards(bruno)).map((card) => card.id)).toEqual(['pm_bruno']);

    h.stripe.state.declined.add('pm_master');
    const declined = await save('pm_master');
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({
      code: 'card-refused',
      message: 'Your card was declined.',
    });
    expect((await cards()).map((card) => card.id)).toEqual(['pm_visa']);
  });

  it('sends every call with an idempotency key derived from the action it serves', async () => {
    await save('pm_visa');
    await save('pm_visa');
    await h.call(anna, 'DELETE', '/customers/me/payment/methods/pm_visa');
    expect(h.stripe.calls.length).toBeGreaterThan(0);
    for (const call of h.stripe.calls) {
      expect(call.idempotencyKey, `${call.method} ${call.path}`).toMatch(
        new RegExp(`^(customer|card-add|card-delete|cards):${anna.customerId}:`),
      );
    }
    // Saving the same card twice is the same call twice: Stripe attaches it once.
    const attaches = h.stripe.writes().filter((call) => call.path.endsWith('/attach'));
    expect(attaches).toHaveLength(2);
    expect(new Set(attaches.map((call) => call.idempotencyKey)).size).toBe(1);
  });

  it("announces the publishable key, never the secret ones, in the console's configuration", async () => {
    const config = await h.app.server.inject({ url: '/config.json' });
    expect(config.json()).toMatchObject({
      billing: { provider: 'stripe', stripePublishableKey: 'pk_test_trova' },
    });
    expect(config.body).not.toMatch(/sk_test|whsec_/);
  });
});
