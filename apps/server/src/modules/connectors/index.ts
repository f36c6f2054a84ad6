/**
 * The connectors module's public face (docs/architecture.md, "Module boundaries"): code outside
 * `modules/connectors/` imports only what this file exports.
 */
export { createConnectorsModule } from './connectors.module';
export type { ConnectorsModule } from './connectors.module';
export { createConnectorRegistry } from './connector-registry';
export type { ConnectorRegistry } from './connector-registry';
export type { ConnectedShop, EditableWidget } from './connector';
export type { FeedConnector } from './feed.connector';
export type { PlatformConnector } from './platform.connector';
export type { ShopifyConnector, ShopifyGrant } from './shopify.connector';
export {
  DEFAULT_SYNC_TIME,
  FIXED_FILE_CHECK_SECONDS,
  nextCheckAt,
  nextDailyAt,
} from './feed-schedule';
export { ShopFeedsRepository } from './shop-feeds.repository';
export type { DueFeed } from './shop-feeds.repository';
export { PlatformDeliveriesRepository } from './platform-deliveries.repository';
export { ShopPlatformsRepository } from './shop-platforms.repository';
export type { ImportProgress, NewShopPlatform, ShopPlatformRow } from './shop-platforms.repository';
export { planShopLimit } from './shop-limit';
export type { ShopLimit } from './shop-limit';
