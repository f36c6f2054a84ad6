/**
 * The platforms module's public face (docs/architecture.md, "Module boundaries"): the clients of
 * shop platforms' own APIs (Shopify, WooCommerce, PrestaShop, Magento 2, Storeden). Code outside
 * `modules/platforms/` imports only what this file exports.
 */
export { PLATFORM_ERROR_CODES, PlatformError, isPlatformError } from './platform-error';
export type { PlatformErrorCode } from './platform-error';
export type {
  PlatformChanges,
  PlatformClient,
  PlatformStoreInfo,
  PlatformWebhooks,
  WebhookNotice,
} from './platform-client';
export { PlatformHttp, retryAfterMs } from './platform-http';
export type { PlatformHttpOptions, PlatformRequest, PlatformResponse } from './platform-http';
export {
  PLATFORM_NAMES,
  createPlatformClient,
  parseLinkCredentials,
  pollIntervalSeconds,
} from './platform-clients';
export type {
  LinkCredentials,
  LinkPlatform,
  LinkedClient,
  PlatformClientOptions,
  PlatformLink,
  ShopifyLinkCredentials,
} from './platform-clients';
