import type { RegisterCall } from '../../http/register-call';
import type { ModuleContext } from '../../kernel/module-context';
import type { ShopsModule } from '../shops/index';
import { CatalogueValuesService } from './catalogue-values.service';
import { CatalogueWriter } from './catalogue-writer';
import { catalogueRoutes } from './catalogue.routes';
import { CatalogueService } from './catalogue.service';
import { ProductStagingRepository } from './product-staging.repository';
import { ProductsRepository } from './products.repository';

export interface CatalogueModuleDependencies extends ModuleContext {
  shops: Pick<ShopsModule, 'repositories' | 'ports'>;
}

export type CatalogueModule = ReturnType<typeof createCatalogueModule>;

/**
 * The catalogue module: the one writer of every shop's products, which emits `catalogue.changed`
 * per committed change, the push API and the console's catalogue lists. It subscribes to nothing.
 * @example const catalogue = createCatalogueModule({ db, events, log, now, shops });
 */
export function createCatalogueModule(deps: CatalogueModuleDependencies) {
  const { db, events, now, shops } = deps;
  const products = new ProductsRepository(db);
  const writer = new CatalogueWriter({
    products,
    staging: new ProductStagingRepository(db),
    events,
    now,
  });
  const connectors = shops.ports.connectors;
  const catalogue = new CatalogueService({
    shops: shops.repositories.shops,
    writer,
    connectors: {
      forShop: (shop) => connectors.use().forShop(shop),
      push: (platform) => connectors.use().push(platform),
    },
  });
  const values = new CatalogueValuesService(shops.repositories.shops, products);
  return {
    repositories: { products },
    services: { catalogue, catalogueWriter: writer, catalogueValues: values },
    routes: (register: RegisterCall) => catalogueRoutes(register, catalogue, values),
  };
}
