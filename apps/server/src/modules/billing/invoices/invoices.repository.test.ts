import { setTimeout as sleep } from 'node:timers/promises';
import type { Insertable } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertAccount } from '../../../../test/account-rows';
import { openTestDatabase, testDialects, type TestDatabase } from '../../../../test/dialects';
import type { BillingInvoicesTable } from '../../../db/database.schema';
import { InvoicesRepository, type InvoiceKind, type InvoiceStatus } from './invoices.repository';

let counter = 0;

function invoiceRow(
  customerId: string,
  sequence: number,
  fields: { kind?: InvoiceKind; status?: InvoiceStatus; issuedAt?: number } = {},
): Insertable<BillingInvoicesTable> {
  counter += 1;
  return {
    id: `inv-${counter}`,
    customer_id: customerId,
    number: `2026-${String(sequence).padStart(6, '0')}`,
    year: 2026,
    sequence,
    idempotency_key: `key-${counter}`,
    kind: fields.kind ?? 'renewal',
    status: fields.status ?? 'open',
    issued_at: fields.issuedAt ?? 1_000,
    paid_at: null,
    failed_at: null,
    currency: 'EUR',
    subtotal_cents: 10_000,
    vat_rate_bp: 2_200,
    vat_cents: 2_200,
    total_cents: 12_200,
    vat_note: '',
    seller: '{}',
    buyer: '{}',
    plan_key: 'start',
    is_monthly: 1,
    period_start: null,
    period_end: null,
  };
}

describe.each(testDialects())('the invoice ledger on %s', (dialect) => {
  let database: TestDatabase;
  let invoices: InvoicesRepository;
  let customerId: string;

  const insert = (row: Insertable<BillingInvoicesTable>) =>
    invoices.insert({
      invoice: row,
      lines: [
        {
          position: 0,
          kind: 'plan',
          description: 'Start',
          quantity: 1,
          unit_cents: 10_000,
          amount_cents: 10_000,
        },
      ],
      document: { pdf: 'JVBERi0=', sha256: 'ab', created_at: 1 },
    });

  beforeEach(async () => {
    database = await openTestDatabase(dialect);
    invoices = new InvoicesRepository(database.db);
    ({ customerId } = await insertAccount(database.db, 'anna'));
  });
  afterEach(() => database.dispose());

  it('numbers each year from 1 without gaps', async () => {
    expect(await invoices.nextSequence(2026)).toBe(1);
    expect(await invoices.nextSequence(2026)).toBe(2);
    expect(await invoices.nextSequence(2027)).toBe(1);
    expect(await invoices.nextSequence(2026)).toBe(3);
  });

  it('gives a rolled-back invoice its number back', async () => {
    await database.db
      .transaction()
      .execute(async (trx) => {
        expect(await new InvoicesRepository(trx).nextSequence(2026)).toBe(1);
        throw new Error('the invoice failed');
      })
      .catch(() => undefined);
    expect(await invoices.nextSequence(2026)).toBe(1);
  });

  if (dialect === 'postgres') {
    it('makes a second process wait for the number until the first commits or rolls back', async () => {
      const peer = database.openPeer();
      try {
        let second: Promise<number> | undefined;
        await database.db
          .transaction()
          .execute(async (trx) => {
            expect(await new InvoicesRepository(trx).nextSequence(2026)).toBe(1);
            second = peer.db
              .transaction()
              .execute((peerTrx) => new InvoicesRepository(peerTrx).nextSequence(2026));
            await sleep(150);
            throw new Error('rolled back while the other waits');
          })
          .catch(() => undefined);
        expect(await second).toBe(1);
        expect(await invoices.nextSequence(2026)).toBe(2);
      } finally {
        await peer.destroy();
      }
    });
  }

  it('stores an invoice with its lines and document, and refuses a repeated key', async () => {
    const row = invoiceRow(customerId, 1);
    await insert(row);
    expect(await invoices.findByNumber('2026-000001')).toMatchObject({ id: row.id });
    expect(await invoices.findByIdempotencyKey(row.idempotency_key)).toMatchObject({ id: row.id });
    expect(await invoices.lines(row.id)).toEqual([
      expect.objectContaining({ kind: 'plan', amount_cents: 10_000 }),
    ]);
    expect(await invoices.document(row.id)).toEqual({ pdf: 'JVBERi0=', sha256: 'ab' });
    const twin = { ...invoiceRow(customerId, 2), idempotency_key: row.idempotency_key };
    await expect(insert(twin)).rejects.toThrow();
  });

  it('moves a status only from the allowed ones: paid is final', async () => {
    const row = invoiceRow(customerId, 1);
    await insert(row);
    expect(await invoices.setStatus(row.id, ['open'], 'failed', 5)).toBe(true);
    expect(await invoices.setStatus(row.id, ['open', 'failed'], 'paid', 6)).toBe(true);
    expect(await invoices.setStatus(row.id, ['open'], 'failed', 7)).toBe(false);
    expect(await invoices.findById(row.id)).toMatchObject({
      status: 'paid',
      failed_at: 5,
      paid_at: 6,
    });
  });

  it('summarises unpaid due invoices per customer, leaving plan changes out', async () => {
    const marco = await insertAccount(database.db, 'marco');
    await insert(invoiceRow(customerId, 1, { issuedAt: 300 }));
    await insert(invoiceRow(customerId, 2, { kind: 'overage', status: 'failed', issuedAt: 200 }));
    await insert(invoiceRow(customerId, 3, { status: 'paid', issuedAt: 100 }));
    await insert(invoiceRow(marco.customerId, 4, { kind: 'upgrade', issuedAt: 50 }));
    expect(await invoices.unpaid()).toEqual([{ customerId, since: 200, failed: true }]);
    expect(await invoices.unpaid(marco.customerId)).toEqual([]);
    expect((await invoices.recent('paid', 10)).map((invoice) => invoice.sequence)).toEqual([3]);
    expect((await invoices.recent(undefined, 2)).map((invoice) => invoice.customer_email)).toEqual([
      'anna@shop.it',
      'anna@shop.it',
    ]);
  });
});
