import {
  CREDENTIAL_PLATFORMS,
  PLATFORMS,
  PUSH_PLATFORMS,
  type CredentialPlatform,
  type Platform,
  type PushPlatform,
} from '@trova/contracts';
import type { Connector } from './connector';
import { FeedConnector, type FeedConnectorDependencies } from './feed.connector';
import { PlatformConnector, type PlatformConnectorDependencies } from './platform.connector';
import { PushConnector } from './push.connector';
import { ShopifyConnector, type ShopifyConnectorDependencies } from './shopify.connector';

/**
 * Every platform of the contracts' list has exactly one connector; the type makes a platform added
 * to the list without one a compile error.
 */
export interface ConnectorRegistry {
  readonly feed: FeedConnector;
  readonly all: Readonly<Record<Platform, Connector>>;
  /** The connector of a stored shop's platform (`shops.cms_type`). */
  of(cmsType: string): Connector;
  /** Registration through the push API (`POST integrations/custom`). */
  push(platform: PushPlatform): PushConnector;
  /** The platforms Trova reads with the owner's credentials. */
  platform(platform: CredentialPlatform): PlatformConnector;
  /** Shopify shops, connected by the app install (OAuth). */
  readonly shopify: ShopifyConnector;
}

export type ConnectorRegistryDependencies = FeedConnectorDependencies &
  Omit<PlatformConnectorDependencies, keyof FeedConnectorDependencies> &
  Pick<ShopifyConnectorDependencies, 'shops'>;

/**
 * WooCommerce, PrestaShop, Magento 2 and Storeden shops are read from their stores' APIs
 * (`PlatformConnector`); the push API still registers shops of those platforms for a plugin of the
 * owner's own, but the platform's connector answers for every stored shop of it.
 */
export function createConnectorRegistry(deps: ConnectorRegistryDependencies): ConnectorRegistry {
  const feed = new FeedConnector(deps);
  const pushes = Object.fromEntries(
    PUSH_PLATFORMS.map((platform) => [platform, new PushConnector(platform, deps)]),
  ) as Record<PushPlatform, PushConnector>;
  const platforms = Object.fromEntries(
    CREDENTIAL_PLATFORMS.map((platform) => [platform, new PlatformConnector(platform, deps)]),
  ) as Record<CredentialPlatform, PlatformConnector>;
  const shopify = new ShopifyConnector(deps);
  const all: Record<Platform, Connector> = {
    ...pushes,
    ...platforms,
    'google-shopping': feed,
    shopify,
  };
  return {
    feed,
    all,
    of(cmsType) {
      if (!isPlatform(cmsType)) throw new Error(`shop platform '${cmsType}' has no connector`);
      return all[cmsType];
    },
    push: (platform) => pushes[platform],
    platform: (platform) => platforms[platform],
    shopify,
  };
}

function isPlatform(value: string): value is Platform {
  return (PLATFORMS as readonly string[]).includes(value);
}
