/**
 * The events module's public face (docs/architecture.md, "Module boundaries"): code outside
 * `modules/events/` imports only what this file exports.
 */
export { eventFlag } from './event-flags';
export { EventWriter } from './event-writer';
export { EventsRepository } from './events.repository';
export { subscribeEventsShopDeletion } from './events-shop-deletion';
export type { EventRow } from './events.repository';
export { eventsRoutes } from './events.routes';
export { EventsService } from './events.service';
export type { CallOrigin } from './events.service';
export { QueryIdSigner } from './query-id';
export { normalise, searchIntents } from './search-intent';
export type { IntentSearch } from './search-intent';
export { ShopEventBudget } from './shop-event-budget';
