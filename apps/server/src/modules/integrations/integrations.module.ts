import type { FastifyPluginAsync } from 'fastify';
import type { RegisterCall } from '../../http/register-call';
import type { ModuleContext } from '../../kernel/module-context';
import type { FeedConnector, ShopifyConnector } from '../connectors/index';
import type { FeedAccess } from '../feeds/index';
import { PlatformHttp, type PlatformHttpOptions } from '../platforms/index';
import { integrationsRoutes } from './integrations.routes';
import { IntegrationsService } from './integrations.service';
import { shopifyInstallRoutes } from './shopify-install.routes';
import { ShopifyInstallService, type ShopifyAppSettings } from './shopify-install.service';
import { ShopifyOAuthStatesRepository } from './shopify-oauth-states.repository';
import { storedenClaimRoutes, storedenInstallRoutes } from './storeden-install.routes';
import { StoredenInstallService } from './storeden-install.service';
import { StoredenInstallsRepository } from './storeden-installs.repository';
import { WooCommerceGrantService } from './woocommerce-grant.service';
import { wooCommerceGrantCallbackRoutes, wooCommerceGrantCalls } from './woocommerce-grant.routes';
import { WooCommerceGrantsRepository } from './woocommerce-grants.repository';
import {
  PlatformConnectService,
  type PlatformConnectDependencies,
} from './platform-connect.service';

export interface IntegrationsModuleDependencies extends ModuleContext {
  /** The Google Shopping connector, which creates feed shops and queues their first sync. */
  feed: FeedConnector;
  /** The address policy and parser feeds are checked with, as the sync reads them. */
  access: FeedAccess;
  /** The Shopify app (no id or secret: not offered), its connector, the SSRF test allowance. */
  shopify: ShopifyAppSettings & {
    connector: Pick<ShopifyConnector, 'connectShop'>;
    allowTarget?: PlatformHttpOptions['allowTarget'];
  };
  /** The credential platforms' connectors, the caller's shops and the platforms' clients. */
  platforms: PlatformConnectDependencies;
  /** The public routes' budget a client address (throws `too-many-requests`): Storeden's Auth URL. */
  limit: (clientIp: string) => void;
  /** Public origin of this server (WooCommerce's callback and return address). */
  baseUrl: () => string;
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
    now: deps.now,
  });
  const { connector, allowTarget, ...app } = deps.shopify;
  const shopifyInstall = new ShopifyInstallService({
    states: new ShopifyOAuthStatesRepository(deps.db),
    connector,
    app,
    http: new PlatformHttp({ platform: 'Shopify', allowTarget }),
    now: deps.now,
  });
  const platformConnect = new PlatformConnectService(deps.platforms);
  const storedenInstall = new StoredenInstallService({
    installs: new StoredenInstallsRepository(deps.db),
    platforms: platformConnect,
    client: (credentials) => deps.platforms.client(credentials, 'en'),
    now: deps.now,
  });
  const wooCommerceGrant = new WooCommerceGrantService({
    grants: new WooCommerceGrantsRepository(deps.db),
    ...{ platforms: deps.platforms, baseUrl: deps.baseUrl, now: deps.now, log: deps.log },
  });
  return {
    services: { integrations, platformConnect, shopifyInstall, storedenInstall, wooCommerceGrant },
    routes: (register: RegisterCall) => {
      integrationsRoutes(register, { integrations, platformConnect, shopifyInstall });
      storedenClaimRoutes(register, storedenInstall);
      wooCommerceGrantCalls(register, wooCommerceGrant);
    },
    /** The Shopify install's browser callback and Storeden's Auth URL (not JSON calls). */
    installRoutes: (async (app) => {
      await app.register(shopifyInstallRoutes(shopifyInstall));
      await app.register(storedenInstallRoutes(storedenInstall, deps.limit));
      await app.register(wooCommerceGrantCallbackRoutes(wooCommerceGrant, deps.limit));
    }) satisfies FastifyPluginAsync,
  };
}
