import type { Insertable, Kysely, Selectable } from 'kysely';
import type {
  BillingInvoiceLinesTable,
  BillingInvoicesTable,
  Database,
} from '../../../db/database.schema';

export type InvoiceRow = Selectable<BillingInvoicesTable>;
export type InvoiceLine = Omit<Selectable<BillingInvoiceLinesTable>, 'invoice_id'>;

/** `open` until paid, failed or voided; `paid` is final. */
export type InvoiceStatus = 'open' | 'paid' | 'failed' | 'void';

/**
 * `subscription`: a plan bought from the trial or after one ended; `upgrade`: a switch mid-cycle,
 * with its credit; `renewal`: the next period; `overage`: an extra block of queries.
 */
export type InvoiceKind = 'subscription' | 'upgrade' | 'renewal' | 'overage';

/** The kinds whose non-payment leads to suspension; an unpaid plan change only stays pending. */
export const DUE_KINDS: readonly InvoiceKind[] = ['renewal', 'overage'];

export interface NewInvoice {
  invoice: Insertable<BillingInvoicesTable>;
  lines: readonly InvoiceLine[];
  document: { pdf: string; sha256: string; created_at: number };
}

/** Per customer: since when an invoice that falls due has been unpaid, and if a payment failed. */
export interface UnpaidSummary {
  customerId: string;
  since: number;
  failed: boolean;
}

/**
 * The invoice ledger: invoices, their lines, their stored PDFs and the yearly number sequences.
 * Nothing here updates a line or a document; only an invoice's status moves.
 */
export class InvoicesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * The next number of `year`. Inside the invoice's transaction: on PostgreSQL the upsert locks the
   * year's row until commit, so concurrent issuers queue and a rolled-back invoice gives its number
   * back; SQLite serialises writers anyway. That is what keeps the sequence gap-free.
   * @example await invoices.nextSequence(2026) // 1, then 2, …
   */
  async nextSequence(year: number): Promise<number> {
    const row = await this.db
      .insertInto('billing_invoice_numbers')
      .values({ year, last_sequence: 1 })
      .onConflict((conflict) =>
        conflict.column('year').doUpdateSet((eb) => ({
          last_sequence: eb('billing_invoice_numbers.last_sequence', '+', 1),
        })),
      )
      .returning('last_sequence')
      .executeTakeFirstOrThrow();
    return Number(row.last_sequence);
  }

  async insert({ invoice, lines, document }: NewInvoice): Promise<void> {
    await this.db.insertInto('billing_invoices').values(invoice).execute();
    if (lines.length > 0) {
      await this.db
        .insertInto('billing_invoice_lines')
        .values(lines.map((line) => ({ ...line, invoice_id: invoice.id })))
        .execute();
    }
    await this.db
      .insertInto('billing_invoice_documents')
      .values({ ...document, invoice_id: invoice.id })
      .execute();
  }

  findByIdempotencyKey(key: string): Promise<InvoiceRow | undefined> {
    return this.db
      .selectFrom('billing_invoices')
      .selectAll()
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
  }

  findById(id: string): Promise<InvoiceRow | undefined> {
    return this.db
      .selectFrom('billing_invoices')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
  }

  findByNumber(number: string): Promise<InvoiceRow | undefined> {
    return this.db
      .selectFrom('billing_invoices')
      .selectAll()
      .where('number', '=', number)
      .executeTakeFirst();
  }

  async lines(invoiceId: string): Promise<InvoiceLine[]> {
    const rows = await this.db
      .selectFrom('billing_invoice_lines')
      .select(['position', 'kind', 'description', 'quantity', 'unit_cents', 'amount_cents'])
      .where('invoice_id', '=', invoiceId)
      .orderBy('position')
      .execute();
    return rows.map((row) => ({
      ...row,
      unit_cents: Number(row.unit_cents),
      amount_cents: Number(row.amount_cents),
    }));
  }

  document(invoiceId: string): Promise<{ pdf: string; sha256: string } | undefined> {
    return this.db
      .selectFrom('billing_invoice_documents')
      .select(['pdf', 'sha256'])
      .where('invoice_id', '=', invoiceId)
      .executeTakeFirst();
  }

  /** A customer's invoices issued in `[from, to]` (epoch seconds), oldest first. */
  listForCustomer(customerId: string, from: number, to: number): Promise<InvoiceRow[]> {
    return this.db
      .selectFrom('billing_invoices')
      .selectAll()
      .where('customer_id', '=', customerId)
      .where('issued_at', '>=', from)
      .where('issued_at', '<=', to)
      .orderBy('issued_at')
      .orderBy('sequence')
      .execute();
  }

  /** The newest invoices (of a status, when given) with their customer's address: the operator's list. */
  recent(
    status: InvoiceStatus | undefined,
    limit: number,
  ): Promise<(InvoiceRow & { customer_email: string })[]> {
    let query = this.db
      .selectFrom('billing_invoices')
      .innerJoin('customers', 'customers.id', 'billing_invoices.customer_id')
      .selectAll('billing_invoices')
      .select('customers.email as customer_email')
      .orderBy('billing_invoices.issued_at', 'desc')
      .orderBy('billing_invoices.sequence', 'desc')
      .limit(limit);
    if (status !== undefined) query = query.where('billing_invoices.status', '=', status);
    return query.execute();
  }

  /**
   * Customers with a renewal or overage invoice neither paid nor void: since the oldest one's
   * issue, and whether any payment of them failed. One customer, or all when `customerId` is unset.
   */
  async unpaid(customerId?: string): Promise<UnpaidSummary[]> {
    let query = this.db
      .selectFrom('billing_invoices')
      .select(['customer_id', 'issued_at', 'status'])
      .where('kind', 'in', DUE_KINDS)
      .where('status', 'in', ['open', 'failed']);
    if (customerId !== undefined) query = query.where('customer_id', '=', customerId);
    const byCustomer = new Map<string, UnpaidSummary>();
    for (const row of await query.execute()) {
      const seen = byCustomer.get(row.customer_id);
      const issued = Number(row.issued_at);
      byCustomer.set(row.customer_id, {
        customerId: row.customer_id,
        since: Math.min(seen?.since ?? issued, issued),
        failed: (seen?.failed ?? false) || row.status === 'failed',
      });
    }
    return [...byCustomer.values()];
  }

  /**
   * Moves an invoice's status, only from one of `from`: the compare-and-set that makes a paid
   * invoice final whatever order payment events arrive in.
   * @returns whether it moved.
   */
  async setStatus(
    id: string,
    from: readonly InvoiceStatus[],
    status: InvoiceStatus,
    at: number,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('billing_invoices')
      .set({
        status,
        ...(status === 'paid' ? { paid_at: at } : {}),
        ...(status === 'failed' ? { failed_at: at } : {}),
      })
      .where('id', '=', id)
      .where('status', 'in', from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
