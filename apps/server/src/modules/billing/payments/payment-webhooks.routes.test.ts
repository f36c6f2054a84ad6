import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestAccount } from '../../../../test/accounts';
import { stripeHarness, VISA, type StripeHarness } from '../../../../test/stripe-billing';
import { InvoicesRepository, type InvoiceRow } from '../invoices/invoices.repository';

/**
 * Stripe's webhooks through the app, signed as Stripe signs them
 * (docs/product/billing.md#stripe-webhooks): the signature, the inbox that applies each event once,
 * and events arriving out of order.
 */
describe('Stripe webhooks', () => {
  let h: StripeHarness;
  let anna: TestAccount;
  let invoice: InvoiceRow;
  const notifications = async () =>
    (
      await h.app.database.db
        .selectFrom('notifications')
        .select('code')
        .where('customer_id', '=', anna.customerId)
        .orderBy('created_at')
        .execute()
    ).map((row) => row.code);
  const inbox = () =>
    h.app.database.db.selectFrom('billing_payment_events').select(['id', 'outcome']).execute();
  const invoiceEvent = (type: string, id: string, of: InvoiceRow = invoice, age = 0) =>
    h.deliver(
      type,
      { id: 'in_x', object: 'invoice', metadata: { trova_invoice_id: of.id } },
      { id, age },
    );
  const ledger = () =>
    new InvoicesRepository(h.app.database.db).listForCustomer(
      anna.customerId,
      0,
      Number.MAX_SAFE_INTEGER,
    );

  beforeEach(async () => {
    h = await stripeHarness();
    anna = await h.signUp('anna@negozio.it');
    h.stripe.state.addCard('pm_visa', VISA);
    await h.call(anna, 'POST', '/customers/me/payment/methods/stripe', { token: 'pm_visa' });
    await h.call(anna, 'PUT', '/customers/me/plan', { key: 'start', isMonthly: true });
    const [issued] = await ledger();
    if (!issued) throw new Error('no invoice');
    invoice = issued;
  });
  afterEach(() => h.dispose());

  it('refuses a delivery whose signature is wrong or missing with 400, recording nothing', async () => {
    const forged = await h.deliver(
      'invoice.paid',
      { id: 'in_x', metadata: { trova_invoice_id: invoice.id } },
      { secret: 'whsec_forger' },
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ status: 'ERROR', code: 'webhook-signature-invalid' });
    const unsigned = await h.app.server.inject({
      method: 'POST',
      url: '/API/billing/webhooks/stripe',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ id: 'evt_1', type: 'invoice.paid', data: { object: {} } }),
    });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json()).toMatchObject({ code: 'webhook-signature-invalid' });
    // A genuine delivery replayed later than Stripe's five minutes is refused too.
    const replayed = await invoiceEvent('invoice.paid', 'evt_old', invoice, 301);
    expect(replayed.statusCode).toBe(400);
    expect(await inbox()).toEqual([]);
    expect((await h.plan(anna)).pendingPlan).not.toBeNull();
  });

  it('applies a payment once however often it arrives; a failure reported after it changes nothing', async () => {
    const first = await invoiceEvent('invoice.paid', 'evt_paid');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true, outcome: 'paid: plan switched to start' });
    expect((await invoiceEvent('invoice.paid', 'evt_paid')).json()).toEqual({
      received: true,
      outcome: 'duplicate',
    });
    expect((await invoiceEvent('invoice.payment_failed', 'evt_late_failure')).json()).toMatchObject(
      {
        outcome: 'ignored: invoice paid',
      },
    );
    expect(await h.plan(anna)).toMatchObject({ key: 'start', state: 'paid', paymentFailed: false });
    expect(await notifications()).toEqual(['payment-success', 'plan-switch-success']);
    expect((await ledger())[0]?.status).toBe('paid');
    expect(await inbox()).toHaveLength(2);
  });

  it("answers an error when Stripe's side fails, and finishes it when the event comes again", async () => {
    h.stripe.state.failOnce.add('POST subscriptions');
    const failed = await invoiceEvent('invoice.paid', 'evt_paid');
    expect(failed.statusCode).toBe(502);
    // The payment itself is applied and kept; only the subscription's copy is missing.
    expect(await h.plan(anna)).toMatchObject({ key: 'start' });
    expect(h.stripe.state.subscriptions.size).toBe(0);
    const again = await invoiceEvent('invoice.paid', 'evt_paid');
    expect(again.json()).toEqual({ received: true, outcome: 'duplicate' });
    expect(h.stripe.state.subscriptions.size).toBe(1);
    expect(await notifications()).toEqual(['payment-success', 'plan-switch-success']);
  });

  it('settles a failure followed by a late success: the plan is bought after all', async () => {
    await invoiceEvent('invoice.payment_failed', 'evt_failed');
    expect(await h.plan(anna)).toMatchObject({ key: 'trial', pendingPlan: null });
    await invoiceEvent('invoice.paid', 'evt_paid');
    expect(await h.plan(anna)).toMatchObject({ key: 'start', pendingPlan: null });
    expect(await notifications()).toEqual([
      'payment-failure',
      'plan-switch-failure',
      'payment-success',
      'plan-switch-success',
    ]);
  });

  it('follows cancellations made at Stripe, whatever order the updates arrive in', async () => {
    await invoiceEvent('invoice.paid', 'evt_paid');
    const [subscription] = [...h.stripe.state.subscriptions.values()];
    if (!subscription) throw new Error('no subscription');
    const update = (id: string, cancel: boolean) =>
      h.deliver(
        'customer.subscription.updated',
        { ...subscription, cancel_at_period_end: cancel },
        { id },
      );
    // Cancelled, then resumed, in the dashboard; the updates arrive the other way round.
    subscription['cancel_at_period_end'] = false;
    expect((await update('evt_resumed', false)).json()).toMatchObject({ outcome: 'unchanged' });
    expect((await update('evt_cancelled', true)).json()).toMatchObject({ outcome: 'unchanged' });
    expect(await h.plan(anna)).toMatchObject({ state: 'paid', isDeactivating: false });

    subscription['cancel_at_period_end'] = true;
    expect((await update('evt_cancelled_again', true)).json()).toMatchObject({
      outcome: 'cancelled at the period end',
    });
    expect(await h.plan(anna)).toMatchObject({ state: 'cancelled', isActive: true });
    subscription['cancel_at_period_end'] = false;
    expect((await update('evt_resumed_again', false)).json()).toMatchObject({
      outcome: 'reactivated',
    });
    expect(await h.plan(anna)).toMatchObject({ state: 'paid', isDeactivating: false });

    // A subscription that is not the customer's current one changes nothing.
    const stale = await h.deliver('customer.subscription.deleted', {
      ...subscription,
      id: 'sub_old',
      status: 'canceled',
    });
    expect(stale.json()).toMatchObject({ outcome: 'ignored: not the current subscription' });
    const ended = await h.deliver('customer.subscription.deleted', {
      ...subscription,
      status: 'canceled',
    });
    expect(ended.json()).toMatchObject({ outcome: 'ended: the plan runs to its period end' });
    expect(await h.plan(anna)).toMatchObject({ key: 'start', state: 'cancelled', isActive: true });
  });

  it('tries a failed invoice again when a card is saved', async () => {
    await invoiceEvent('invoice.paid', 'evt_paid');
    // Bought during the trial, the plan's first period ends a month after the trial's end.
    h.advanceDays(61);
    h.stripe.state.declined.add('pm_visa');
    await h.runCycle();
    const renewal = (await ledger()).at(-1);
    if (renewal?.kind !== 'renewal') throw new Error('no renewal');
    await invoiceEvent('invoice.payment_failed', 'evt_renewal_failed', renewal);
    expect(await h.plan(anna)).toMatchObject({ paymentFailed: true });

    h.stripe.state.addCard('pm_new', { ...VISA, last4: '5556' });
    const saved = await h.call(anna, 'POST', '/customers/me/payment/methods/stripe', {
      token: 'pm_new',
    });
    const cards = saved.json<{ id: string }[]>();
    await h.call(anna, 'PUT', '/customers/me/payment/methods', {
      paymentMethods: [...cards].reverse(),
    });
    const [customer] = [...h.stripe.state.customers.keys()];
    const retried = await h.deliver(
      'customer.updated',
      { id: customer, object: 'customer' },
      { id: 'evt_default', previous: { invoice_settings: { default_payment_method: 'pm_visa' } } },
    );
    expect(retried.json()).toMatchObject({ outcome: 'recorded: card default' });
    const pays = h.stripe
      .writes()
      .filter((call) => call.idempotencyKey === `retry:${renewal.id}:evt_default:pay`);
    expect(pays).toHaveLength(1);
    await invoiceEvent('invoice.paid', 'evt_renewal_paid', renewal);
    expect(await h.plan(anna)).toMatchObject({ state: 'paid', paymentFailed: false });
  });

  it('answers events that are none of ours without recording them', async () => {
    const foreign = await h.deliver('invoice.paid', {
      id: 'in_other',
      object: 'invoice',
      metadata: {},
    });
    expect(foreign.json()).toEqual({ received: true, outcome: 'ignored: not an event of ours' });
    const other = await h.deliver('charge.refunded', { id: 'ch_1', object: 'charge' });
    expect(other.statusCode).toBe(200);
    expect(await inbox()).toEqual([]);
  });
});
