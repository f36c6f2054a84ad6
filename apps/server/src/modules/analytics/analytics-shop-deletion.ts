import type { ShopEvents } from '../../kernel/shop-events';
import type { AnalyticsRollupRepository } from './analytics-rollup.repository';

/**
 * A deleted shop's statistics go with it, in the transaction that deletes the shop
 * (docs/architecture.md, "Shop events"). Billing has counted its billed searches from them on
 * `shop.deleting`, before this runs.
 * @example subscribeAnalyticsShopDeletion(shopEvents, { rollups: new AnalyticsRollupRepository(db) });
 */
export function subscribeAnalyticsShopDeletion(
  bus: ShopEvents,
  deps: { rollups: Pick<AnalyticsRollupRepository, 'deleteForShop'> },
): void {
  bus.on('shop.deleted', ({ trx, shopId }) => deps.rollups.deleteForShop(trx, shopId), 'analytics');
}
