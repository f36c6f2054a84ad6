/**
 * The connectors module's public face (docs/architecture.md, "Module boundaries"): code outside
 * `modules/connectors/` imports only what this file exports.
 */
export { createConnectorRegistry } from './connector-registry';
export type { ConnectorRegistry } from './connector-registry';
export type { EditableWidget } from './connector';
export type { FeedConnector } from './feed.connector';
export { planShopLimit } from './shop-limit';
export type { ShopLimit } from './shop-limit';
