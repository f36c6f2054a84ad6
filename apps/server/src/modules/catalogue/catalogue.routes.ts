import { catalogueApi } from '@trova/contracts';
import type { RegisterCall } from '../../http/register-call';
import type { CatalogueService } from './catalogue.service';

/** The push API, authenticated by the customer's API key. */
export function catalogueRoutes(register: RegisterCall, catalogue: CatalogueService): void {
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
}
