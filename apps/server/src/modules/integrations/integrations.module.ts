import type { RegisterCall } from '../../http/register-call';
import type { ModuleContext } from '../../kernel/module-context';
import type { FeedConnector } from '../connectors/index';
import type { FeedAccess } from '../feeds/index';
import { integrationsRoutes } from './integrations.routes';
import { IntegrationsService } from './integrations.service';
import {
  PlatformConnectService,
  type PlatformConnectDependencies,
} from './platform-connect.service';

export interface IntegrationsModuleDependencies extends ModuleContext {
  /** The Google Shopping connector, which creates feed shops and queues their first sync. */
  feed: FeedConnector;
  /** The address policy and parser feeds are checked with, as the sync reads them. */
  access: FeedAccess;
  /** The Shopify app's client id (unset: not offered) and the origin its callback lives on. */
  shopify: { clientId: string | undefined; baseUrl: () => string };
  /** The credential platforms' connectors, the caller's shops and the platforms' clients. */
  platforms: PlatformConnectDependencies;
}

export type IntegrationsModule = ReturnType<typeof createIntegrationsModule>;

/**
 * The integrations module (docs/product/onboarding.md): the console wizard's connect calls. It
 * subscribes to nothing.
 * @example const integrations = createIntegrationsModule({ db, events, log, now, feed, access, shopify });
 */
export function createIntegrationsModule(deps: IntegrationsModuleDependencies) {
  const integrations = new IntegrationsService({
    feed: deps.feed,
    access: deps.access,
    shopify: deps.shopify,
    now: deps.now,
  });
  const platformConnect = new PlatformConnectService(deps.platforms);
  return {
    services: { integrations, platformConnect },
    routes: (register: RegisterCall) => integrationsRoutes(register, integrations, platformConnect),
  };
}
