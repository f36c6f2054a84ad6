import type { Card } from '@trova/contracts';
import type { InvoiceRow } from './invoices.repository';

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

/**
 * A payment outcome, reported by the provider (a webhook) or recorded by an operator (the manual
 * provider's admin command). `id` is the provider's event id, the inbox key: the same id is
 * applied once however often it arrives.
 */
export interface PaymentEvent {
  id: string;
  provider: 'manual' | 'stripe';
  type: 'invoice.paid' | 'invoice.payment_failed';
  /** Our invoice id (a provider carries it in its own metadata). */
  invoiceId: string;
  /** When it happened at the provider (epoch seconds), which may differ from its arrival. */
  occurredAt: number;
  payload: unknown;
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
   * The plan a customer chose, from its first invoice's period. Followed by `chargeInvoice` of the
   * same invoice: together they collect it once (a provider that charges when the subscription is
   * created treats that charge as done). Answers the provider's reference, kept for later calls.
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
   * `webhook-signature-invalid` (400).
   */
  parseWebhook(
    rawBody: Buffer,
    headers: Readonly<Record<string, string | undefined>>,
  ): Promise<PaymentEvent | null>;
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
