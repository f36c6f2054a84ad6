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
  /**
   * The connector of a stored shop's platform (`shops.cms_type`): what every shop of the type has
   * in common (editable widgets). A shop's own source comes from `forShop`.
   */
  of(cmsType: string): Connector;
  /**
   * The connector of one stored shop: a WooCommerce, PrestaShop, Magento 2 or Storeden shop is read
   * from its store's API only when it has a link (`shop_platforms`); one registered through the
   * push API (`POST integrations/custom`) has none and keeps receiving pushes.
   * @example const source = (await connectors.forShop(shop)).source; // 'push' | 'platform-api' | …
   */
  forShop(shop: StoredShop): Promise<Connector>;
  /** Registration through the push API (`POST integrations/custom`). */
  push(platform: PushPlatform): PushConnector;
  /** The platforms Trova reads with the owner's credentials. */
  platform(platform: CredentialPlatform): PlatformConnector;
  /** Shopify shops, connected by the app install (OAuth). */
  readonly shopify: ShopifyConnector;
}

/** A stored shop as the registry reads it (a `shops` row satisfies it). */
export interface StoredShop {
  readonly id: string;
  readonly cms_type: string;
}

export type ConnectorRegistryDependencies = FeedConnectorDependencies &
  Omit<PlatformConnectorDependencies, keyof FeedConnectorDependencies> &
  Pick<ShopifyConnectorDependencies, 'shops'>;

/**
 * WooCommerce, PrestaShop, Magento 2 and Storeden shops connected by credentials are read from
 * their stores' APIs (`PlatformConnector`); the push API still registers shops of those platforms
 * for a plugin of the owner's own, and those shops (no link) keep their `PushConnector`.
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
    async forShop(shop) {
      if (!isCredentialPlatform(shop.cms_type)) return this.of(shop.cms_type);
      const link = await deps.links.find(shop.id);
      return link ? platforms[shop.cms_type] : pushes[shop.cms_type];
    },
    push: (platform) => pushes[platform],
    platform: (platform) => platforms[platform],
    shopify,
  };
}

function isCredentialPlatform(value: string): value is CredentialPlatform & PushPlatform {
  return (CREDENTIAL_PLATFORMS as readonly string[]).includes(value);
}

function isPlatform(value: string): value is Platform {
  return (PLATFORMS as readonly string[]).includes(value);
}
