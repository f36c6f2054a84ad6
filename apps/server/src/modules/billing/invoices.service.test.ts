import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PaymentHistoryEntry } from '@trova/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestAccount } from '../../../test/accounts';
import { billingHarness, type BillingHarness } from '../../../test/billing';
import { InvoicesRepository, type InvoiceRow } from './invoices/invoices.repository';
import { formatEuro } from './money';

const NOW = Date.UTC(2026, 2, 2, 10);
const YEAR_2026 = { from: Date.UTC(2026, 0, 1) / 1000, to: Date.UTC(2027, 0, 1) / 1000 - 1 };

/** The text of a PDF as `pdftotext` (poppler-utils) reads it: proof the file opens. */
function pdfText(base64: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trova-invoice-'));
  try {
    const file = path.join(dir, 'invoice.pdf');
    fs.writeFileSync(file, Buffer.from(base64, 'base64'));
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('invoices and payment history', () => {
  let h: BillingHarness;
  let anna: TestAccount;
  let invoice: InvoiceRow;
  const history = async (account: TestAccount, range: { from: number; to: number }) =>
    h.call(account, 'GET', `/customers/me/payment/history?from=${range.from}&to=${range.to}`);

  beforeEach(async () => {
    h = await billingHarness(NOW);
    anna = await h.signUp('anna@negozio.it');
    await h.addShop(anna, 's1');
    await h.meter('s1', NOW - 3_600_000, 42);
    await h.call(anna, 'PUT', '/customers/me/plan', { key: 'standard', isMonthly: false });
    const rows = await new InvoicesRepository(h.app.database.db).listForCustomer(
      anna.customerId,
      0,
      Number.MAX_SAFE_INTEGER,
    );
    invoice = rows[0] as InvoiceRow;
  });
  afterEach(() => h.dispose());

  it("answers an own invoice's PDF whose number, totals and VAT match the ledger", async () => {
    // Yearly standard: 199,00 € × 12 − 10 % = 2.149,20 €; Italian buyer: 22 % VAT.
    expect(invoice).toMatchObject({
      number: '2026-000001',
      subtotal_cents: 214_920,
      vat_rate_bp: 2_200,
      vat_cents: 47_282,
      total_cents: 262_202,
    });
    const answer = await h.call(anna, 'GET', `/customers/me/invoices/${invoice.number}`);
    expect(answer.statusCode).toBe(200);
    const { pdf } = answer.json<{ pdf: string }>();
    const text = pdfText(pdf);
    expect(text).toContain('Fattura / Invoice 2026-000001');
    expect(text).toMatch(/Imponibile \/ Subtotal\s+2\.149,20 €/);
    expect(text).toMatch(/IVA \/ VAT 22%\s+472,82 €/);
    expect(text).toMatch(/Totale \/ Total\s+2\.622,02 €/);
    expect(text).toContain(formatEuro(invoice.total_cents));
    // The buyer's Italian e-invoicing data are on it.
    expect(text).toContain('Codice destinatario SDI ABC1234');
    expect(text).toContain('PEC negozio@pec.it');
    expect(text).toContain('P.IVA / VAT IT01234567890');
    const stored = await new InvoicesRepository(h.app.database.db).document(invoice.id);
    const digest = createHash('sha256').update(Buffer.from(pdf, 'base64')).digest('hex');
    expect(stored?.sha256).toBe(digest);
  });

  it("answers another customer's invoice as missing, by number and by id", async () => {
    const marco = await h.signUp('marco@negozio.it');
    for (const id of [invoice.number, invoice.id]) {
      const answer = await h.call(marco, 'GET', `/customers/me/invoices/${id}`);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ code: 'invoice-not-found' });
    }
  });

  it('numbers invoices without gaps, in order, per year', async () => {
    const marco = await h.signUp('marco@negozio.it');
    await h.call(marco, 'PUT', '/customers/me/plan', { key: 'start', isMonthly: true });
    const numbers = (await new InvoicesRepository(h.app.database.db).recent(undefined, 10))
      .map((row) => row.number)
      .sort();
    expect(numbers).toEqual(['2026-000001', '2026-000002']);
  });

  it('lists invoices and monthly consumption of a year, newest first, never past now', async () => {
    const entries = (await history(anna, YEAR_2026)).json<PaymentHistoryEntry[]>();
    expect(entries).toEqual([
      {
        timestamp: NOW / 1000,
        type: 'invoice',
        label: 'Invoice 2026-000001, Standard plan (to pay)',
        amount: 2_622.02,
        transactionId: '2026-000001',
        url: '/API/customers/me/invoices/2026-000001',
        requests: null,
        invoice: {
          number: '2026-000001',
          status: 'open',
          kind: 'subscription',
          planKey: 'standard',
          planTitle: 'Standard',
        },
      },
      {
        timestamp: Date.UTC(2026, 2, 1) / 1000,
        type: 'consumption',
        label: 'Queries of March 2026',
        amount: 0,
        transactionId: null,
        url: null,
        requests: 42,
        invoice: null,
      },
    ]);
    const nextYear = { from: YEAR_2026.to + 1, to: YEAR_2026.to + 365 * 86_400 };
    expect((await history(anna, nextYear)).json()).toEqual([]);
  });
});
