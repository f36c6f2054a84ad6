import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../../../test/billing';
import { openBillingUnit, type BillingUnit } from '../../../../test/billing-unit';
import { insertAccount } from '../../../../test/account-rows';

describe('choosing a plan', () => {
  let unit: BillingUnit;
  const invoices = () =>
    unit.database.db
      .selectFrom('billing_invoices')
      .select(['id', 'status', 'subtotal_cents', 'vat_cents', 'total_cents'])
      .orderBy('sequence')
      .execute();
  const linesOf = (invoiceId: string) =>
    unit.database.db
      .selectFrom('billing_invoice_lines')
      .select(['kind', 'quantity', 'unit_cents', 'amount_cents'])
      .where('invoice_id', '=', invoiceId)
      .orderBy('position')
      .execute();

  beforeEach(async () => {
    unit = await openBillingUnit();
  });
  afterEach(() => unit.dispose());

  it('issues one invoice in integer cents and keeps the plan pending until it is paid', async () => {
    await unit.billing.service.changePlan(unit.caller, { key: 'start', isMonthly: true });
    const [invoice] = await invoices();
    // 49,00 € plus 22 % Italian VAT.
    expect(invoice).toMatchObject({
      status: 'open',
      subtotal_cents: 4_900,
      vat_cents: 1_078,
      total_cents: 5_978,
    });
    const [plan] = await unit.billing.service.plan(unit.caller);
    expect(plan).toMatchObject({
      key: 'trial',
      pendingPlan: { planKey: 'start', isMonthly: true },
    });
    expect(unit.provider.calls).toEqual([
      { call: 'createSubscription', key: `subscription:${invoice?.id ?? ''}` },
      { call: 'chargeInvoice', key: `invoice:${invoice?.id ?? ''}` },
    ]);
    await unit.payPending();
    expect((await unit.billing.service.plan(unit.caller))[0]?.key).toBe('start');
  });

  it('credits the unused part of the current plan on an upgrade, in whole cents', async () => {
    await unit.billing.service.changePlan(unit.caller, { key: 'start', isMonthly: true });
    await unit.payPending();
    unit.clock.advance(10 * DAY_MS);
    await unit.billing.service.changePlan(unit.caller, { key: 'standard', isMonthly: true });
    const upgrade = (await invoices()).at(-1);
    const lines = await linesOf(upgrade?.id ?? '');
    expect(lines.map((line) => line.kind)).toEqual(['plan', 'proration']);
    const [plan, credit] = lines;
    expect(plan?.amount_cents).toBe(19_900);
    expect(credit?.amount_cents).toBeLessThan(0);
    expect(credit?.amount_cents).toBeGreaterThan(-4_900);
    for (const line of lines) expect(Number.isInteger(line.amount_cents)).toBe(true);
    expect(upgrade?.subtotal_cents).toBe(lines.reduce((sum, line) => sum + line.amount_cents, 0));
  });

  it('issues nothing for a customer the provider cannot charge', async () => {
    unit.provider.canCharge = false;
    await expect(
      unit.billing.service.changePlan(unit.caller, { key: 'start', isMonthly: true }),
    ).rejects.toMatchObject({ code: 'card-required' });
    expect(await invoices()).toEqual([]);
    expect(unit.provider.calls).toEqual([]);
  });

  it('issues nothing without complete billing information', async () => {
    const marco = await insertAccount(unit.database.db, 'marco');
    const caller = { customerId: marco.customerId, userId: marco.userId, sessionId: 's' };
    await expect(
      unit.billing.service.changePlan(caller, { key: 'start', isMonthly: true }),
    ).rejects.toMatchObject({ code: 'billing-info-incomplete' });
    expect(await invoices()).toEqual([]);
  });

  it('withdraws a pending plan once: its invoice is voided and the trial stays', async () => {
    await unit.billing.service.changePlan(unit.caller, { key: 'start', isMonthly: true });
    const [plan] = await unit.billing.service.cancelPending(unit.caller);
    expect(plan).toMatchObject({ key: 'trial', pendingPlan: null });
    const [invoice] = await invoices();
    expect(invoice?.status).toBe('void');
    expect(unit.provider.calls.at(-1)).toEqual({
      call: 'voidInvoice',
      key: `void:${invoice?.id ?? ''}`,
    });
    await expect(unit.billing.service.cancelPending(unit.caller)).rejects.toMatchObject({
      code: 'plan-pending-not-found',
    });
  });
});
