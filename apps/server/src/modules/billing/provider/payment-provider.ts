import type { Card } from '@trova/contracts';
import type { InvoiceRow } from '../invoices/invoices.repository';

/**
 * Every call that changes something at the provider carries an idempotency key derived from what
 * it does (an invoice id, a block, a card action), so a retried call is recognised by the provider
 * and never charges or changes twice (docs/adr/0005-billing-ledger.md).
 */
export interface ProviderCall {
  idempotencyKey: string;
  customerId: string;
}

export interface SubscriptionRequest extends ProviderCall {
  /** The ledger invoice of the plan's first period (a provider may collect it with the subscription). */
  invoiceId: string;
  planKey: string;
  isMonthly: boolean;
  periodStart: number;
  periodEnd: number;
  /** The provider's id of the customer's current subscription, when it has one. */
  providerRef: string | null;
}

export interface InvoiceRequest extends ProviderCall {
  invoiceId: string;
  number: string;
  totalCents: number;
  currency: string;
}

export interface UsageReport extends ProviderCall {
  /** UTC month `YYYY-MM` and the block's number in it. */
  month: string;
  block: number;
  queries: number;
  invoiceId: string;
}

interface PaymentEventBase {
  /** The provider's event id: the inbox key, so the same id is applied once however often it arrives. */
  id: string;
  provider: 'manual' | 'stripe';
  /** When it happened at the provider (epoch seconds), which may differ from its arrival. */
  occurredAt: number;
  payload: unknown;
}

/**
 * A payment outcome, reported by the provider (a webhook) or recorded by an operator (the manual
 * provider's admin command).
 */
export interface InvoicePaymentEvent extends PaymentEventBase {
  type: 'invoice.paid' | 'invoice.payment_failed';
  /** Our invoice id (a provider carries it in its own metadata). */
  invoiceId: string;
}

/**
 * The provider's copy of a customer's subscription changed on its side (cancelled or resumed from
 * its dashboard, or ended). `status` is the subscription's state when the event was read, not
 * what the event once said, so events applied in any order leave the latest state.
 */
export interface SubscriptionPaymentEvent extends PaymentEventBase {
  type: 'subscription.changed';
  customerId: string;
  /** The provider's subscription; only the customer's current one (`provider_ref`) counts. */
  providerRef: string;
  status: 'renewing' | 'cancelling' | 'ended';
}

/** A customer's saved cards changed at the provider (added, removed, a new default, renewed). */
export interface PaymentMethodEvent extends PaymentEventBase {
  type: 'payment-method.changed';
  customerId: string;
  change: 'attached' | 'detached' | 'default' | 'updated';
}

/** What the payment-events inbox records and applies once each (docs/adr/0005-billing-ledger.md). */
export type PaymentEvent = InvoicePaymentEvent | SubscriptionPaymentEvent | PaymentMethodEvent;

/** What applying an event did (`PaymentEventsService.receive`). */
export interface EventOutcome {
  /** False for a duplicate: the event id was in the inbox already and nothing changed. */
  applied: boolean;
  outcome: string;
  invoice: InvoiceRow | undefined;
}

/**
 * How money moves (docs/product/billing.md#payment-providers). Trova's ledger (invoices, states,
 * metering) is the same whatever the provider; the provider collects what the ledger says and
 * reports outcomes as `PaymentEvent`s. Outcomes never come back from these calls themselves, so a
 * provider that answers at once and one that answers by webhook look alike to the ledger.
 */
export interface PaymentProvider {
  readonly name: 'manual' | 'stripe';
  /** Plans are paid by saved card without the customer acting (the console's `isAutomatic`). */
  readonly automatic: boolean;
  /**
   * Whether a plan's invoice can be collected without the customer acting now (Stripe: a default
   * card is saved); a plan change is refused with `card-required` otherwise.
   */
  chargeable(customerId: string): Promise<boolean>;
  /**
   * The plan a customer chose, from its first invoice's period. Followed by `chargeInvoice` of the
   * same invoice: together they collect it once (a provider that charges when the subscription is
   * created treats that charge as done). Answers the provider's reference, kept for later calls; a
   * provider may wait for the payment instead and answer the reference it was given (Stripe's
   * subscription follows the plan in effect, see `afterEvent`).
   */
  createSubscription(request: SubscriptionRequest): Promise<{ providerRef: string | null }>;
  /** A plan change: the subscription moves to the new plan and term from the request's period. */
  replaceSubscription(request: SubscriptionRequest): Promise<{ providerRef: string | null }>;
  /** Stops renewing at the period end. */
  cancelSubscription(request: ProviderCall & { providerRef: string | null }): Promise<void>;
  /** Renews again (a reactivation before the end date). */
  resumeSubscription(request: ProviderCall & { providerRef: string | null }): Promise<void>;
  /** Asks for an invoice's total; the outcome arrives as an event. */
  chargeInvoice(request: InvoiceRequest): Promise<void>;
  /** Withdraws an open invoice (a pending plan change cancelled). */
  voidInvoice(request: InvoiceRequest): Promise<void>;
  /**
   * An overage block: the provider collects the block's invoice as metered usage (instead of
   * `chargeInvoice`), and reports its payment as an event for `invoiceId`.
   */
  reportUsage(report: UsageReport): Promise<void>;
  listCards(customerId: string): Promise<Card[]>;
  addCard(request: ProviderCall & { token: string }): Promise<Card[]>;
  deleteCard(request: ProviderCall & { cardId: string }): Promise<void>;
  reorderCards(request: ProviderCall & { cardIds: readonly string[] }): Promise<Card[]>;
  /**
   * Verifies a webhook's signature over the raw body and reads its event; a bad signature throws
   * `webhook-signature-invalid` (400). Null for an event that is none of ours to apply.
   */
  parseWebhook(
    rawBody: Buffer,
    headers: Readonly<Record<string, string | undefined>>,
  ): Promise<PaymentEvent | null>;
  /**
   * After a webhook's event was applied, or found already applied (a redelivery after a failure
   * here): the provider brings its own objects in line with the ledger. Idempotent: it compares
   * before it writes, with keys derived from the ledger's state.
   */
  afterEvent(event: PaymentEvent, outcome: EventOutcome): Promise<void>;
}

/**
 * The charge request of a ledger invoice; its idempotency key is the invoice's id, so however often
 * an invoice is handed to the provider it is collected once.
 * @example invoiceRequestOf(invoice).idempotencyKey // 'invoice:<id>'
 */
export function invoiceRequestOf(invoice: InvoiceRow): InvoiceRequest {
  return {
    idempotencyKey: `invoice:${invoice.id}`,
    customerId: invoice.customer_id,
    invoiceId: invoice.id,
    number: invoice.number,
    totalCents: invoice.total_cents,
    currency: invoice.currency,
  };
}
