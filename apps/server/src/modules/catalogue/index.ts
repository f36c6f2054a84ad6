/**
 * The catalogue module's public face (docs/architecture.md, "Module boundaries"): code outside
 * `modules/catalogue/` imports only what this file exports.
 */
export { CatalogueWriter } from './catalogue-writer';
export type { CatalogueChange, CatalogueShop } from './catalogue-writer';
export { catalogueRoutes } from './catalogue.routes';
export { CatalogueValuesService } from './catalogue-values.service';
export { CatalogueService } from './catalogue.service';
export {
  categoryPath,
  discoverAttributes,
  sellingPrice,
  toEngineDocument,
} from './product-document';
export { ProductStagingRepository } from './product-staging.repository';
export { ProductsRepository, storedProduct } from './products.repository';
export type { StoredProduct } from './products.repository';
export { createCatalogueModule } from './catalogue.module';
export type { CatalogueModule } from './catalogue.module';
