import { PLATFORMS, PUSH_PLATFORMS, type Platform, type PushPlatform } from '@trova/contracts';
import type { Connector } from './connector';
import { FeedConnector, type FeedConnectorDependencies } from './feed.connector';
import { PushConnector } from './push.connector';
import { ShopifyConnector } from './shopify.connector';

/**
 * Every platform of the contracts' list has exactly one connector; the type makes a platform added
 * to the list without one a compile error.
 */
export interface ConnectorRegistry {
  readonly feed: FeedConnector;
  readonly all: Readonly<Record<Platform, Connector>>;
  /** The connector of a stored shop's platform (`shops.cms_type`). */
  of(cmsType: string): Connector;
  push(platform: PushPlatform): PushConnector;
}

export function createConnectorRegistry(deps: FeedConnectorDependencies): ConnectorRegistry {
  const feed = new FeedConnector(deps);
  const pushes = Object.fromEntries(
    PUSH_PLATFORMS.map((platform) => [platform, new PushConnector(platform, deps)]),
  ) as Record<PushPlatform, PushConnector>;
  const all: Record<Platform, Connector> = {
    ...pushes,
    'google-shopping': feed,
    shopify: new ShopifyConnector(),
  };
  return {
    feed,
    all,
    of(cmsType) {
      if (!isPlatform(cmsType)) throw new Error(`shop platform '${cmsType}' has no connector`);
      return all[cmsType];
    },
    push: (platform) => pushes[platform],
  };
}

function isPlatform(value: string): value is Platform {
  return (PLATFORMS as readonly string[]).includes(value);
}
