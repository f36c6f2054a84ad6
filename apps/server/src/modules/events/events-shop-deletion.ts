import type { ShopEvents } from '../../kernel/shop-events';
import type { EventsRepository } from './events.repository';

/**
 * A deleted shop's event log goes with it, in the transaction that deletes the shop
 * (docs/architecture.md, "Shop events").
 * @example subscribeEventsShopDeletion(shopEvents, { events: new EventsRepository(db) });
 */
export function subscribeEventsShopDeletion(
  bus: ShopEvents,
  deps: { events: Pick<EventsRepository, 'deleteForShop'> },
): void {
  bus.on('shop.deleted', ({ trx, shopId }) => deps.events.deleteForShop(trx, shopId), 'events');
}
