import type { Kysely } from 'kysely';
import type Stripe from 'stripe';
import { epochSeconds, type Clock } from '../../../clock';
import type { Database } from '../../../db/database.schema';
import {
  InvoicesRepository,
  type InvoiceLine,
  type InvoiceRow,
} from '../invoices/invoices.repository';
import { ProviderRefsRepository } from './provider-refs.repository';
import { isRefusedCharge } from './stripe-client';
import type { StripeCustomers } from './stripe-customers';

export interface StripeInvoicesDependencies {
  stripe: Stripe;
  customers: StripeCustomers;
  db: Kysely<Database>;
  now: Clock;
}

/**
 * Collects ledger invoices through Stripe (docs/adr/0005-billing-ledger.md, Stripe): each ledger
 * invoice is one Stripe invoice with the same lines, VAT as a line of its own and so the same
 * total, carrying our invoice's id and number in its metadata. Trova's invoice (number, PDF) stays
 * the document; Stripe's is how the card is charged, retried and reported back.
 *
 * Each step is keyed by the ledger invoice (`invoice:<id>:create`, `…:line:<n>`, `…:finalize`)
 * and the Stripe invoice is remembered in `billing_provider_refs` as soon as it exists, so a
 * repeated collection finds it instead of making another, and adds only the lines it lacks.
 */
export class StripeInvoices {
  private readonly refs: ProviderRefsRepository;

  constructor(private readonly deps: StripeInvoicesDependencies) {
    this.refs = new ProviderRefsRepository(deps.db, 'stripe');
  }

  /** Our invoice of a Stripe invoice (when its metadata is missing). */
  ledgerIdOf(stripeInvoiceId: string): Promise<string | undefined> {
    return this.refs.keyOf('invoice', stripeInvoiceId);
  }

  /**
   * Asks Stripe for a ledger invoice's total with the customer's default card. `payKey` names this
   * attempt: the first one is the invoice's own key, a retry has its own.
   * @example await invoices.collect(invoiceId, `invoice:${invoiceId}`);
   */
  async collect(invoiceId: string, payKey: string): Promise<void> {
    const ledger = new InvoicesRepository(this.deps.db);
    const invoice = await ledger.findById(invoiceId);
    if (!invoice || invoice.status === 'paid' || invoice.status === 'void') return;
    const stripeInvoice = await this.ready(invoice, await ledger.lines(invoice.id));
    if (stripeInvoice.status !== 'open') return;
    try {
      await this.deps.stripe.invoices.pay(
        stripeInvoice.id,
        { off_session: true },
        { idempotencyKey: `${payKey}:pay` },
      );
    } catch (error) {
      // The outcome comes back as invoice.payment_failed, like any later attempt's.
      if (isRefusedCharge(error)) return;
      // Stripe's own collection (auto_advance) may have begun first: its outcome comes as an event.
      const again = await this.deps.stripe.invoices.retrieve(
        stripeInvoice.id,
        {},
        { idempotencyKey: `${payKey}:read` },
      );
      if (again.status !== 'open' || again.attempted) return;
      throw error;
    }
  }

  /** A withdrawn plan change: its Stripe invoice is voided (or deleted while still a draft). */
  async withdraw(invoiceId: string, key: string): Promise<void> {
    const ref = await this.refs.get('invoice', invoiceId);
    if (ref === undefined) return;
    const { stripe } = this.deps;
    const found = await stripe.invoices.retrieve(ref, {}, { idempotencyKey: `${key}:read` });
    if (found.status === 'draft') {
      await stripe.invoices.del(ref, {}, { idempotencyKey: key });
    } else if (found.status === 'open') {
      await stripe.invoices.voidInvoice(ref, {}, { idempotencyKey: key });
    }
  }

  /** Tries a customer's failed invoices again (a new card was saved), once per event. */
  async retryFailed(customerId: string, eventId: string): Promise<void> {
    const now = epochSeconds(this.deps.now);
    const invoices = await new InvoicesRepository(this.deps.db).listForCustomer(customerId, 0, now);
    for (const invoice of invoices.filter((row) => row.status === 'failed')) {
      await this.collect(invoice.id, `retry:${invoice.id}:${eventId}`);
    }
  }

  /** The Stripe invoice of a ledger invoice, made and finalized when it is not yet. */
  private async ready(invoice: InvoiceRow, lines: readonly InvoiceLine[]): Promise<Stripe.Invoice> {
    const { stripe } = this.deps;
    const key = `invoice:${invoice.id}`;
    const known = await this.refs.get('invoice', invoice.id);
    const found =
      known === undefined
        ? await this.create(invoice, key)
        : await stripe.invoices.retrieve(known, {}, { idempotencyKey: `${key}:read` });
    if (found.status !== 'draft') return found;
    const customer =
      typeof found.customer === 'string' ? found.customer : (found.customer?.id ?? '');
    const present = new Set(found.lines.data.map((line) => line.metadata['trova_line']));
    const items = [
      ...lines.map((line) => ({
        id: String(line.position),
        amount: line.amount_cents,
        description: line.description,
      })),
      ...(invoice.vat_cents === 0
        ? []
        : [
            {
              id: 'vat',
              amount: invoice.vat_cents,
              description: `VAT ${invoice.vat_rate_bp / 100} %`,
            },
          ]),
    ];
    for (const item of items.filter((entry) => !present.has(entry.id))) {
      await stripe.invoiceItems.create(
        {
          customer,
          invoice: found.id,
          amount: item.amount,
          currency: invoice.currency.toLowerCase(),
          description: item.description,
          metadata: { trova_line: item.id },
        },
        { idempotencyKey: `${key}:line:${item.id}` },
      );
    }
    // Stripe's own collection then follows: retries, and an event for every attempt.
    return stripe.invoices.finalizeInvoice(
      found.id,
      { auto_advance: true },
      { idempotencyKey: `${key}:finalize` },
    );
  }

  private async create(invoice: InvoiceRow, key: string): Promise<Stripe.Invoice> {
    const customer = await this.deps.customers.ensure(invoice.customer_id);
    const created = await this.deps.stripe.invoices.create(
      {
        customer,
        currency: invoice.currency.toLowerCase(),
        collection_method: 'charge_automatically',
        auto_advance: false,
        pending_invoice_items_behavior: 'exclude',
        description: `Trova invoice ${invoice.number}`,
        metadata: {
          trova_invoice_id: invoice.id,
          trova_invoice_number: invoice.number,
          trova_kind: invoice.kind,
        },
      },
      { idempotencyKey: `${key}:create` },
    );
    const ref = await this.refs.put('invoice', invoice.id, created.id, epochSeconds(this.deps.now));
    if (ref === created.id) return created;
    // Another process made it first: collect that one.
    return this.deps.stripe.invoices.retrieve(ref, {}, { idempotencyKey: `${key}:read` });
  }
}
