import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestAccount } from '../../../../test/accounts';
import { billingHarness, type BillingHarness } from '../../../../test/billing';
import type { InvoicePaymentEvent } from '../provider/payment-provider';

describe('payment events', () => {
  let h: BillingHarness;
  let anna: TestAccount;
  let invoiceId: string;
  const event = (
    id: string,
    type: InvoicePaymentEvent['type'],
    occurredAt: number,
  ): InvoicePaymentEvent => ({
    id,
    provider: 'stripe',
    type,
    invoiceId,
    occurredAt,
    payload: { id },
  });
  const receive = (paymentEvent: InvoicePaymentEvent) =>
    h.app.services.accountBilling.payments.receive(paymentEvent);

  beforeEach(async () => {
    h = await billingHarness();
    anna = await h.signUp('anna@negozio.it');
    await h.call(anna, 'PUT', '/customers/me/plan', { key: 'start', isMonthly: true });
    const invoice = await h.app.database.db
      .selectFrom('billing_invoices')
      .select('id')
      .executeTakeFirstOrThrow();
    invoiceId = invoice.id;
  });
  afterEach(() => h.dispose());

  it('applies each event id once and lets a late success settle a failed payment', async () => {
    expect(await receive(event('evt-fail', 'invoice.payment_failed', 10))).toMatchObject({
      applied: true,
      outcome: 'failed: plan change dropped',
    });
    expect((await h.plan(anna)).pendingPlan).toBeNull();
    // The retry succeeded at the provider: the plan is bought after all.
    expect(await receive(event('evt-paid', 'invoice.paid', 20))).toMatchObject({
      applied: true,
      outcome: 'paid: plan switched to start',
    });
    expect((await h.plan(anna)).key).toBe('start');
    // A redelivery is recognised, and a failure reported after the success changes nothing.
    expect(await receive(event('evt-paid', 'invoice.paid', 20))).toMatchObject({
      applied: false,
      outcome: 'duplicate',
    });
    expect(await receive(event('evt-fail-2', 'invoice.payment_failed', 15))).toMatchObject({
      applied: true,
      outcome: 'ignored: invoice paid',
    });
    expect((await h.plan(anna)).key).toBe('start');
    const inbox = await h.app.database.db
      .selectFrom('billing_payment_events')
      .select(['id', 'outcome'])
      .orderBy('received_at')
      .orderBy('id')
      .execute();
    expect(inbox).toHaveLength(3);
  });

  it('records an event for an unknown invoice without changing anything', async () => {
    invoiceId = 'no-such-invoice';
    expect(await receive(event('evt-x', 'invoice.paid', 10))).toMatchObject({
      applied: true,
      outcome: 'ignored: unknown invoice',
    });
    expect((await h.plan(anna)).state).toBe('pending');
  });

  it('answers an unknown number to the operator', async () => {
    await expect(h.mark('2026-999999', 'paid')).rejects.toMatchObject({
      code: 'invoice-not-found',
    });
  });
});
