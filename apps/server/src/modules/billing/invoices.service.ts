import {
  historyInvoiceSchema,
  planKeySchema,
  type InvoiceDownload,
  type PaymentHistoryEntry,
  type PaymentHistoryQuery,
} from '@trova/contracts';
import { epochSeconds, type Clock } from '../../clock';
import { AppError } from '../../errors/error-catalogue';
import { addMonths, monthKey, monthLabel, monthStart } from './billing-calendar';
import type { InvoicesRepository, InvoiceRow } from './invoices/invoices.repository';
import type { MeteringService } from './metering/metering.service';
import { centsToEuros } from './money';
import type { OverageBlocksRepository } from './metering/overage-blocks.repository';
import type { PlanCatalogue } from './plans/plan-catalogue';
import type { PlanStandings } from './plans/plan-standings';

export interface InvoicesServiceDependencies {
  invoices: InvoicesRepository;
  overage: Pick<OverageBlocksRepository, 'billedByMonth'>;
  metering: Pick<MeteringService, 'requests'>;
  standings: Pick<PlanStandings, 'assertBilled' | 'snapshot'>;
  catalogue: PlanCatalogue;
  now: Clock;
}

/** The invoice download path the history links to (the `invoice` call of the contracts). */
export const invoicePath = (number: string): string =>
  `/API/customers/me/invoices/${encodeURIComponent(number)}`;

const STATUS_LABELS: Readonly<Record<string, string>> = {
  open: 'to pay',
  paid: 'paid',
  failed: 'payment failed',
  void: 'withdrawn',
};

function invoiceEntry(invoice: InvoiceRow, catalogue: PlanCatalogue): PaymentHistoryEntry {
  const parsedKey = planKeySchema.safeParse(invoice.kind === 'overage' ? null : invoice.plan_key);
  const what =
    invoice.kind === 'overage'
      ? 'extra queries'
      : `${catalogue.title(invoice.plan_key ?? '')} plan`;
  return {
    timestamp: invoice.issued_at,
    type: 'invoice',
    label: `Invoice ${invoice.number}, ${what} (${STATUS_LABELS[invoice.status] ?? invoice.status})`,
    amount: centsToEuros(invoice.total_cents),
    transactionId: invoice.number,
    url: invoicePath(invoice.number),
    requests: null,
    invoice: {
      number: invoice.number,
      // The ledger writes only these values; a row outside them is a broken invariant.
      status: historyInvoiceSchema.shape.status.parse(invoice.status),
      kind: historyInvoiceSchema.shape.kind.parse(invoice.kind),
      planKey: parsedKey.success ? parsedKey.data : null,
      planTitle: parsedKey.success ? catalogue.title(parsedKey.data) : null,
    },
  };
}

/**
 * Invoices and consumption of the signed-in customer (docs/product/billing.md#history): the PDF of
 * an own invoice, and the history of a range, never past now.
 */
export class InvoicesService {
  constructor(private readonly deps: InvoicesServiceDependencies) {}

  /**
   * An own invoice's stored PDF, by number (or id); another customer's answers as missing.
   * @example (await invoices.download(customerId, '2026-000001')).pdf // 'JVBERi0…'
   */
  async download(customerId: string, idOrNumber: string): Promise<InvoiceDownload> {
    const invoice =
      (await this.deps.invoices.findByNumber(idOrNumber)) ??
      (await this.deps.invoices.findById(idOrNumber));
    if (!invoice || invoice.customer_id !== customerId) throw new AppError('invoice-not-found');
    const document = await this.deps.invoices.document(invoice.id);
    if (!document) throw new AppError('invoice-not-found');
    return { pdf: document.pdf };
  }

  /**
   * Invoices issued and months metered in `[from, to]`, newest first. `to` is cut at now, so the
   * history never reaches past the current year; months before the signup are left out. A
   * month's consumption is its metered queries and the overage billed for it.
   */
  async history(customerId: string, query: PaymentHistoryQuery): Promise<PaymentHistoryEntry[]> {
    await this.deps.standings.assertBilled(customerId);
    const now = epochSeconds(this.deps.now);
    const to = Math.min(query.to, now);
    if (query.from > to) return [];
    const { createdAt } = await this.deps.standings.snapshot(customerId);
    const invoices = await this.deps.invoices.listForCustomer(customerId, query.from, to);
    const entries = invoices.map((invoice) => invoiceEntry(invoice, this.deps.catalogue));
    const first = monthStart(Math.max(query.from, createdAt));
    const billed = await this.deps.overage.billedByMonth(customerId, monthKey(first), monthKey(to));
    for (let month = first; month <= to; month = addMonths(month, 1)) {
      const end = Math.min(addMonths(month, 1), now);
      entries.push({
        timestamp: month,
        type: 'consumption',
        label: `Queries of ${monthLabel(month)}`,
        amount: centsToEuros(billed.get(monthKey(month)) ?? 0),
        transactionId: null,
        url: null,
        requests: await this.deps.metering.requests(customerId, month, end),
        invoice: null,
      });
    }
    return entries.sort((a, b) => b.timestamp - a.timestamp);
  }
}
