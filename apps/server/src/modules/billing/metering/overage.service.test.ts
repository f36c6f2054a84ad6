import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { epochSeconds } from '../../../clock';
import { openBillingUnit, type BillingUnit } from '../../../../test/billing-unit';
import { BillingShopsRepository } from '../billing-shops.repository';
import { InvoiceIssuer } from '../invoices/invoice-issuer';
import { MeteringService } from './metering.service';
import { OverageBlocksRepository } from './overage-blocks.repository';
import { OverageService } from './overage.service';
import { RetiredUsageRepository } from './retired-usage.repository';

describe('overage blocks', () => {
  let unit: BillingUnit;
  let overage: OverageService;
  const activate = async () =>
    overage.activate(
      unit.customerId,
      await unit.billing.standings.of(unit.customerId),
      epochSeconds(unit.clock),
    );
  const overageInvoices = () =>
    unit.database.db
      .selectFrom('billing_invoices')
      .select(['id', 'subtotal_cents', 'vat_cents', 'total_cents'])
      .where('kind', '=', 'overage')
      .orderBy('sequence')
      .execute();

  beforeEach(async () => {
    unit = await openBillingUnit();
    const { db } = unit.database;
    overage = new OverageService({
      db,
      catalogue: unit.billing.catalogue,
      metering: new MeteringService({
        counts: {
          monthlyIntentsOf: (ids) =>
            Promise.resolve(new Map(ids.map((id) => [id, unit.intents.get(id) ?? 0]))),
        },
        shops: new BillingShopsRepository(db),
        overage: new OverageBlocksRepository(db),
        retired: new RetiredUsageRepository(db),
      }),
      issuer: new InvoiceIssuer(unit.billing.settings),
      provider: unit.provider,
    });
    await unit.addShop('s1');
  });
  afterEach(() => unit.dispose());

  it('bills no overage on a trial, whatever it searched', async () => {
    unit.intents.set('s1', 50_000);
    expect(await activate()).toBe(0);
    expect(await overageInvoices()).toEqual([]);
  });

  it('activates each block past the threshold once, invoiced in integer cents', async () => {
    await unit.billing.service.changePlan(unit.caller, { key: 'start', isMonthly: true });
    await unit.payPending();
    // Start: 10.000 queries a month, then blocks of 5.000 at 15,00 €: 21.000 need three.
    unit.intents.set('s1', 21_000);
    expect(await activate()).toBe(3);
    // A second pass (another process, or the next minute) bills nothing twice.
    expect(await activate()).toBe(0);
    const invoices = await overageInvoices();
    expect(invoices).toHaveLength(3);
    for (const invoice of invoices) {
      expect(invoice).toMatchObject({ subtotal_cents: 1_500, vat_cents: 330, total_cents: 1_830 });
    }
    const reports = unit.provider.calls.filter((call) => call.call === 'reportUsage');
    expect(reports.map((call) => call.key)).toEqual(invoices.map(({ id }) => `usage:${id}`));
    // One more block's worth of queries activates just the fourth.
    unit.intents.set('s1', 25_001);
    expect(await activate()).toBe(1);
  });
});
