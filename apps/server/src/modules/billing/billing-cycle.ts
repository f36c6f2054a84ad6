import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { epochSeconds, type Clock } from '../../clock';
import type { Database } from '../../db/database.schema';
import { formatDate, nextAnniversary } from './billing-calendar';
import type { BillingSettings } from './billing-settings';
import type { InvoiceIssuer } from './invoices/invoice-issuer';
import type { InvoiceRow } from './invoices/invoices.repository';
import type { OverageService } from './metering/overage.service';
import { invoiceRequestOf, type PaymentProvider } from './provider/payment-provider';
import { isTiered, type PlanCatalogue } from './plans/plan-catalogue';
import type { PlanStandings } from './plans/plan-standings';
import type { ServingGate } from './plans/serving-gate';
import {
  currentValues,
  SubscriptionsRepository,
  type SubscriptionRow,
} from './plans/subscriptions.repository';
import { retryOnConflict, WriteConflict } from './write-conflict';

export interface BillingCycleDependencies {
  db: Kysely<Database>;
  standings: PlanStandings;
  catalogue: PlanCatalogue;
  settings: BillingSettings;
  issuer: InvoiceIssuer;
  provider: PaymentProvider;
  overage: OverageService;
  gate: ServingGate;
  log: FastifyBaseLogger;
  now: Clock;
}

/** What one pass did, for logs and tests. */
export interface CycleReport {
  renewals: number;
  overageBlocks: number;
}

/**
 * The periodic pass of billing (every minute, on the shared `PeriodicRun`): renews the plans whose
 * period ended (a renewal invoice each period, cancelled plans excepted), activates overage blocks,
 * and applies every customer's standing to which storefronts are served. Every step is idempotent
 * and keyed, so passes of several processes at once do each thing once.
 */
export class BillingCycle {
  constructor(private readonly deps: BillingCycleDependencies) {}

  async run(): Promise<CycleReport> {
    const report: CycleReport = { renewals: 0, overageBlocks: 0 };
    const now = epochSeconds(this.deps.now);
    const standings = await this.deps.standings.all();
    for (const sub of await new SubscriptionsRepository(this.deps.db).all()) {
      // Nothing renews where Trova does not bill (billing off, Shopify shops).
      if (standings.get(sub.customer_id)?.billed !== true) continue;
      report.renewals += await this.guarded(sub.customer_id, () =>
        this.renew(sub.customer_id, now),
      );
    }
    for (const [customerId, standing] of standings) {
      if (!standing.billsOverage) continue;
      report.overageBlocks += await this.guarded(customerId, () =>
        this.deps.overage.activate(customerId, standing, now),
      );
    }
    await this.deps.gate.apply(standings);
    return report;
  }

  /** One customer's failure is logged and retried next pass; it never stops the others. */
  private async guarded(customerId: string, step: () => Promise<number>): Promise<number> {
    try {
      return await step();
    } catch (error) {
      this.deps.log.error({ err: error, customerId }, 'billing pass failed for a customer');
      return 0;
    }
  }

  /** Renews every period that ended by `now` (several after a long stop), one invoice each. */
  private async renew(customerId: string, now: number): Promise<number> {
    let renewals = 0;
    for (;;) {
      const renewed = await retryOnConflict(() =>
        this.deps.db.transaction().execute(async (trx) => {
          const subscriptions = new SubscriptionsRepository(trx);
          const sub = await subscriptions.find(customerId);
          if (!sub || !this.isDue(sub, now)) return null;
          const start = sub.period_end ?? now;
          const monthly = sub.is_monthly === 1;
          const end = nextAnniversary(sub.anchor_at ?? start, start, monthly);
          const price = this.renewalCents(sub);
          const invoice =
            price === null ? null : await this.invoice(trx, sub, start, end, price, now);
          const values = {
            ...currentValues(sub),
            period_start: start,
            period_end: end,
            period_cents: price ?? sub.period_cents,
          };
          if (!(await subscriptions.save(customerId, values, sub.version, now))) {
            throw new WriteConflict();
          }
          return { invoice };
        }),
      );
      if (renewed === null) return renewals;
      renewals += 1;
      if (renewed.invoice)
        await this.deps.provider.chargeInvoice(invoiceRequestOf(renewed.invoice));
    }
  }

  /** A period ended and the plan renews: not cancelled, no change pending, not the trial. */
  private isDue(sub: SubscriptionRow, now: number): boolean {
    return (
      sub.plan_key !== 'trial' &&
      sub.period_end !== null &&
      now >= sub.period_end &&
      sub.cancel_at_period_end === 0 &&
      sub.pending_invoice_id === null
    );
  }

  /** The next period's price: the price list's for a tiered plan, the agreed one otherwise. */
  private renewalCents(sub: SubscriptionRow): number | null {
    const monthly = sub.is_monthly === 1;
    if (isTiered(sub.plan_key)) return this.deps.catalogue.priceCents(sub.plan_key, monthly);
    if (sub.agreed_monthly_cents === null) return null;
    return sub.agreed_monthly_cents * (monthly ? 1 : 12);
  }

  private async invoice(
    trx: Kysely<Database>,
    sub: SubscriptionRow,
    start: number,
    end: number,
    price: number,
    now: number,
  ): Promise<InvoiceRow> {
    const zone = this.deps.settings.timeZone;
    const monthly = sub.is_monthly === 1;
    const title = this.deps.catalogue.title(sub.plan_key);
    const { invoice } = await this.deps.issuer.issue(trx, {
      customerId: sub.customer_id,
      kind: 'renewal',
      idempotencyKey: `renewal:${sub.customer_id}:${start}`,
      issuedAt: now,
      lines: [
        {
          kind: 'plan',
          description: `${title} plan, ${monthly ? 'monthly' : 'yearly'}, ${formatDate(start, zone)} – ${formatDate(end, zone)}`,
          quantity: 1,
          unitCents: price,
        },
      ],
      plan: { key: sub.plan_key, isMonthly: monthly, periodStart: start, periodEnd: end },
    });
    return invoice;
  }
}
