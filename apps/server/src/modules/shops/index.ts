/**
 * The shops module's public face (docs/architecture.md, "Module boundaries"): code outside
 * `modules/shops/` imports only what this file exports.
 */
export type { ShopConfigurationView, ShopConfigurationViews, ShopIndexState } from './shop-ports';
export { ShopPublishingService } from './shop-publishing.service';
export {
  ShopRuntimeRepository,
  bumpCatalogueVersion,
  emptyRuntime,
} from './shop-runtime.repository';
export { ShopsRepository } from './shops.repository';
export type { PublicShopRow, ShopRow } from './shops.repository';
export { shopsRoutes } from './shops.routes';
export { ShopsService } from './shops.service';
export { createShopsModule } from './shops.module';
export type { ShopsModule, ShopsPorts } from './shops.module';
