import type { LightMyRequestResponse } from 'fastify';
import Stripe from 'stripe';
import { STRIPE_WEBHOOK_PATH } from '../src/modules/billing/index';
import { billingHarness, type BillingHarness } from './billing';
import { startStripeLoopback, type StripeLoopback } from './stripe-loopback';

export const STRIPE_TEST_KEYS = {
  TROVA_STRIPE_SECRET_KEY: 'sk_test_trova',
  TROVA_STRIPE_PUBLISHABLE_KEY: 'pk_test_trova',
  TROVA_STRIPE_WEBHOOK_SECRET: 'whsec_trova_test_secret',
};

/** The card every test saves: what Stripe Elements answers for Stripe's test Visa. */
export const VISA = { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 };

export interface StripeHarness extends BillingHarness {
  stripe: StripeLoopback;
  /**
   * Delivers an event as Stripe would: the JSON signed with the endpoint's secret at the clock's
   * time (or with `secret` instead, to play a forger).
   */
  deliver(
    type: string,
    object: Record<string, unknown>,
    options?: {
      id?: string;
      secret?: string;
      previous?: Record<string, unknown>;
      /** Seconds before now the delivery was signed (a replay of an old one). */
      age?: number;
    },
  ): Promise<LightMyRequestResponse>;
}

let eventCounter = 0;
const signer = new Stripe('sk_test_signer');

/**
 * The billing harness on `TROVA_BILLING=stripe`, its Stripe API a recording loopback server
 * (`TROVA_STRIPE_API_URL`) and its webhooks delivered signed through the app.
 */
export async function stripeHarness(startMs?: number): Promise<StripeHarness> {
  const stripe = await startStripeLoopback();
  const h = await billingHarness(startMs, {
    TROVA_BILLING: 'stripe',
    ...STRIPE_TEST_KEYS,
    TROVA_STRIPE_API_URL: stripe.url,
  });
  return {
    ...h,
    stripe,
    async deliver(type, object, options = {}) {
      eventCounter += 1;
      const created = Math.floor(h.clock() / 1000);
      const payload = JSON.stringify({
        id: options.id ?? `evt_${eventCounter}`,
        object: 'event',
        type,
        created,
        livemode: false,
        api_version: null,
        data: { object, ...(options.previous ? { previous_attributes: options.previous } : {}) },
      });
      const header = signer.webhooks.generateTestHeaderString({
        payload,
        secret: options.secret ?? STRIPE_TEST_KEYS.TROVA_STRIPE_WEBHOOK_SECRET,
        timestamp: created - (options.age ?? 0),
      });
      return h.app.server.inject({
        method: 'POST',
        url: STRIPE_WEBHOOK_PATH,
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
        payload,
      });
    },
    dispose: async () => {
      await h.dispose();
      await stripe.close();
    },
  };
}
