import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestAccount } from '../../test/accounts';
import { billingHarness, type BillingHarness } from '../../test/billing';
import { defaultBillingSettings } from '../modules/billing/index';
import { runBillingCommand } from './admin-billing.command';

describe('npm run admin -- invoices / plans', () => {
  let h: BillingHarness;
  let anna: TestAccount;
  let printed: string[];
  const run = (...args: string[]) =>
    runBillingCommand(args, {
      db: h.app.database.db,
      payments: h.app.services.accountBilling.payments,
      lifecycle: h.app.services.accountBilling.lifecycle,
      print: (line) => printed.push(line),
    });

  beforeEach(async () => {
    h = await billingHarness();
    anna = await h.signUp('anna@negozio.it');
    await h.call(anna, 'PUT', '/customers/me/plan', { key: 'start', isMonthly: true });
    printed = [];
  });
  afterEach(() => h.dispose());

  it('lists invoices and marks one paid, once', async () => {
    expect(await run('invoices', 'list', 'open')).toBe(0);
    expect(printed).toEqual(['2026-000001\topen\t59,78 €\tanna@negozio.it']);
    expect(await run('invoices', 'mark-paid', '2026-000001')).toBe(0);
    expect(await run('invoices', 'mark-paid', '2026-000001')).toBe(0);
    expect(printed.slice(1)).toEqual([
      'Invoice 2026-000001: paid: plan switched to start.',
      'Invoice 2026-000001: already recorded, nothing changed.',
    ]);
    expect((await h.plan(anna)).key).toBe('start');
  });

  it('answers an unknown number with exit code 1, and other arguments as no billing command', async () => {
    expect(await run('invoices', 'mark-failed', '1999-000001')).toBe(1);
    expect(printed).toEqual(['No invoice numbered 1999-000001.']);
    expect(await run('invoices', 'list', 'lost')).toBeUndefined();
    expect(await run('login-link', 'anna@negozio.it')).toBeUndefined();
  });

  it('prints the default plans file', async () => {
    expect(await run('plans', 'defaults')).toBe(0);
    expect(JSON.parse(printed.join('\n'))).toEqual(defaultBillingSettings());
  });

  it('arranges a custom plan with sales: agreed limit and price, a pending choice withdrawn', async () => {
    expect(await run('plans', 'arrange', 'Anna@negozio.it', 'custom', '2000000', '90000')).toBe(0);
    expect(printed).toEqual([
      'Anna@negozio.it is on the custom plan: 2000000 queries a month, 900,00 € a month.',
    ]);
    expect(await h.plan(anna)).toMatchObject({
      key: 'custom',
      state: 'custom',
      isActive: true,
      requestsLimit: 2_000_000,
      pendingPlan: null,
      price: { monthly: 900 },
    });
    expect(
      await h.app.database.db.selectFrom('billing_invoices').select('status').execute(),
    ).toEqual([{ status: 'void' }]);
    expect(await run('plans', 'arrange', 'nobody@negozio.it', 'enterprise')).toBe(1);
    expect(await run('plans', 'arrange', 'anna@negozio.it', 'gold')).toBeUndefined();
  });
});
