import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { defaultBillingSettings } from '../billing-settings';
import { renderInvoicePdf, type InvoiceContent } from './invoice-pdf';

const content: InvoiceContent = {
  number: '2026-000042',
  issuedAt: Date.UTC(2026, 3, 11, 10) / 1000,
  timeZone: 'Europe/Rome',
  seller: { ...defaultBillingSettings().seller, name: 'Trova srl', vat: 'IT09876543210' },
  buyer: {
    companyName: 'Kunde GmbH',
    firstName: 'Eva',
    lastName: 'Muster',
    address: 'Hauptstr. 1',
    zip: '10115',
    city: 'Berlin',
    state: 'BE',
    country: 'DE',
    vat: 'DE123456789',
    sdi: '',
    pec: '',
    email: 'eva@kunde.de',
  },
  lines: [
    {
      position: 0,
      kind: 'overage',
      description: 'Extra block 1 of 5.000 queries',
      quantity: 1,
      unit_cents: 1_500,
      amount_cents: 1_500,
    },
  ],
  subtotalCents: 1_500,
  vatRateBasisPoints: 0,
  vatCents: 0,
  totalCents: 1_500,
  vatNote: defaultBillingSettings().vat.reverseChargeNote,
};

describe('the invoice PDF', () => {
  it('is a PDF whose text carries the parties, the lines, the totals and the VAT note', async () => {
    const pdf = await renderInvoicePdf(content);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf, encoding: 'utf8' });
    expect(text).toContain('Fattura / Invoice 2026-000042');
    expect(text).toContain('Data / Date 11/04/2026');
    expect(text).toContain('Trova srl');
    expect(text).toContain('Kunde GmbH');
    expect(text).toMatch(/Extra block 1 of 5\.000 queries\s+1\s+15,00 €\s+15,00 €/);
    expect(text).toMatch(/IVA \/ VAT 0%\s+0,00 €/);
    expect(text).toContain('Reverse charge');
    // No SDI or PEC line for a buyer that has none.
    expect(text).not.toContain('SDI');
  });

  it('renders the same invoice to the same text', async () => {
    const read = async () =>
      execFileSync('pdftotext', ['-', '-'], {
        input: await renderInvoicePdf(content),
        encoding: 'utf8',
      });
    expect(await read()).toBe(await read());
  });
});
