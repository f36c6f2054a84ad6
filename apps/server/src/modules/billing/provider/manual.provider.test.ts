import { describe, expect, it } from 'vitest';
import { ManualProvider, manualPaymentEvent } from './manual.provider';
import type { PaymentProvider } from './payment-provider';

describe('the manual provider', () => {
  const provider: PaymentProvider = new ManualProvider();
  const call = { idempotencyKey: 'k', customerId: 'c1' };

  it('collects nothing itself: invoices wait for the operator', async () => {
    expect(provider.automatic).toBe(false);
    // Nothing to check before an invoice is issued: it is paid by transfer.
    expect(await provider.chargeable('c1')).toBe(true);
    await expect(
      provider.chargeInvoice({
        ...call,
        invoiceId: 'i',
        number: 'n',
        totalCents: 1,
        currency: 'EUR',
      }),
    ).resolves.toBeUndefined();
    expect(
      await provider.createSubscription({
        ...call,
        planKey: 'start',
        isMonthly: true,
        periodStart: 0,
        periodEnd: 1,
        providerRef: null,
        invoiceId: 'i',
      }),
    ).toEqual({ providerRef: null });
  });

  it('has no cards and no webhooks', async () => {
    expect(await provider.listCards('c1')).toEqual([]);
    await expect(provider.addCard({ ...call, token: 't' })).rejects.toMatchObject({
      code: 'payment-provider-unsupported',
      status: 409,
    });
    await expect(provider.parseWebhook(Buffer.from('{}'), {})).rejects.toMatchObject({
      code: 'payment-provider-unsupported',
    });
  });

  it("derives the operator's event id from the invoice and the outcome", () => {
    const invoice = { id: 'inv-1', number: '2026-000001' };
    expect(manualPaymentEvent(invoice, 'paid', 5)).toEqual({
      id: 'manual:2026-000001:paid',
      provider: 'manual',
      type: 'invoice.paid',
      invoiceId: 'inv-1',
      occurredAt: 5,
      payload: { number: '2026-000001', by: 'operator' },
    });
    expect(manualPaymentEvent(invoice, 'failed', 5).type).toBe('invoice.payment_failed');
  });
});
