/**
 * The events module's public face (docs/architecture.md, "Module boundaries"): code outside
 * `modules/events/` imports only what this file exports.
 */
export { createEventsModule } from './events.module';
export type { EventsModule } from './events.module';
export { eventFlag } from './event-flags';
export { EventWriter } from './event-writer';
export { EventsRepository } from './events.repository';
export type { EventRow } from './events.repository';
export { EventsService } from './events.service';
export type { CallOrigin, EventShop, EventShops } from './events.service';
export { QueryIdSigner } from './query-id';
export { normalise, searchIntents } from './search-intent';
export type { IntentSearch } from './search-intent';
export { ShopEventBudget } from './shop-event-budget';
export type { NewEvent } from './event-writer';
