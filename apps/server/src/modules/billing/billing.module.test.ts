import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openBillingUnit, type BillingUnit } from '../../../test/billing-unit';

describe('billing wired to a payment provider', () => {
  let unit: BillingUnit;

  beforeEach(async () => {
    unit = await openBillingUnit();
  });
  afterEach(() => unit.dispose());

  it('tells the provider each step with a key derived from what it does, and keeps its reference', async () => {
    const { billing, caller, database, provider } = unit;
    await billing.service.changePlan(caller, { key: 'start', isMonthly: true });
    const [invoice] = await database.db.selectFrom('billing_invoices').select('id').execute();
    await billing.service.cancelPending(caller);
    expect(provider.calls).toEqual([
      { call: 'createSubscription', key: `subscription:${invoice?.id ?? ''}` },
      { call: 'chargeInvoice', key: `invoice:${invoice?.id ?? ''}` },
      { call: 'voidInvoice', key: `void:${invoice?.id ?? ''}` },
    ]);
    const sub = await database.db
      .selectFrom('billing_subscriptions')
      .select('provider_ref')
      .executeTakeFirst();
    expect(sub?.provider_ref).toBe('sub_123');
    // The next choice replaces the subscription the provider already has.
    await billing.service.changePlan(caller, { key: 'standard', isMonthly: true });
    expect(provider.calls.at(-2)?.call).toBe('replaceSubscription');
    expect(new Set(provider.calls.map((call) => call.key)).size).toBe(provider.calls.length);
  });
});
