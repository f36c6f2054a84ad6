import type { Card } from '@trova/contracts';
import { AppError } from '../../../errors/error-catalogue';
import type {
  EventOutcome,
  InvoicePaymentEvent,
  InvoiceRequest,
  PaymentEvent,
  PaymentProvider,
  ProviderCall,
  SubscriptionRequest,
  UsageReport,
} from './payment-provider';

const notAvailable = (what: string) =>
  new AppError(
    'payment-provider-unsupported',
    `${what} are not available with this server's payment provider: invoices are paid by ` +
      'transfer and marked paid by the operator.',
  );

/**
 * The manual provider (`TROVA_BILLING=manual`, the default): nothing leaves the server. Invoices
 * stay open until an operator records their payment or failure with
 * `npm run admin -- invoices mark-paid|mark-failed <number>`, which becomes a `PaymentEvent` like a
 * webhook's. There are no cards: listing answers none, changing them is refused.
 *
 * @example
 * const provider = new ManualProvider();
 * await provider.chargeInvoice(request); // nothing to do: the invoice waits for the operator
 */
export class ManualProvider implements PaymentProvider {
  readonly name = 'manual' as const;
  readonly automatic = false;

  /** Invoices are paid by transfer: nothing to check before one is issued. */
  chargeable(): Promise<boolean> {
    return Promise.resolve(true);
  }

  createSubscription(_request: SubscriptionRequest): Promise<{ providerRef: string | null }> {
    return Promise.resolve({ providerRef: null });
  }

  replaceSubscription(_request: SubscriptionRequest): Promise<{ providerRef: string | null }> {
    return Promise.resolve({ providerRef: null });
  }

  cancelSubscription(_request: ProviderCall): Promise<void> {
    return Promise.resolve();
  }

  resumeSubscription(_request: ProviderCall): Promise<void> {
    return Promise.resolve();
  }

  chargeInvoice(_request: InvoiceRequest): Promise<void> {
    return Promise.resolve();
  }

  voidInvoice(_request: InvoiceRequest): Promise<void> {
    return Promise.resolve();
  }

  reportUsage(_report: UsageReport): Promise<void> {
    return Promise.resolve();
  }

  listCards(): Promise<Card[]> {
    return Promise.resolve([]);
  }

  addCard(): Promise<Card[]> {
    return Promise.reject(notAvailable('Cards'));
  }

  deleteCard(): Promise<void> {
    return Promise.reject(notAvailable('Cards'));
  }

  reorderCards(): Promise<Card[]> {
    return Promise.reject(notAvailable('Cards'));
  }

  parseWebhook(): Promise<PaymentEvent | null> {
    return Promise.reject(notAvailable('Payment webhooks'));
  }

  afterEvent(_event: PaymentEvent, _outcome: EventOutcome): Promise<void> {
    return Promise.resolve();
  }
}

/**
 * The event an operator's `mark-paid` / `mark-failed` records. Its id is derived from the invoice
 * and the outcome, so running the same command twice is a replay the inbox ignores.
 * @example manualPaymentEvent(invoice, 'paid', now).id // 'manual:2026-000001:paid'
 */
export function manualPaymentEvent(
  invoice: { id: string; number: string },
  outcome: 'paid' | 'failed',
  occurredAt: number,
): InvoicePaymentEvent {
  return {
    id: `manual:${invoice.number}:${outcome}`,
    provider: 'manual',
    type: outcome === 'paid' ? 'invoice.paid' : 'invoice.payment_failed',
    invoiceId: invoice.id,
    occurredAt,
    payload: { number: invoice.number, by: 'operator' },
  };
}
