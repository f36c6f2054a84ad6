import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestAccount } from '../../../../test/accounts';
import { DAY_MS } from '../../../../test/billing';
import { stripeHarness, VISA, type StripeHarness } from '../../../../test/stripe-billing';
import { InvoicesRepository } from '../invoices/invoices.repository';
import { invoiceRequestOf } from '../provider/payment-provider';

const SIGNUP = Date.UTC(2026, 2, 2, 10);
const TRIAL_END = SIGNUP + 30 * DAY_MS;

/**
 * The Stripe provider's outgoing calls, against a loopback server that records them: what each
 * ledger entry sends, and the idempotency key each call carries (docs/adr/0005-billing-ledger.md).
 */
describe('the Stripe provider', () => {
  let h: StripeHarness;
  let anna: TestAccount;
  const ledger = () =>
    new InvoicesRepository(h.app.database.db).listForCustomer(
      anna.customerId,
      0,
      Number.MAX_SAFE_INTEGER,
    );
  const changePlan = (key: string, isMonthly = true) =>
    h.call(anna, 'PUT', '/customers/me/plan', { key, isMonthly });
  const stripeInvoiceOf = (invoiceId: string) =>
    [...h.stripe.state.invoices.values()].find(
      (invoice) =>
        (invoice['metadata'] as Record<string, unknown>)['trova_invoice_id'] === invoiceId,
    );
  const paid = (invoiceId: string) =>
    h.deliver('invoice.paid', {
      id: stripeInvoiceOf(invoiceId)?.['id'],
      object: 'invoice',
      metadata: { trova_invoice_id: invoiceId },
    });
  /** Past the trial, start monthly chosen, collected and its payment reported. */
  const onPaidStart = async () => {
    h.clock.advance(TRIAL_END - h.clock());
    expect((await changePlan('start')).statusCode).toBe(200);
    const [invoice] = await ledger();
    expect((await paid(invoice?.id ?? '')).statusCode).toBe(200);
    expect(await h.plan(anna)).toMatchObject({ key: 'start', state: 'paid' });
  };

  beforeEach(async () => {
    h = await stripeHarness(SIGNUP);
    anna = await h.signUp('anna@negozio.it');
    await h.addShop(anna, 's1');
    h.stripe.state.addCard('pm_visa', VISA);
  });
  afterEach(() => h.dispose());

  it('needs a saved card before a plan can be chosen, and then issues nothing', async () => {
    const refused = await changePlan('start');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'card-required' });
    expect(await ledger()).toEqual([]);
    expect((await h.plan(anna)).pendingPlan).toBeNull();
    expect(
      (await h.call(anna, 'GET', '/plans')).json<{ isAutomatic: boolean }[]>()[0],
    ).toMatchObject({
      isAutomatic: true,
    });
  });

  it('collects a plan invoice as a Stripe invoice of the same lines and total, once', async () => {
    await h.call(anna, 'POST', '/customers/me/payment/methods/stripe', { token: 'pm_visa' });
    expect((await changePlan('start')).statusCode).toBe(200);
    const [invoice] = await ledger();
    if (!invoice) throw new Error('no invoice');
    const stripeInvoice = stripeInvoiceOf(invoice.id);
    expect(stripeInvoice).toMatchObject({
      status: 'paid',
      total: invoice.total_cents,
      metadata: { trova_invoice_id: invoice.id, trova_invoice_number: invoice.number },
    });
    const lines = (stripeInvoice?.['lines'] as { data: { amount: number }[] }).data;
    expect(lines.map((line) => line.amount)).toEqual([4_900, 1_078]);
    const key = `invoice:${invoice.id}`;
    const invoiceWrites = h.stripe.writes().filter((call) => call.idempotencyKey?.startsWith(key));
    expect(
      invoiceWrites.map((call) => [
        call.method,
        call.path.replace(/_\d+/, '_x'),
        call.idempotencyKey,
      ]),
    ).toEqual([
      ['POST', '/v1/invoices', `${key}:create`],
      ['POST', '/v1/invoiceitems', `${key}:line:0`],
      ['POST', '/v1/invoiceitems', `${key}:line:vat`],
      ['POST', '/v1/invoices/in_x/finalize', `${key}:finalize`],
      ['POST', '/v1/invoices/in_x/pay', `${key}:pay`],
    ]);
    // Handing the same invoice again finds the Stripe invoice: nothing is made or charged twice.
    const before = h.stripe.writes().length;
    await h.app.services.accountBilling.provider.chargeInvoice(invoiceRequestOf(invoice));
    expect(h.stripe.writes()).toHaveLength(before);
    expect(h.stripe.state.invoices.size).toBe(1);
  });

  it("voids a withdrawn change's Stripe invoice, with a key of its own", async () => {
    await h.call(anna, 'POST', '/customers/me/payment/methods/stripe', { token: 'pm_visa' });
    h.stripe.state.declined.add('pm_visa');
    expect((await changePlan('start')).statusCode).toBe(200);
    const [invoice] = await ledger();
    // Declined at once: still open at Stripe, and its outcome is left to the webhook.
    expect(stripeInvoiceOf(invoice?.id ?? '')?.['status']).toBe('open');
    expect((await h.call(anna, 'DELETE', '/customers/me/plan/pending')).statusCode).toBe(200);
    expect(stripeInvoiceOf(invoice?.id ?? '')?.['status']).toBe('void');
    const voided = h.stripe.writes().filter((call) => call.path.endsWith('/void'));
    expect(voided.map((call) => call.idempotencyKey)).toEqual([`void:${invoice?.id ?? ''}`]);
  });

  it('mirrors the plan in effect on a paused Stripe subscription once its invoice is paid', async () => {
    await h.call(anna, 'POST', '/customers/me/payment/methods/stripe', { token: 'pm_visa' });
    await onPaidStart();
    const [subscription] = [...h.stripe.state.subscriptions.values()];
    expect(subscription).toMatchObject({
      status: 'active',
      pause_collection: { behavior: 'void' },
      cancel_at_period_end: false,
      metadata: { trova_customer_id: anna.customerId, trova_plan: 'start' },
    });
    const price = [...h.stripe.state.prices.values()][0];
    expect(price).toMatchObject({ unit_amount: 4_900, lookup_key: 'trova_start_monthly_4900' });
    const created = h.stripe.writes().find((call) => call.path === '/v1/subscriptions');
    expect(created?.params).toMatchObject({
      collection_method: 'send_invoice',
      proration_behavior: 'none',
      // Anchored at the end of the period the ledger invoiced: nothing for Stripe to bill before.
      billing_cycle_anchor: String((await h.plan(anna)).endTimestamp),
    });

    // Cancelling and reactivating in Trova is told to Stripe's copy, keyed by the ledger's version.
    await h.call(anna, 'DELETE', '/customers/me/active');
    expect(subscription?.['cancel_at_period_end']).toBe(true);
    await h.call(anna, 'POST', '/customers/me/active');
    expect(subscription?.['cancel_at_period_end']).toBe(false);
    const mirrored = h.stripe
      .writes()
      .filter((call) => /^(cancel|resume):/.test(call.idempotencyKey ?? ''));
    expect(mirrored.map((call) => call.idempotencyKey?.split(':')[0])).toEqual([
      'cancel',
      'resume',
    ]);

    // An upgrade, once paid, moves the subscription to the new price.
    h.advanceDays(10);
    expect((await changePlan('standard')).statusCode).toBe(200);
    const upgrade = (await ledger()).at(-1);
    expect(stripeInvoiceOf(upgrade?.id ?? '')?.['total']).toBe(upgrade?.total_cents);
    await paid(upgrade?.id ?? '');
    expect(await h.plan(anna)).toMatchObject({ key: 'standard' });
    const items = (subscription?.['items'] as { data: { price: { id: string } }[] }).data;
    const standard = [...h.stripe.state.prices.values()].find(
      (entry) => entry['lookup_key'] === 'trova_standard_monthly_19900',
    );
    expect(items[0]?.price.id).toBe(standard?.['id']);
    expect(h.stripe.state.subscriptions.size).toBe(1);
  });

  it('retires the Stripe subscription of a plan replaced by one arranged with sales', async () => {
    await h.call(anna, 'POST', '/customers/me/payment/methods/stripe', { token: 'pm_visa' });
    await onPaidStart();
    const [subscription] = [...h.stripe.state.subscriptions.values()];
    await h.app.services.accountBilling.lifecycle.arrange(anna.customerId, {
      key: 'custom',
      requestsLimit: 0,
      monthlyCents: 50_000,
    });
    h.advanceDays(31);
    await h.runCycle();
    const renewal = (await ledger()).at(-1);
    expect(renewal).toMatchObject({ kind: 'renewal', plan_key: 'custom' });
    await paid(renewal?.id ?? '');
    expect(subscription?.['status']).toBe('canceled');
    // Stripe's report of that cancellation does not end the arranged plan.
    const ended = await h.deliver('customer.subscription.deleted', { ...subscription });
    expect(ended.json()).toMatchObject({ outcome: 'ignored: not the current subscription' });
    expect(await h.plan(anna)).toMatchObject({ key: 'custom', isDeactivating: false });
  });

  it('reports each overage block as it activates, as its own Stripe invoice', async () => {
    await h.call(anna, 'POST', '/customers/me/payment/methods/stripe', { token: 'pm_visa' });
    await onPaidStart();
    await h.meter('s1', h.clock(), 10_001);
    await h.runCycle();
    await h.runCycle();
    const block = (await ledger()).find((invoice) => invoice.kind === 'overage');
    if (!block) throw new Error('no overage invoice');
    expect(stripeInvoiceOf(block.id)).toMatchObject({ status: 'paid', total: block.total_cents });
    const usage = h.stripe
      .writes()
      .filter((call) => call.idempotencyKey?.startsWith(`usage:${block.id}`));
    expect(usage.map((call) => call.path.replace(/_\d+/, '_x'))).toEqual(['/v1/invoices/in_x/pay']);
    const items = h.stripe
      .writes()
      .filter((call) => call.idempotencyKey?.startsWith(`invoice:${block.id}:line`));
    expect(items.map((call) => call.params['amount'])).toEqual(['1500', '330']);
  });

  it('keys every call it makes, none left to a random key', async () => {
    await h.call(anna, 'POST', '/customers/me/payment/methods/stripe', { token: 'pm_visa' });
    await onPaidStart();
    await h.call(anna, 'DELETE', '/customers/me/active');
    expect(h.stripe.calls.length).toBeGreaterThan(10);
    for (const call of h.stripe.calls) {
      expect(call.idempotencyKey, `${call.method} ${call.path}`).toMatch(
        /^(customer|card-add|cards|chargeable|invoice|usage|price|product|subscription|cancel|resume|event):/,
      );
    }
  });
});
