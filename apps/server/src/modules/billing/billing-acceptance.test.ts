import { effectivePlanKey } from '@trova/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestAccount } from '../../../test/accounts';
import { billingHarness, DAY_MS, type BillingHarness } from '../../../test/billing';
import { InvoicesRepository } from './invoices/invoices.repository';

const SIGNUP = Date.UTC(2026, 2, 2, 10);
const TRIAL_END = SIGNUP + 30 * DAY_MS;

/**
 * The acceptance, on the manual provider and a clock the tests move
 * (docs/product/billing.md#plan-states).
 */
describe('billing on the manual provider', () => {
  let h: BillingHarness;
  let anna: TestAccount;
  const seconds = (ms: number) => Math.floor(ms / 1000);
  const invoices = () => new InvoicesRepository(h.app.database.db);
  const customerInvoices = () =>
    invoices().listForCustomer(anna.customerId, 0, Number.MAX_SAFE_INTEGER);
  const notifications = async () =>
    (
      await h.app.database.db
        .selectFrom('notifications')
        .select('code')
        .where('customer_id', '=', anna.customerId)
        .orderBy('created_at')
        .execute()
    ).map((row) => row.code);
  const publish = async () => (await h.call(anna, 'POST', '/shops/s1/activation')).json<unknown>();
  const changePlan = (key: string, isMonthly = true) =>
    h.call(anna, 'PUT', '/customers/me/plan', { key, isMonthly });
  /** Past the trial, `start` monthly bought and paid: its period starts at the trial's end. */
  const onPaidStart = async () => {
    h.clock.advance(TRIAL_END - h.clock());
    expect((await changePlan('start')).statusCode).toBe(200);
    const [invoice] = await customerInvoices();
    await h.mark(invoice?.number ?? '', 'paid');
    expect(await h.plan(anna)).toMatchObject({ key: 'start', state: 'paid', isActive: true });
  };

  beforeEach(async () => {
    h = await billingHarness(SIGNUP);
    anna = await h.signUp('anna@negozio.it');
    await h.addShop(anna, 's1');
  });
  afterEach(() => h.dispose());

  it('runs a trial of 30 days, ending in its last week, then locks publishing', async () => {
    expect(await h.plan(anna)).toMatchObject({
      key: 'trial',
      state: 'trial',
      isActive: true,
      endTimestamp: seconds(TRIAL_END),
      queries: { threshold: 1_000 },
    });
    h.advanceDays(23);
    expect(await h.plan(anna)).toMatchObject({ state: 'trial-ending', isActive: true });
    expect(await publish()).toEqual({ status: 'OK' });
    const layer = () => h.app.server.inject({ url: '/API/shops/key-s1/layer' });
    expect((await layer()).statusCode).toBe(200);
    h.clock.advance(TRIAL_END - h.clock() - 1000);
    expect((await h.plan(anna)).isActive).toBe(true);
    h.clock.advance(1000);
    expect(await h.plan(anna)).toMatchObject({ state: 'inactive', isActive: false });
    expect(await publish()).toMatchObject({ code: 'plan-not-active' });
    // The storefront is no longer served, though the shop stays published for when it is paid.
    expect((await layer()).json()).toMatchObject({ code: 'shop-not-published' });
    await h.runCycle();
    expect(h.app.services.accountBilling.gate.isServed(anna.customerId)).toBe(false);
  });

  it('keeps a switch to standard pending until the operator marks its invoice paid', async () => {
    const answer = await changePlan('standard');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await h.plan(anna)).toMatchObject({
      key: 'trial',
      state: 'pending',
      pendingPlan: { planKey: 'standard', isMonthly: true },
    });
    const [invoice] = await customerInvoices();
    expect(invoice).toMatchObject({ kind: 'subscription', status: 'open', subtotal_cents: 19_900 });
    // Time and billing passes do not pay it.
    h.advanceDays(2);
    await h.runCycle();
    expect((await h.plan(anna)).pendingPlan).not.toBeNull();
    expect((await changePlan('advanced')).json()).toMatchObject({ code: 'plan-change-pending' });

    await h.mark(invoice?.number ?? '', 'paid');
    const plan = await h.plan(anna);
    // Bought during the trial, it starts when the trial ends: the trial runs until then.
    expect(plan).toMatchObject({
      key: 'standard',
      state: 'paid',
      pendingPlan: null,
      subscriptionTimestamp: seconds(TRIAL_END),
    });
    expect(effectivePlanKey(plan, seconds(h.clock()))).toBe('trial');
    expect(effectivePlanKey(plan, seconds(TRIAL_END))).toBe('standard');
    expect(await notifications()).toEqual(['payment-success', 'plan-switch-success']);
    // The same mark again is a replay: nothing changes, nobody is told twice.
    await h.mark(invoice?.number ?? '', 'paid');
    expect(await notifications()).toHaveLength(2);
  });

  it('drops a pending switch whose payment failed, and lets a pending switch be withdrawn', async () => {
    await changePlan('standard');
    const [first] = await customerInvoices();
    await h.mark(first?.number ?? '', 'failed');
    expect(await h.plan(anna)).toMatchObject({ key: 'trial', pendingPlan: null });
    expect(await notifications()).toEqual(['payment-failure', 'plan-switch-failure']);

    await changePlan('start', false);
    const withdrawn = await h.call(anna, 'DELETE', '/customers/me/plan/pending');
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect((await h.plan(anna)).pendingPlan).toBeNull();
    expect((await customerInvoices()).map((invoice) => invoice.status)).toEqual(['failed', 'void']);
    const again = await h.call(anna, 'DELETE', '/customers/me/plan/pending');
    expect(again.json()).toMatchObject({ code: 'plan-pending-not-found' });
  });

  it('prorates an upgrade mid-cycle: the unused days of the old plan are credited', async () => {
    await onPaidStart();
    // 1 April to 1 May is 30 days; 10 of them used, 20 credited: 49,00 € × 20/30 = 32,67 €.
    h.advanceDays(10);
    const answer = await changePlan('standard');
    expect(answer.statusCode, answer.body).toBe(200);
    const upgrade = (await customerInvoices()).at(-1);
    expect(upgrade).toMatchObject({
      kind: 'upgrade',
      subtotal_cents: 19_900 - 3_267,
      vat_rate_bp: 2_200,
      vat_cents: 3_659,
      total_cents: 16_633 + 3_659,
    });
    const lines = await invoices().lines(upgrade?.id ?? '');
    expect(lines.map((line) => [line.kind, line.amount_cents])).toEqual([
      ['plan', 19_900],
      ['proration', -3_267],
    ]);
    await h.mark(upgrade?.number ?? '', 'paid');
    expect(await h.plan(anna)).toMatchObject({
      key: 'standard',
      periodStartTimestamp: seconds(h.clock()),
    });
  });

  it('refuses downgrades, enterprise and the same plan, pointing to sales', async () => {
    await onPaidStart();
    expect((await changePlan('little')).json()).toMatchObject({
      code: 'plan-change-contact-sales',
    });
    expect((await changePlan('enterprise')).json()).toMatchObject({
      code: 'plan-change-contact-sales',
    });
    expect((await changePlan('start')).json()).toMatchObject({ code: 'plan-unchanged' });
  });

  it('activates an overage block past the threshold and bills it on an invoice line', async () => {
    await onPaidStart();
    await h.meter('s1', h.clock(), 10_001);
    await h.runCycle();
    await h.runCycle();
    const overage = (await customerInvoices()).filter((invoice) => invoice.kind === 'overage');
    expect(overage).toHaveLength(1);
    const lines = await invoices().lines(overage[0]?.id ?? '');
    expect(lines).toEqual([
      expect.objectContaining({ kind: 'overage', quantity: 1, amount_cents: 1_500 }),
    ]);
    expect((await h.plan(anna)).usage).toMatchObject({
      requests: 10_001,
      threshold: 10_000,
      state: 'exceeded',
      overageBlocks: 1,
    });
    // Service never stops for overage; the next block comes when 5.000 more are used.
    expect(h.app.services.accountBilling.gate.isServed(anna.customerId)).toBe(true);
    h.advanceDays(1);
    await h.meter('s1', h.clock(), 5_000);
    await h.runCycle();
    expect((await h.plan(anna)).usage?.overageBlocks).toBe(2);
  });

  it('suspends after 28 days unpaid and locks publishing until the invoice is paid', async () => {
    await onPaidStart();
    h.advanceDays(30);
    await h.runCycle();
    const renewal = (await customerInvoices()).at(-1);
    expect(renewal).toMatchObject({ kind: 'renewal', status: 'open' });
    await h.mark(renewal?.number ?? '', 'failed');
    expect(await h.plan(anna)).toMatchObject({ state: 'paid', paymentFailed: true });
    expect(await notifications()).toContain('payment-failure');

    h.clock.advance(28 * DAY_MS - 1000);
    expect(await publish()).toEqual({ status: 'OK' });
    h.clock.advance(1000);
    expect(await h.plan(anna)).toMatchObject({ state: 'suspended', isActive: false });
    expect(await publish()).toMatchObject({ code: 'account-suspended' });
    await h.runCycle();
    expect(h.app.services.accountBilling.gate.isServed(anna.customerId)).toBe(false);

    await h.mark(renewal?.number ?? '', 'paid');
    expect(await h.plan(anna)).toMatchObject({ state: 'paid', isActive: true });
    expect(h.app.services.accountBilling.gate.isServed(anna.customerId)).toBe(true);
    expect(await publish()).toEqual({ status: 'OK' });
  });

  it('runs a cancelled plan to its period end, reactivable until then', async () => {
    await onPaidStart();
    const end = (await h.plan(anna)).endTimestamp;
    expect((await h.call(anna, 'DELETE', '/customers/me/active')).json()).toEqual([
      expect.objectContaining({ state: 'cancelled', isActive: true, isDeactivating: true }),
    ]);
    const info = await h.call(anna, 'GET', '/customers/me');
    expect(info.json()).toMatchObject({ isDeactivating: true });
    expect((await h.call(anna, 'POST', '/customers/me/active')).json()).toEqual([
      expect.objectContaining({ state: 'paid', isDeactivating: false }),
    ]);
    await h.call(anna, 'DELETE', '/customers/me/active');
    h.clock.advance((end ?? 0) * 1000 - h.clock());
    await h.runCycle();
    expect((await customerInvoices()).some((invoice) => invoice.kind === 'renewal')).toBe(false);
    expect(await h.plan(anna)).toMatchObject({ state: 'inactive', isActive: false });
    expect((await h.call(anna, 'POST', '/customers/me/active')).json()).toMatchObject({
      code: 'plan-not-reactivatable',
    });
  });
});
