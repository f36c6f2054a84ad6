import { shopsApi } from '@trova/contracts';
import type { RegisterCall } from '../../http/register-call';
import type { ConfigurationEditsService } from './configuration-edits.service';
import type { ConfigurationUploadsService } from './configuration-uploads.service';
import type { ConfigurationService } from './configuration.service';

export interface ConfigurationRouteServices {
  edits: ConfigurationEditsService;
  uploads: ConfigurationUploadsService;
  history: ConfigurationService;
}

/** Configuration calls: saves, history and rollback, and the uploaded sections. */
export function configurationRoutes(
  register: RegisterCall,
  { edits, uploads, history }: ConfigurationRouteServices,
): void {
  register(shopsApi.configure, ({ caller, params, body }) =>
    edits.configure(caller, params.id, body),
  );
  register(shopsApi.saveConfiguration, ({ caller, params, body }) =>
    edits.save(caller, params.id, body),
  );
  register(shopsApi.revisions, ({ caller, params, query }) =>
    history.history(caller, params.id, query),
  );
  register(shopsApi.rollback, ({ caller, params }) =>
    edits.rollback(caller, params.id, params.revision),
  );
  register(shopsApi.uploadSeo, ({ caller, params, body }) =>
    uploads.uploadSeo(caller, params.id, body),
  );
  register(shopsApi.deleteSeo, ({ caller, params }) => uploads.deleteSeo(caller, params.id));
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
