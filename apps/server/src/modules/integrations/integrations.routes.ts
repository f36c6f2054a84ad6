import { integrationsApi } from '@trova/contracts';
import type { RegisterCall } from '../../http/register-call';
import type { IntegrationsService } from './integrations.service';

export function integrationsRoutes(
  register: RegisterCall,
  integrations: IntegrationsService,
): void {
  register(integrationsApi.connectGoogleShopping, ({ caller, body }) =>
    integrations.connectGoogleShopping(caller, body),
  );
  register(integrationsApi.connectShopify, ({ caller, query }) =>
    integrations.connectShopify(caller, query.shop),
  );
  register(integrationsApi.checkFeed, ({ caller, query }) =>
    integrations.checkFeed(caller, query.url),
  );
}
