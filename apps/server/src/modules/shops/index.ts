/**
 * The shops module's public face (docs/architecture.md, "Module boundaries"): code outside
 * `modules/shops/` imports only what this file exports.
 */
export { ShopCatalogueService } from './shop-catalogue.service';
export { shopConfigurationRoutes } from './shop-configuration.routes';
export { ShopConfigurationService } from './shop-configuration.service';
export {
  ShopRuntimeRepository,
  bumpCatalogueVersion,
  emptyRuntime,
} from './shop-runtime.repository';
export { ShopUploadsService } from './shop-uploads.service';
export { ShopsRepository } from './shops.repository';
export type { PublicShopRow, ShopRow } from './shops.repository';
export { shopsRoutes } from './shops.routes';
export { ShopsService } from './shops.service';
