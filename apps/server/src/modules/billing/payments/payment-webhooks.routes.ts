import { API_PREFIX } from '@trova/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { PaymentWebhooksService } from './payment-webhooks.service';

/** Where Stripe delivers its events (docs/product/billing.md#stripe-webhooks). */
export const STRIPE_WEBHOOK_PATH = `${API_PREFIX}/billing/webhooks/stripe`;

/**
 * The Stripe webhook endpoint, in a scope of its own: the signature covers the exact bytes Stripe
 * sent, so this scope keeps every body raw instead of parsing and re-serialising it. No session or
 * API key: the signature is the credential.
 */
export function paymentWebhookRoutes(webhooks: PaymentWebhooksService): FastifyPluginAsync {
  return (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });
    app.post(STRIPE_WEBHOOK_PATH, (request) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      return webhooks.receive(body, {
        'stripe-signature': Array.isArray(signature) ? signature[0] : signature,
      });
    });
    return Promise.resolve();
  };
}
