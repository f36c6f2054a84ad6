import { ATTRIBUTE_TYPES, INDUSTRIES, SEARCH_TYPES, shopsApi } from '@trova/contracts';
import type { RegisterCall } from '../../http/register-call';
import type { ShopPublishingService } from './shop-publishing.service';
import type { ShopsService } from './shops.service';

/** The caller's shops: the list, their lifecycle, publishing and the calls that change one. */
export function shopsRoutes(
  register: RegisterCall,
  shops: ShopsService,
  publishing: ShopPublishingService,
): void {
  register(shopsApi.list, ({ caller }) => shops.list(caller));
  register(shopsApi.syncStatus, ({ caller }) => shops.syncStatus(caller));
  register(shopsApi.indexingStatus, ({ caller, params }) =>
    shops.indexingStatus(caller, params.id),
  );
  register(shopsApi.setLanguage, ({ caller, params, body }) =>
    shops.setLanguage(caller, params.id, body.iso6391),
  );
  register(shopsApi.setData, ({ caller, params, body }) => shops.setData(caller, params.id, body));
  register(shopsApi.setSector, ({ caller, params, body }) =>
    shops.setSector(caller, params.id, body),
  );
  register(shopsApi.remove, ({ caller, params }) => shops.remove(caller, params.id));
  register(shopsApi.publish, ({ caller, params }) => publishing.publish(caller, params.id));
  register(shopsApi.unpublish, ({ caller, params }) => publishing.unpublish(caller, params.id));
  register(shopsApi.attributes, ({ caller, params }) => shops.attributes(caller, params.id));
  register(shopsApi.industries, () => [...INDUSTRIES]);
  register(shopsApi.attributeTypes, () => [...ATTRIBUTE_TYPES]);
  register(shopsApi.searchTypes, () => [...SEARCH_TYPES]);
}
