import type { IndexRegistry } from '../../search/index';
import type { BillingShopsRepository } from '../billing-shops.repository';
import type { PlanStanding } from './plan-standing';

export interface ServingGateDependencies {
  registry: Pick<IndexRegistry, 'update'>;
  shops: Pick<BillingShopsRepository, 'list'>;
}

/**
 * Which customers' storefronts are answered (docs/adr/0016-billing-rules.md): a published shop is
 * served while its customer's plan is active. An expired trial, a plan that ended and a suspended
 * account stop being served, without unpublishing anything, so paying brings the service back as
 * it was. The gate keeps the set of customers not served in memory, for the index builds, and
 * writes each change into the live registry.
 *
 * @example
 * gate.isServed(customerId); // false while the account is suspended
 */
export class ServingGate {
  private unserved = new Set<string>();
  private applied = false;

  constructor(private readonly deps: ServingGateDependencies) {}

  isServed(customerId: string): boolean {
    return !this.unserved.has(customerId);
  }

  /** Applies every customer's standing; the first call writes every unserved shop. */
  async apply(standings: ReadonlyMap<string, PlanStanding>): Promise<void> {
    const next = new Set(
      [...standings].filter(([, standing]) => !standing.active).map(([customerId]) => customerId),
    );
    const changed = new Set(
      this.applied
        ? [...next, ...this.unserved].filter((id) => next.has(id) !== this.unserved.has(id))
        : next,
    );
    this.unserved = next;
    this.applied = true;
    if (changed.size === 0) return;
    for (const shop of await this.deps.shops.list()) {
      if (!changed.has(shop.customerId)) continue;
      this.deps.registry.update(shop.key, {
        published: shop.published && !next.has(shop.customerId),
      });
    }
  }

  /** Applies one customer's standing (after a payment or a plan change in this process). */
  async applyOne(customerId: string, standing: PlanStanding): Promise<void> {
    const served = standing.active;
    if (served === this.isServed(customerId)) return;
    if (served) this.unserved.delete(customerId);
    else this.unserved.add(customerId);
    for (const shop of await this.deps.shops.list(customerId)) {
      this.deps.registry.update(shop.key, { published: shop.published && served });
    }
  }
}
