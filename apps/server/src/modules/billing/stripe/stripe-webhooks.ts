import Stripe from 'stripe';
import type { Clock } from '../../../clock';
import { AppError } from '../../../errors/error-catalogue';
import type {
  PaymentEvent,
  PaymentMethodEvent,
  SubscriptionPaymentEvent,
} from '../provider/payment-provider';
import { idOf } from './stripe-client';
import type { StripeCustomers } from './stripe-customers';
import type { StripeInvoices } from './stripe-invoices';

export interface StripeWebhooksDependencies {
  stripe: Stripe;
  /** The endpoint's signing secret (`whsec_…`). */
  secret: string;
  customers: StripeCustomers;
  invoices: StripeInvoices;
  now: Clock;
}

/** Stripe signs each delivery with its time; older ones are refused as replays (Stripe's default). */
const TOLERANCE_SECONDS = 300;

/**
 * Stripe's check lets any future time through, so a signature dated ahead would stay replayable
 * until that time; this much clock skew between Stripe and us is allowed
 * (docs/product/billing.md#stripe-webhooks).
 */
const FUTURE_TOLERANCE_SECONDS = 60;

/**
 * The signed time, read as Stripe's own check reads it (the last `t=` of the header), so the time
 * judged here is the one the verified signature covers.
 */
function signedAt(header: string): number {
  let timestamp = Number.NaN;
  for (const item of header.split(',')) {
    const [key, value] = item.split('=');
    if (key === 't') timestamp = Number.parseInt(value ?? '', 10);
  }
  return timestamp;
}

/** What the mapping reads of any event: a body that is JSON but not an event is refused whole. */
function isEventShaped(value: unknown): value is Stripe.Event {
  if (typeof value !== 'object' || value === null) return false;
  const { id, type, data } = value as Record<string, unknown>;
  if (typeof id !== 'string' || typeof type !== 'string') return false;
  if (typeof data !== 'object' || data === null) return false;
  const object = (data as Record<string, unknown>)['object'];
  return typeof object === 'object' && object !== null;
}

type Base = Pick<PaymentEvent, 'id' | 'provider' | 'occurredAt' | 'payload'>;

function subscriptionStatus(subscription: Stripe.Subscription): SubscriptionPaymentEvent['status'] {
  if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') {
    return 'ended';
  }
  return subscription.cancel_at_period_end || typeof subscription.cancel_at === 'number'
    ? 'cancelling'
    : 'renewing';
}

/**
 * Stripe's webhooks as payment events (docs/adr/0005-billing-ledger.md, Stripe). The signature is
 * checked over the raw body; then an event of ours becomes the ledger's event under Stripe's event
 * id, the inbox key. An invoice event names our invoice by its metadata; a subscription event
 * carries the subscription's state read from Stripe now, so events applied in any order leave the
 * latest one. Events that are not ours (another system's invoices on the same account) are null.
 */
export class StripeWebhooks {
  constructor(private readonly deps: StripeWebhooksDependencies) {}

  /**
   * @throws AppError `webhook-signature-invalid` when the signature is missing, wrong, too old or
   *   dated ahead; `webhook-body-invalid` when a correctly signed body is not a JSON event.
   * @example await webhooks.parse(rawBody, request.headers) // { type: 'invoice.paid', … }
   */
  async parse(
    rawBody: Buffer,
    headers: Readonly<Record<string, string | undefined>>,
  ): Promise<PaymentEvent | null> {
    const signature = headers['stripe-signature'];
    if (signature === undefined || signature === '')
      throw new AppError('webhook-signature-invalid');
    // Undefined when the signature held over a body that is not JSON: Stripe parses after checking.
    let event: unknown;
    try {
      event = this.deps.stripe.webhooks.constructEvent(
        rawBody,
        signature,
        this.deps.secret,
        TOLERANCE_SECONDS,
        undefined,
        this.deps.now(),
      );
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
        throw new AppError('webhook-signature-invalid');
      }
      if (!(error instanceof SyntaxError)) throw error;
    }
    if (signedAt(signature) > Math.floor(this.deps.now() / 1000) + FUTURE_TOLERANCE_SECONDS) {
      throw new AppError('webhook-signature-invalid');
    }
    if (!isEventShaped(event)) throw new AppError('webhook-body-invalid');
    return this.toPaymentEvent(event);
  }

  private async toPaymentEvent(event: Stripe.Event): Promise<PaymentEvent | null> {
    const object: object = event.data.object;
    const base: Base = {
      id: event.id,
      provider: 'stripe',
      occurredAt: event.created,
      payload: {
        type: event.type,
        object: 'id' in object && typeof object.id === 'string' ? object.id : null,
        livemode: event.livemode,
      },
    };
    switch (event.type) {
      case 'invoice.paid':
      case 'invoice.payment_failed':
      case 'invoice.payment_action_required': {
        const invoice = event.data.object;
        const invoiceId =
          invoice.metadata?.['trova_invoice_id'] ??
          (await this.deps.invoices.ledgerIdOf(invoice.id));
        if (invoiceId === undefined) return null;
        // A charge that needs the customer's authentication did not happen: a failed attempt.
        const type = event.type === 'invoice.paid' ? 'invoice.paid' : 'invoice.payment_failed';
        return { ...base, type, invoiceId };
      }
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        return this.subscriptionEvent(base, event);
      case 'customer.updated': {
        const changed = event.data.previous_attributes?.invoice_settings !== undefined;
        return changed ? this.cardEvent(base, event.data.object.id, 'default') : null;
      }
      case 'payment_method.attached':
        return this.cardEvent(base, idOf(event.data.object.customer), 'attached');
      case 'payment_method.detached': {
        // Detached, the method names no customer any more; the one before is in the change.
        const before = idOf(event.data.previous_attributes?.customer);
        return this.cardEvent(base, before ?? idOf(event.data.object.customer), 'detached');
      }
      case 'payment_method.updated':
      case 'payment_method.automatically_updated':
        return this.cardEvent(base, idOf(event.data.object.customer), 'updated');
      default:
        return null;
    }
  }

  private async subscriptionEvent(
    base: Base,
    event: Stripe.CustomerSubscriptionUpdatedEvent | Stripe.CustomerSubscriptionDeletedEvent,
  ): Promise<SubscriptionPaymentEvent | null> {
    const subscription = event.data.object;
    const customerId = await this.deps.customers.ownerOf(idOf(subscription.customer) ?? '');
    if (customerId === undefined) return null;
    // A deleted subscription is final; an update is read again, as it is now.
    const latest =
      event.type === 'customer.subscription.deleted'
        ? subscription
        : await this.deps.stripe.subscriptions.retrieve(
            subscription.id,
            {},
            { idempotencyKey: `event:${event.id}:read` },
          );
    return {
      ...base,
      type: 'subscription.changed',
      customerId,
      providerRef: subscription.id,
      status: subscriptionStatus(latest),
    };
  }

  private async cardEvent(
    base: Base,
    stripeCustomerId: string | null,
    change: PaymentMethodEvent['change'],
  ): Promise<PaymentMethodEvent | null> {
    if (stripeCustomerId === null) return null;
    const customerId = await this.deps.customers.ownerOf(stripeCustomerId);
    if (customerId === undefined) return null;
    return { ...base, type: 'payment-method.changed', customerId, change };
  }
}
