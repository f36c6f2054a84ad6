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
export { createShopifyClient } from './shopify.client';
export type { ShopifyClientOptions } from './shopify.client';
export type { ShopifyAccess } from './shopify-graphql';
export { SHOPIFY_API_VERSION, SHOPIFY_WEBHOOK_TOPICS } from './shopify-queries';
export { verifyShopifyOAuthQuery, verifyShopifyWebhook } from './shopify-app';
export type { ShopifyDelivery } from './shopify-app';
export { SHOPIFY_COMPLIANCE_TOPICS, shopifyWebhookNotice } from './shopify-webhook';
/** Test support (unit, e2e, `bench:ingest`): the loopback Shopify shop, OAuth and webhooks. */
export { startShopifyFake } from './fakes/shopify/shopify.fake';
export type {
  FakeShopifyRequest,
  ShopifyFake,
  ShopifyFakeOptions,
} from './fakes/shopify/shopify.fake';
export { generateShopifyProducts, shopifyFixtures } from './fakes/shopify/shopify.fixtures';
export type { FakeShopifyProduct } from './fakes/shopify/shopify.fixtures';
export { createPrestaShopClient } from './prestashop.client';
export type { PrestaShopClientOptions } from './prestashop.client';
/** Test support (unit, e2e, `bench:ingest`): the loopback PrestaShop webservice and its data. */
export {
  PRESTASHOP_FAKE_KEY,
  PRESTASHOP_FAKE_RESOURCES,
  startPrestaShopFake,
} from './fakes/prestashop/prestashop.fake';
export type {
  PrestaShopFake,
  PrestaShopFakeOptions,
  PrestaShopFakeRequest,
} from './fakes/prestashop/prestashop.fake';
export {
  generatePrestaShopProducts,
  prestaShopFixtureProducts,
} from './fakes/prestashop/prestashop.fixtures';
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
export { STOREDEN_API_BASE, createStoredenClient } from './storeden.client';
export type { StoredenClientOptions } from './storeden.client';
export { storedenInstallCredentials } from './storeden-install';
export type { StoredenInstall } from './storeden-install';
// Test support (e2e, bench:ingest): Storeden's loopback fake and its data.
export { startStoredenFake } from './fakes/storeden/storeden.fake';
export type { StoredenFake, StoredenFakeOptions } from './fakes/storeden/storeden.fake';
export {
  STOREDEN_FIXTURE_EXCHANGE,
  STOREDEN_FIXTURE_KEY,
  STOREDEN_FIXTURE_PRODUCTS,
} from './fakes/storeden/storeden.fixtures';
export { generateStoredenProducts } from './fakes/storeden/storeden.generator';
export { createMagento2Client } from './magento2.client';
export type { Magento2ClientOptions } from './magento2.client';
// Test support (unit, e2e, bench:ingest): Magento 2's loopback fake and its data.
export {
  MAGENTO_FAKE_LIMITED_TOKEN,
  MAGENTO_FAKE_TOKEN,
  startMagento2Fake,
} from './fakes/magento2/magento2.fake';
export type {
  Magento2Fake,
  Magento2FakeInjection,
  Magento2FakeOptions,
  Magento2FakeRequest,
} from './fakes/magento2/magento2.fake';
export { magentoFixtureCatalogue } from './fakes/magento2/magento2.fixtures';
export type { MagentoFakeCatalogue } from './fakes/magento2/magento2.fixtures';
export { generateMagentoCatalogue } from './fakes/magento2/magento2.generator';
export { createWooCommerceClient } from './woocommerce.client';
export type { WooCommerceClientOptions } from './woocommerce.client';
export { WOO_WEBHOOK_TOPICS } from './woocommerce-webhooks';
export { verifyWooCommerceSignature, wooCommerceWebhookNotice } from './woocommerce-webhook';
// Test support (unit, e2e, bench:ingest): WooCommerce's loopback fake and its data.
export { startWooCommerceFake } from './fakes/woocommerce/woocommerce.fake';
export type {
  WooCommerceFake,
  WooCommerceFakeOptions,
  WooFakeRequest,
} from './fakes/woocommerce/woocommerce.fake';
export {
  WOO_FIXTURE_PRODUCTS,
  WOO_FIXTURE_SHOWN_IDS,
} from './fakes/woocommerce/woocommerce.fixtures';
export type { WooFakeProduct } from './fakes/woocommerce/woocommerce.fixtures';
export { generateWooProducts } from './fakes/woocommerce/woocommerce.generator';
