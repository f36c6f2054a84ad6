import { queryLimitState, type PlanUsage } from '@trova/contracts';
import type { BillingCountService } from '../analytics/billing-count.service';
import { monthKey, monthStart } from './billing-calendar';
import type { BillingShopsRepository } from './billing-shops.repository';
import type { OverageBlocksRepository } from './overage-blocks.repository';

export interface MeteringDependencies {
  counts: Pick<BillingCountService, 'monthlyIntentsOf'>;
  shops: Pick<BillingShopsRepository, 'list'>;
  overage: Pick<OverageBlocksRepository, 'count'>;
}

/**
 * What a customer is metered for (docs/product/billing.md#query-tiers): the human search intents of
 * the UTC month summed over the customer's completed shops, exactly the `requests` each shop shows
 * in `GET shops` (the analytics' billing count: keystrokes merged, bots, excluded addresses and
 * previews left out).
 *
 * @example
 * await metering.requests(customerId, monthStart(now), now); // 8_412
 */
export class MeteringService {
  constructor(private readonly deps: MeteringDependencies) {}

  /** The customer's metered queries from `fromSeconds` (a month's start) until `toSeconds`. */
  async requests(customerId: string, fromSeconds: number, toSeconds: number): Promise<number> {
    const shops = (await this.deps.shops.list(customerId)).filter((shop) => shop.completed);
    if (shops.length === 0) return 0;
    const counts = await this.deps.counts.monthlyIntentsOf(
      shops.map((shop) => shop.id),
      fromSeconds * 1000,
      toSeconds * 1000,
    );
    return [...counts.values()].reduce((sum, count) => sum + count, 0);
  }

  /** This month's usage against a threshold (0: unlimited), with the blocks activated so far. */
  async usage(customerId: string, threshold: number, now: number): Promise<PlanUsage> {
    const start = monthStart(now);
    const [requests, overageBlocks] = await Promise.all([
      this.requests(customerId, start, now),
      this.deps.overage.count(customerId, monthKey(now)),
    ]);
    return {
      requests,
      threshold,
      state: queryLimitState(requests, threshold),
      overageBlocks,
      monthStart: start,
    };
  }
}
