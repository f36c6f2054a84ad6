import { queryLimitState, type PlanUsage } from '@trova/contracts';
import { utcDayOf } from '../../../kernel/utc-day';
import type { BillingCountService } from '../../analytics/index';
import { monthKey, monthStart } from '../billing-calendar';
import type { BillingShopsRepository } from '../billing-shops.repository';
import type { OverageBlocksRepository } from './overage-blocks.repository';
import type { RetiredUsageRepository } from './retired-usage.repository';

export interface MeteringDependencies {
  counts: Pick<BillingCountService, 'monthlyIntentsOf'>;
  shops: Pick<BillingShopsRepository, 'list'>;
  overage: Pick<OverageBlocksRepository, 'count'>;
  /** The searches of the customer's deleted shops, per day. */
  retired: Pick<RetiredUsageRepository, 'intents'>;
}

/**
 * What a customer is metered for (docs/product/billing.md#query-tiers): the human search intents of
 * the UTC month summed over the customer's completed shops, exactly the `requests` each shop shows
 * in `GET shops` (the analytics' billing count: keystrokes merged, bots, excluded addresses and
 * previews left out), plus those of the shops the customer deleted.
 *
 * @example
 * await metering.requests(customerId, monthStart(now), now); // 8_412
 */
export class MeteringService {
  constructor(private readonly deps: MeteringDependencies) {}

  /**
   * The customer's metered queries from `fromSeconds` (a month's start) until `toSeconds`
   * (exclusive: a past month ends where the next begins).
   */
  async requests(customerId: string, fromSeconds: number, toSeconds: number): Promise<number> {
    if (toSeconds <= fromSeconds) return 0;
    const shops = (await this.deps.shops.list(customerId)).filter((shop) => shop.completed);
    const [counts, retired] = await Promise.all([
      this.deps.counts.monthlyIntentsOf(
        shops.map((shop) => shop.id),
        fromSeconds * 1000,
        toSeconds * 1000,
      ),
      this.deps.retired.intents(
        customerId,
        utcDayOf(fromSeconds * 1000),
        utcDayOf(toSeconds * 1000 - 1),
      ),
    ]);
    return [...counts.values()].reduce((sum, count) => sum + count, retired);
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
