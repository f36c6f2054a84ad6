import type { ShopEvents } from '../../kernel/shop-events';
import type { IndexChangesRepository } from './index-changes.repository';

/**
 * A deleted shop's recorded index changes go with it, in the transaction that deletes the shop
 * (docs/architecture.md, "Shop events"): no process has an index of it left to follow.
 * @example subscribeClusterShopDeletion(shopEvents, { changes: new IndexChangesRepository(db) });
 */
export function subscribeClusterShopDeletion(
  bus: ShopEvents,
  deps: { changes: Pick<IndexChangesRepository, 'deleteForShop'> },
): void {
  bus.on('shop.deleted', ({ trx, shopId }) => deps.changes.deleteForShop(trx, shopId), 'cluster');
}
