/**
 * The catalogue module's public face (docs/architecture.md, "Module boundaries"): code outside
 * `modules/catalogue/` imports only what this file exports.
 */
export { CatalogueWriter } from './catalogue-writer';
export type { CatalogueChange, CatalogueShop } from './catalogue-writer';
export { catalogueRoutes } from './catalogue.routes';
export { CatalogueService } from './catalogue.service';
export { ProductStagingRepository } from './product-staging.repository';
export { ProductsRepository, storedProduct } from './products.repository';
export type { StoredProduct } from './products.repository';
