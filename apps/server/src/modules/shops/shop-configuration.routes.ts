import { shopsApi } from '@trova/contracts';
import type { RegisterCall } from '../../http/register-call';
import type { ConfigurationService } from '../configuration/index';
import type { LayerService } from '../layer/index';
import type { ShopCatalogueService } from './shop-catalogue.service';
import type { ShopConfigurationService } from './shop-configuration.service';
import type { ShopUploadsService } from './shop-uploads.service';

export interface ShopConfigurationRouteServices {
  configuration: ShopConfigurationService;
  catalogue: ShopCatalogueService;
  uploads: ShopUploadsService;
  layer: LayerService;
  history: ConfigurationService;
}

/** Configuration calls: saves, history and rollback, publishing, uploads, catalogue lists, the layer. */
export function shopConfigurationRoutes(
  register: RegisterCall,
  { configuration, catalogue, uploads, layer, history }: ShopConfigurationRouteServices,
): void {
  register(shopsApi.configure, ({ caller, params, body }) =>
    configuration.configure(caller, params.id, body),
  );
  register(shopsApi.saveConfiguration, ({ caller, params, body }) =>
    configuration.save(caller, params.id, body),
  );
  register(shopsApi.revisions, ({ caller, params, query }) =>
    history.history(caller, params.id, query),
  );
  register(shopsApi.rollback, ({ caller, params }) =>
    configuration.rollback(caller, params.id, params.revision),
  );
  register(shopsApi.publish, ({ caller, params }) => configuration.publish(caller, params.id));
  register(shopsApi.unpublish, ({ caller, params }) => configuration.unpublish(caller, params.id));
  register(shopsApi.versions, ({ caller }) => layer.versions(caller));
  register(shopsApi.loader, ({ caller, params, request }) =>
    layer.loader(caller, params.shopKey, `${request.protocol}://${request.host}`),
  );
  register(shopsApi.uploadSeo, ({ caller, params, body }) =>
    uploads.uploadSeo(caller, params.id, body),
  );
  register(shopsApi.deleteSeo, ({ caller, params }) => uploads.deleteSeo(caller, params.id));
  register(shopsApi.seoValues, ({ caller, params, query }) =>
    catalogue.seoValues(caller, params.id, query.attributes),
  );
  register(shopsApi.categories, ({ caller, params }) => catalogue.categories(caller, params.id));
  register(shopsApi.facetLabels, ({ caller, params }) =>
    uploads.facetLabels(caller, params.shopKey),
  );
  register(shopsApi.uploadFacetLabels, ({ caller, params, body }) =>
    uploads.uploadFacetLabels(caller, params.id, body),
  );
  register(shopsApi.deleteFacetLabels, ({ caller, params }) =>
    uploads.deleteFacetLabels(caller, params.id),
  );
}
