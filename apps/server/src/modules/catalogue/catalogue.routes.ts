import { catalogueApi, shopsApi } from '@trova/contracts';
import type { RegisterCall } from '../../http/register-call';
import type { CatalogueValuesService } from './catalogue-values.service';
import type { CatalogueService } from './catalogue.service';

/** The push API, authenticated by the customer's API key, and the console's catalogue lists. */
export function catalogueRoutes(
  register: RegisterCall,
  catalogue: CatalogueService,
  values: CatalogueValuesService,
): void {
  register(catalogueApi.registerShop, ({ caller, body }) => catalogue.registerShop(caller, body));
  register(catalogueApi.pushProducts, ({ caller, params, body }) =>
    catalogue.push(caller, params.id, body),
  );
  register(catalogueApi.putProduct, ({ caller, params, body }) =>
    catalogue.putProduct(caller, params.id, params.productId, body),
  );
  register(catalogueApi.deleteProduct, ({ caller, params }) =>
    catalogue.deleteProduct(caller, params.id, params.productId),
  );
  // The console's lists of what the stored catalogue holds, behind the owner's session.
  register(shopsApi.seoValues, ({ caller, params, query }) =>
    values.seoValues(caller, params.id, query.attributes),
  );
  register(shopsApi.categories, ({ caller, params }) => values.categories(caller, params.id));
}
