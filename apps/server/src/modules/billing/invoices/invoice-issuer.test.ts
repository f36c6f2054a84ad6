import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestAccount } from '../../../../test/accounts';
import { billingHarness, ITALIAN_COMPANY, type BillingHarness } from '../../../../test/billing';
import { InvoiceIssuer, type InvoiceDraft } from './invoice-issuer';

describe('issuing invoices', () => {
  let h: BillingHarness;
  let hans: TestAccount;
  const issuer = () => new InvoiceIssuer(h.app.services.accountBilling.settings);
  const draft = (key: string): InvoiceDraft => ({
    customerId: hans.customerId,
    kind: 'overage',
    idempotencyKey: key,
    issuedAt: Math.floor(h.clock() / 1000),
    lines: [{ kind: 'overage', description: 'Extra block', quantity: 2, unitCents: 1_500 }],
  });

  beforeEach(async () => {
    h = await billingHarness();
    hans = await h.signUp('hans@kunde.de', {
      ...ITALIAN_COMPANY,
      country: 'DE',
      state: 'BE',
      vat: 'DE123456789',
      sdi: '',
      pec: '',
    });
  });
  afterEach(() => h.dispose());

  it('answers the first invoice again for a repeated key, without a new number', async () => {
    const db = h.app.database.db;
    const first = await db.transaction().execute((trx) => issuer().issue(trx, draft('k1')));
    const again = await db.transaction().execute((trx) => issuer().issue(trx, draft('k1')));
    expect(first.created).toBe(true);
    expect(again).toEqual({ invoice: first.invoice, created: false });
    const next = await db.transaction().execute((trx) => issuer().issue(trx, draft('k2')));
    expect(next.invoice.number).toBe('2026-000002');
  });

  it('reverse-charges a German business and keeps the buyer as it was at issue', async () => {
    const { invoice } = await h.app.database.db
      .transaction()
      .execute((trx) => issuer().issue(trx, draft('k1')));
    expect(invoice).toMatchObject({
      subtotal_cents: 3_000,
      vat_rate_bp: 0,
      vat_cents: 0,
      total_cents: 3_000,
      vat_note: expect.stringContaining('Reverse charge') as unknown,
    });
    expect(JSON.parse(invoice.buyer)).toMatchObject({ country: 'DE', vat: 'DE123456789' });
  });
});
