import { integrationsApi } from '@trova/contracts';
import type { RegisterCall } from '../../http/register-call';
import type { IntegrationsService } from './integrations.service';
import type { PlatformConnectService } from './platform-connect.service';
import { shopifyStartHandler } from './shopify-install.routes';
import type { ShopifyInstallService } from './shopify-install.service';

export function integrationsRoutes(
  register: RegisterCall,
  services: {
    integrations: IntegrationsService;
    platformConnect: PlatformConnectService;
    shopifyInstall: ShopifyInstallService;
  },
): void {
  const { integrations, platformConnect: platforms, shopifyInstall } = services;
  register(integrationsApi.connectGoogleShopping, ({ caller, body }) =>
    integrations.connectGoogleShopping(caller, body),
  );
  register(integrationsApi.connectShopify, shopifyStartHandler(shopifyInstall));
  register(integrationsApi.checkFeed, ({ caller, query }) =>
    integrations.checkFeed(caller, query.url),
  );
  register(integrationsApi.checkPlatform, ({ caller, body }) => platforms.check(caller, body));
  register(integrationsApi.connectPlatform, ({ caller, body }) => platforms.connect(caller, body));
  register(integrationsApi.updatePlatformCredentials, ({ caller, params, body }) =>
    platforms.replaceCredentials(caller, params.id, body),
  );
  register(integrationsApi.syncPlatformShop, ({ caller, params }) =>
    platforms.retrySync(caller, params.id),
  );
}
