import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import type { StripeConfig } from '../../../config/stripe-config';
import { AppError } from '../../../errors/error-catalogue';

/**
 * The official client, on the configured keys and, in tests, a loopback API origin. Network
 * failures are retried by the client: safe, since every call carries an idempotency key derived
 * from the ledger (docs/adr/0005-billing-ledger.md), so a retry is the same call to Stripe.
 * @example const stripe = createStripeClient(config.billing.stripe);
 */
export function createStripeClient(config: StripeConfig): Stripe {
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Trova' },
    ...(config.api ?? {}),
  });
}

/** Whether Stripe answered with this error code (`resource_missing`, …). */
export function hasStripeCode(error: unknown, ...codes: readonly string[]): boolean {
  return error instanceof Stripe.errors.StripeError && codes.includes(error.code ?? '');
}

/**
 * A charge Stripe refused or could not make without the customer (a declined card, one that needs
 * authentication, no card at all): not a failure of ours. Stripe reports the outcome as an
 * `invoice.payment_failed` event, which the ledger applies like any other.
 */
export function isRefusedCharge(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeCardError ||
    hasStripeCode(
      error,
      'invoice_payment_intent_requires_action',
      'invoice_no_payment_method_types',
    )
  );
}

/**
 * Runs a call to Stripe, turning its failures into our catalogue's: a refused card with Stripe's
 * own message (the console shows it as it comes), anything else as the provider unavailable, the
 * cause logged (never the keys: Stripe's errors carry none).
 * @example await stripeCall(log, 'attach a card', () => stripe.paymentMethods.attach(id, params));
 */
export async function stripeCall<T>(
  log: FastifyBaseLogger,
  what: string,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError || !(error instanceof Stripe.errors.StripeError)) throw error;
    if (error instanceof Stripe.errors.StripeCardError) {
      throw new AppError('card-refused', error.message);
    }
    log.error({ err: error, requestId: error.requestId }, `stripe: ${what} failed`);
    throw new AppError('payment-provider-unavailable');
  }
}

/** The id of an expandable Stripe field. */
export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : value.id;
}
