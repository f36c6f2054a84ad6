import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestAccount } from '../../../test/accounts';
import { billingHarness, type BillingHarness } from '../../../test/billing';
import { InvoicesRepository } from './invoices/invoices.repository';

const SIGNUP = Date.UTC(2026, 0, 1, 10);

describe('the billing pass', () => {
  let h: BillingHarness;
  let anna: TestAccount;
  const invoices = () =>
    new InvoicesRepository(h.app.database.db).listForCustomer(
      anna.customerId,
      0,
      Number.MAX_SAFE_INTEGER,
    );

  beforeEach(async () => {
    h = await billingHarness(SIGNUP);
    anna = await h.signUp('anna@negozio.it');
    h.advanceDays(30);
    await h.call(anna, 'PUT', '/customers/me/plan', { key: 'little', isMonthly: true });
    await h.mark((await invoices())[0]?.number ?? '', 'paid');
  });
  afterEach(() => h.dispose());

  it('renews every period that ended, once each, even after a long stop', async () => {
    const [bought] = await invoices();
    h.advanceDays(95);
    await h.runCycle();
    await h.runCycle();
    const renewals = (await invoices()).filter((invoice) => invoice.kind === 'renewal');
    // 31 Jan + 1, 2 and 3 months: three periods ended within 95 days.
    expect(renewals.map((invoice) => [invoice.period_start, invoice.subtotal_cents])).toEqual([
      [bought?.period_end, 1_900],
      [Date.UTC(2026, 2, 31, 10) / 1000, 1_900],
      [Date.UTC(2026, 3, 30, 10) / 1000, 1_900],
    ]);
    expect(await h.plan(anna)).toMatchObject({
      periodStartTimestamp: Date.UTC(2026, 3, 30, 10) / 1000,
      endTimestamp: Date.UTC(2026, 4, 31, 10) / 1000,
    });
  });

  it('bills no overage during the trial and stops nothing', async () => {
    const marco = await h.signUp('marco@negozio.it');
    await h.addShop(marco, 'm1');
    await h.meter('m1', h.clock(), 50_000);
    await h.runCycle();
    expect(await h.plan(marco)).toMatchObject({
      key: 'trial',
      usage: { requests: 50_000, state: 'exceeded', overageBlocks: 0 },
    });
    expect(h.app.services.accountBilling.gate.isServed(marco.customerId)).toBe(true);
  });
});

describe('renewals of plans arranged with sales', () => {
  let h: BillingHarness | undefined;
  afterEach(() => h?.dispose());

  const arrangedAndAMonthLater = async (env: NodeJS.ProcessEnv) => {
    h = await billingHarness(SIGNUP, env);
    const anna = await h.signUp('anna@negozio.it');
    await h.app.services.accountBilling.lifecycle.arrange(anna.customerId, {
      key: 'custom',
      requestsLimit: 0,
      monthlyCents: 90_000,
    });
    h.advanceDays(32);
    await h.runCycle();
    return h.app.database.db.selectFrom('billing_invoices').selectAll().execute();
  };

  it('invoices the agreed monthly price', async () => {
    expect(await arrangedAndAMonthLater({})).toEqual([
      expect.objectContaining({ kind: 'renewal', subtotal_cents: 90_000, plan_key: 'custom' }),
    ]);
  });

  it('renews nothing while billing is off', async () => {
    expect(await arrangedAndAMonthLater({ TROVA_BILLING: 'off' })).toEqual([]);
  });
});
