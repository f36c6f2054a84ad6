import type { Clock } from '../../clock';
import type { ShopEvents } from '../../kernel/shop-events';
import { BillingCountRepository, BillingCountService } from '../analytics/index';
import { retireUsage } from './metering/retired-usage.repository';

/**
 * A deleted shop's billed searches stay with its customer (docs/product/billing.md#query-tiers):
 * on `shop.deleting`, while its events and rollups are still there, its searches per UTC day move
 * to the customer's record of deleted shops, in the transaction that deletes the shop, so
 * metering counts them once, before and after. Not counted: searches still in a write buffer
 * (≤ 1 s), or answered by other processes before they are told that the shop is gone.
 * @example subscribeBillingShopDeletion(shopEvents, { now: Date.now });
 */
export function subscribeBillingShopDeletion(bus: ShopEvents, deps: { now: Clock }): void {
  bus.on(
    'shop.deleting',
    async ({ trx, shopId, customerId }) => {
      // Read in the deleting transaction: on SQLite it holds the one connection.
      const counts = new BillingCountService(new BillingCountRepository(trx));
      await retireUsage(trx, customerId, await counts.dailyIntents(shopId, deps.now()));
    },
    'billing',
  );
}
