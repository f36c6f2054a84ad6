import { isBillingHidden, type Plan } from '@trova/contracts';
import type { Kysely } from 'kysely';
import { epochSeconds, type Clock } from '../../../clock';
import type { Database } from '../../../db/database.schema';
import { AppError } from '../../../errors/error-catalogue';
import { BillingShopsRepository } from '../billing-shops.repository';
import { InvoicesRepository } from '../invoices/invoices.repository';
import type { PaymentProvider } from '../provider/payment-provider';
import type { PlanCatalogue } from './plan-catalogue';
import {
  planStanding,
  unbilledStanding,
  type AccountSnapshot,
  type PlanStanding,
} from './plan-standing';
import { SubscriptionsRepository } from './subscriptions.repository';

export type BillingMode = 'manual' | 'stripe' | 'off';

export interface PlanStandingsDependencies {
  db: Kysely<Database>;
  catalogue: PlanCatalogue;
  provider: PaymentProvider;
  mode: BillingMode;
  now: Clock;
}

const OFF_DESCRIPTION = 'Billing is switched off on this server: no limits';
const PLATFORM_DESCRIPTION = 'Billed by Shopify';

/**
 * Reads a customer's plan as it stands now: the one source of the plan for `GET customers/me/plan`
 * and for every check made on the customer's behalf (publishing, gated settings, the Visual
 * Machine, the storefront layer's features).
 *
 * @example
 * const { active, effectiveKey } = await standings.of(customerId);
 */
export class PlanStandings {
  constructor(private readonly deps: PlanStandingsDependencies) {}

  /** Whether the customer is billed here at all (not when billing is off or all shops are Shopify's). */
  async billed(customerId: string): Promise<boolean> {
    if (this.deps.mode === 'off') return false;
    const shops = await new BillingShopsRepository(this.deps.db).list(customerId);
    return !isBillingHidden(shops.map((shop) => shop.platform));
  }

  /** Refuses billing calls of accounts Trova does not bill, with the reason's code. */
  async assertBilled(customerId: string): Promise<void> {
    if (this.deps.mode === 'off') throw new AppError('billing-disabled');
    if (!(await this.billed(customerId))) throw new AppError('billing-not-available');
  }

  /** The snapshot a standing is computed from. */
  async snapshot(customerId: string, db = this.deps.db): Promise<AccountSnapshot> {
    const subscriptions = new SubscriptionsRepository(db);
    const [facts, subscription, unpaid] = await Promise.all([
      subscriptions.facts(customerId),
      subscriptions.find(customerId),
      new InvoicesRepository(db).unpaid(customerId),
    ]);
    if (!facts) throw new AppError('missing-token');
    return { createdAt: facts.createdAt, subscription, unpaid: unpaid[0] };
  }

  /** The standing of a snapshot now (for callers that loaded one). */
  standingOf(snapshot: AccountSnapshot): PlanStanding {
    return planStanding(
      snapshot,
      this.deps.catalogue,
      epochSeconds(this.deps.now),
      this.deps.provider.automatic,
    );
  }

  /** A customer's plan now. */
  async of(customerId: string): Promise<PlanStanding> {
    if (this.deps.mode === 'off') return unbilledStanding(this.deps.catalogue, OFF_DESCRIPTION);
    if (!(await this.billed(customerId))) {
      return unbilledStanding(this.deps.catalogue, PLATFORM_DESCRIPTION);
    }
    return this.standingOf(await this.snapshot(customerId));
  }

  /**
   * The customer's plan list as the contracts' rules read it (`effectivePlanKey`, `isPlanActive`):
   * the dependency every gated service takes.
   * @example isPlanActive(await standings.plansOf(customerId))
   */
  async plansOf(customerId: string): Promise<Plan[]> {
    return [(await this.of(customerId)).plan];
  }

  /** Standings of every customer, for the periodic pass (one read of each table). */
  async all(): Promise<Map<string, PlanStanding>> {
    const db = this.deps.db;
    const subscriptions = new SubscriptionsRepository(db);
    const [facts, subs, unpaid, shops] = await Promise.all([
      subscriptions.allFacts(),
      subscriptions.all(),
      new InvoicesRepository(db).unpaid(),
      new BillingShopsRepository(db).list(),
    ]);
    const subOf = new Map(subs.map((row) => [row.customer_id, row]));
    const unpaidOf = new Map(unpaid.map((row) => [row.customerId, row]));
    const platforms = new Map<string, string[]>();
    for (const shop of shops) {
      platforms.set(shop.customerId, [...(platforms.get(shop.customerId) ?? []), shop.platform]);
    }
    const standings = new Map<string, PlanStanding>();
    for (const { customerId, createdAt } of facts) {
      const unbilled = this.deps.mode === 'off' || isBillingHidden(platforms.get(customerId) ?? []);
      standings.set(
        customerId,
        unbilled
          ? unbilledStanding(this.deps.catalogue, OFF_DESCRIPTION)
          : this.standingOf({
              createdAt,
              subscription: subOf.get(customerId),
              unpaid: unpaidOf.get(customerId),
            }),
      );
    }
    return standings;
  }
}
