import type { Kysely } from 'kysely';
import { epochSeconds, type Clock } from '../../../clock';
import type { Database } from '../../../db/database.schema';
import { AppError } from '../../../errors/error-catalogue';
import type { NotificationsService } from '../../notifications/index';
import { InvoicesRepository, type InvoiceRow } from '../invoices/invoices.repository';
import { manualPaymentEvent } from '../provider/manual.provider';
import type { EventOutcome, InvoicePaymentEvent, PaymentEvent } from '../provider/payment-provider';
import { PaymentEventsRepository } from './payment-events.repository';
import { applyPlanChangePayment, type Notice } from './plan-change-payment';
import { applySubscriptionChange } from './subscription-event';
import { retryOnConflict } from '../write-conflict';

export interface PaymentEventsDependencies {
  db: Kysely<Database>;
  notifications: Pick<NotificationsService, 'notify'>;
  /** Told after a customer's standing may have changed (serving follows it at once). */
  changed: (customerId: string) => Promise<void>;
  now: Clock;
}

export type { EventOutcome } from '../provider/payment-provider';

interface Applied {
  outcome: string;
  notices: Notice[];
  invoice: InvoiceRow | undefined;
  /** Whose standing may have changed. */
  customerId: string | undefined;
}

/**
 * Applies payment events to the ledger exactly once (docs/adr/0005-billing-ledger.md). The inbox row
 * and every change the event makes commit together, so a crash loses neither and a replay finds its
 * id and stops. Order does not matter: a paid invoice is final, so a failure reported after the
 * success changes nothing, and a success after a failure settles the invoice; a subscription event
 * carries the subscription's latest state. A change of cards is only recorded here (the provider
 * acts on it after, see `PaymentProvider.afterEvent`).
 */
export class PaymentEventsService {
  constructor(private readonly deps: PaymentEventsDependencies) {}

  /**
   * Records and applies one event; notifications go out after the commit.
   * @example await payments.receive(await provider.parseWebhook(body, headers));
   */
  async receive(event: PaymentEvent): Promise<EventOutcome> {
    const now = epochSeconds(this.deps.now);
    const result = await retryOnConflict(() =>
      this.deps.db.transaction().execute(async (trx) => {
        const inbox = new PaymentEventsRepository(trx);
        const isNew = await inbox.record({
          id: event.id,
          provider: event.provider,
          type: event.type,
          invoice_id: 'invoiceId' in event ? event.invoiceId : null,
          occurred_at: event.occurredAt,
          received_at: now,
          outcome: 'received',
          payload: JSON.stringify(event.payload ?? null),
        });
        if (!isNew) {
          // Changes nothing; the invoice is named so the provider can finish what follows it.
          const invoice =
            'invoiceId' in event
              ? await new InvoicesRepository(trx).findById(event.invoiceId)
              : undefined;
          const duplicate: Applied = {
            outcome: 'duplicate',
            notices: [],
            invoice,
            customerId: undefined,
          };
          return { applied: false, ...duplicate };
        }
        const applied = await this.apply(trx, event, now);
        await inbox.setOutcome(event.id, applied.outcome);
        return { applied: true, ...applied };
      }),
    );
    for (const notice of result.notices) {
      await this.deps.notifications.notify(notice.customerId, notice.code, notice.payload);
    }
    if (result.customerId !== undefined) await this.deps.changed(result.customerId);
    return { applied: result.applied, outcome: result.outcome, invoice: result.invoice };
  }

  /** `npm run admin -- invoices mark-paid|mark-failed <number>`: the manual provider's event. */
  async mark(number: string, outcome: 'paid' | 'failed'): Promise<EventOutcome> {
    const invoice = await new InvoicesRepository(this.deps.db).findByNumber(number);
    if (!invoice) throw new AppError('invoice-not-found', `No invoice numbered ${number}.`);
    return this.receive(manualPaymentEvent(invoice, outcome, epochSeconds(this.deps.now)));
  }

  private async apply(trx: Kysely<Database>, event: PaymentEvent, now: number): Promise<Applied> {
    switch (event.type) {
      case 'invoice.paid':
      case 'invoice.payment_failed':
        return this.applyPayment(trx, event, now);
      case 'subscription.changed': {
        const { outcome } = await applySubscriptionChange(trx, event, now);
        return { outcome, notices: [], invoice: undefined, customerId: event.customerId };
      }
      case 'payment-method.changed':
        return {
          outcome: `recorded: card ${event.change}`,
          notices: [],
          invoice: undefined,
          customerId: undefined,
        };
    }
  }

  private async applyPayment(
    trx: Kysely<Database>,
    event: InvoicePaymentEvent,
    now: number,
  ): Promise<Applied> {
    const invoices = new InvoicesRepository(trx);
    const invoice = await invoices.findById(event.invoiceId);
    if (!invoice) {
      return {
        outcome: 'ignored: unknown invoice',
        notices: [],
        invoice: undefined,
        customerId: undefined,
      };
    }
    const customerId = invoice.customer_id;
    const paid = event.type === 'invoice.paid';
    const moved = paid
      ? await invoices.setStatus(invoice.id, ['open', 'failed'], 'paid', now)
      : await invoices.setStatus(invoice.id, ['open'], 'failed', now);
    if (!moved) {
      return { outcome: `ignored: invoice ${invoice.status}`, notices: [], invoice, customerId };
    }
    const payload = { paymentId: invoice.number };
    const notices: Notice[] = [
      { customerId, code: paid ? 'payment-success' : 'payment-failure', payload },
    ];
    if (invoice.kind === 'subscription' || invoice.kind === 'upgrade') {
      const change = await applyPlanChangePayment(trx, invoice, paid, now);
      return {
        outcome: change.outcome,
        notices: [...notices, ...change.notices],
        invoice,
        customerId,
      };
    }
    return { outcome: paid ? 'paid' : 'failed', notices, invoice, customerId };
  }
}
