import { createHash, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.schema';
import { toBillingInfo } from '../../customers/index';
import { CustomersRepository } from '../../customers/index';
import { UsersRepository } from '../../users/index';
import { localYear } from '../billing-calendar';
import type { BillingSettings } from '../billing-settings';
import { renderInvoicePdf, type BuyerParty } from './invoice-pdf';
import {
  InvoicesRepository,
  type InvoiceKind,
  type InvoiceLine,
  type InvoiceRow,
} from './invoices.repository';
import { vatCents } from '../money';
import { vatTreatment } from './vat.rules';

/** One line to invoice: `quantity` × `unitCents` (negative for a credit). */
export interface DraftLine {
  kind: 'plan' | 'proration' | 'overage';
  description: string;
  quantity: number;
  unitCents: number;
}

export interface InvoiceDraft {
  customerId: string;
  kind: InvoiceKind;
  /** The same charge always carries the same key; a second issue answers the first invoice. */
  idempotencyKey: string;
  issuedAt: number;
  lines: readonly DraftLine[];
  plan?: { key: string; isMonthly: boolean; periodStart: number; periodEnd: number };
}

export interface IssuedInvoice {
  invoice: InvoiceRow;
  /** False when the key had been invoiced already and that invoice is answered. */
  created: boolean;
}

async function buyerOf(db: Kysely<Database>, customerId: string): Promise<BuyerParty> {
  const customer = await new CustomersRepository(db).findById(customerId);
  if (!customer) throw new Error(`No customer ${customerId} to invoice`);
  const user = await new UsersRepository(db).firstOfCustomer(customerId);
  const { isDeactivating: _ignored, ...info } = toBillingInfo(
    customer,
    user ?? { first_name: '', last_name: '' },
  );
  return info;
}

/**
 * Issues invoices into the ledger (docs/adr/0005-billing-ledger.md): within the caller's
 * transaction it takes the year's next number, prices the lines, applies the VAT rule, renders the
 * PDF and stores invoice, lines and document together, so a number is used only by an invoice that
 * was committed whole.
 *
 * @example
 * await db.transaction().execute((trx) => issuer.issue(trx, draft));
 */
export class InvoiceIssuer {
  constructor(private readonly settings: BillingSettings) {}

  async issue(db: Kysely<Database>, draft: InvoiceDraft): Promise<IssuedInvoice> {
    const invoices = new InvoicesRepository(db);
    const existing = await invoices.findByIdempotencyKey(draft.idempotencyKey);
    if (existing) return { invoice: existing, created: false };
    const buyer = await buyerOf(db, draft.customerId);
    const { seller, timeZone } = this.settings;
    const vat = vatTreatment(buyer, seller.country, this.settings.vat);
    const lines: InvoiceLine[] = draft.lines.map((line, position) => ({
      position,
      kind: line.kind,
      description: line.description,
      quantity: line.quantity,
      unit_cents: line.unitCents,
      amount_cents: line.quantity * line.unitCents,
    }));
    const subtotal = lines.reduce((sum, line) => sum + line.amount_cents, 0);
    if (subtotal < 0) throw new RangeError('An invoice never totals less than zero');
    const vatAmount = vatCents(subtotal, vat.rateBasisPoints);
    const year = localYear(draft.issuedAt, timeZone);
    const sequence = await invoices.nextSequence(year);
    const number = `${year}-${String(sequence).padStart(6, '0')}`;
    const pdf = await renderInvoicePdf({
      number,
      issuedAt: draft.issuedAt,
      timeZone,
      seller,
      buyer,
      lines,
      subtotalCents: subtotal,
      vatRateBasisPoints: vat.rateBasisPoints,
      vatCents: vatAmount,
      totalCents: subtotal + vatAmount,
      vatNote: vat.note,
    });
    const invoice: InvoiceRow = {
      id: randomUUID(),
      customer_id: draft.customerId,
      number,
      year,
      sequence,
      idempotency_key: draft.idempotencyKey,
      kind: draft.kind,
      status: 'open',
      issued_at: draft.issuedAt,
      paid_at: null,
      failed_at: null,
      currency: 'EUR',
      subtotal_cents: subtotal,
      vat_rate_bp: vat.rateBasisPoints,
      vat_cents: vatAmount,
      total_cents: subtotal + vatAmount,
      vat_note: vat.note,
      seller: JSON.stringify(seller),
      buyer: JSON.stringify(buyer),
      plan_key: draft.plan?.key ?? null,
      is_monthly: draft.plan ? Number(draft.plan.isMonthly) : null,
      period_start: draft.plan?.periodStart ?? null,
      period_end: draft.plan?.periodEnd ?? null,
    };
    await invoices.insert({
      invoice,
      lines,
      document: {
        pdf: pdf.toString('base64'),
        sha256: createHash('sha256').update(pdf).digest('hex'),
        created_at: draft.issuedAt,
      },
    });
    return { invoice, created: true };
  }
}
