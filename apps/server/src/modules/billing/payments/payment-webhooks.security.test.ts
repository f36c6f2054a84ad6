import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestAccount } from '../../../../test/accounts';
import {
  stripeHarness,
  STRIPE_TEST_KEYS,
  VISA,
  type StripeHarness,
} from '../../../../test/stripe-billing';
import { STRIPE_WEBHOOK_PATH } from './payment-webhooks.routes';

const signer = new Stripe('sk_test_signer');

/**
 * Correctly signed deliveries that must still be refused (docs/product/billing.md#stripe-webhooks):
 * a body that is not a JSON event, and a signature dated ahead of our clock.
 */
describe('Stripe webhooks, hostile deliveries', () => {
  let h: StripeHarness;
  let anna: TestAccount;
  const inbox = () => h.app.database.db.selectFrom('billing_payment_events').selectAll().execute();
  const send = (payload: string, signedAtSeconds: number) =>
    h.app.server.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_PATH,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signer.webhooks.generateTestHeaderString({
          payload,
          secret: STRIPE_TEST_KEYS.TROVA_STRIPE_WEBHOOK_SECRET,
          timestamp: signedAtSeconds,
        }),
      },
      payload,
    });
  const nowSeconds = () => Math.floor(h.clock() / 1000);

  beforeEach(async () => {
    h = await stripeHarness();
    anna = await h.signUp('anna@negozio.it');
    h.stripe.state.addCard('pm_visa', VISA);
    await h.call(anna, 'POST', '/customers/me/payment/methods/stripe', { token: 'pm_visa' });
    await h.call(anna, 'PUT', '/customers/me/plan', { key: 'start', isMonthly: true });
  });
  afterEach(() => h.dispose());

  it.each([
    ['text that is not JSON', 'not json at all'],
    ['truncated JSON', '{"id":"evt_1","type":"invoice.paid"'],
    ['JSON that is not an event', '"just a string"'],
    ['an event without data', '{"id":"evt_1","type":"invoice.paid"}'],
  ])('answers a signed body of %s 400 webhook-body-invalid, recording nothing', async (_, body) => {
    const response = await send(body, nowSeconds());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 'ERROR',
      code: 'webhook-body-invalid',
      message: 'The webhook body is not a JSON event.',
    });
    expect(await inbox()).toEqual([]);
    expect((await h.plan(anna)).pendingPlan).not.toBeNull();
  });

  it('refuses a signature dated ahead of the clock beyond a minute, and takes one within it', async () => {
    const invoiceId = (
      await h.app.database.db.selectFrom('billing_invoices').select('id').executeTakeFirstOrThrow()
    ).id;
    const event = (id: string) =>
      JSON.stringify({
        id,
        object: 'event',
        type: 'invoice.paid',
        created: nowSeconds(),
        livemode: false,
        data: {
          object: { id: 'in_x', object: 'invoice', metadata: { trova_invoice_id: invoiceId } },
        },
      });
    const ahead = await send(event('evt_ahead'), nowSeconds() + 3600);
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json()).toMatchObject({ status: 'ERROR', code: 'webhook-signature-invalid' });
    expect(await inbox()).toEqual([]);
    expect((await h.plan(anna)).pendingPlan).not.toBeNull();

    // Clock skew of a few seconds between Stripe and us is not an attack.
    const skewed = await send(event('evt_skewed'), nowSeconds() + 30);
    expect(skewed.statusCode, skewed.body).toBe(200);
    expect((await inbox()).map((row) => row.id)).toEqual(['evt_skewed']);
  });
});
