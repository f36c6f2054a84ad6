import type { ModuleContext } from '../../kernel/module-context';
import { createConnectorRegistry } from './connector-registry';
import type { NewShopStore } from './new-shop';
import type { ShopPlatformRow } from './shop-platforms.repository';
import type { ShopOwnerStore } from './shopify.connector';
import type { ShopUndoStore } from './platform.connector';
import { ShopFeedsRepository } from './shop-feeds.repository';
import { ShopPlatformsRepository } from './shop-platforms.repository';
import type { ShopLimit } from './shop-limit';

export interface ConnectorsModuleDependencies extends ModuleContext {
  /** Where connectors insert new shops, and whose they are (the shops repository). */
  shops: NewShopStore & ShopOwnerStore & ShopUndoStore;
  /** The customer's shop limit, checked as each connector creates a shop. */
  shopLimit: ShopLimit;
  /** Queues a `shop.sync` job of the shop (the feed connector's first and retried syncs). */
  queueSync: (shopId: string) => Promise<void>;
  /** Removes a platform shop's webhooks at its store (best effort; sync builds the client). */
  removeWebhooks: (link: ShopPlatformRow) => Promise<void>;
}

export type ConnectorsModule = ReturnType<typeof createConnectorsModule>;

/**
 * The connectors module (docs/product/catalogue.md): one connector a platform, the feed shops'
 * sync schedules and the platform shops' links to their stores. It subscribes to nothing and has
 * no routes: a deleted shop's schedule and link go with the shop row (a foreign key), and the
 * shops module calls `disconnect` before that.
 * @example const connectors = createConnectorsModule({ db, events, log, now, shops, shopLimit, queueSync });
 */
export function createConnectorsModule(deps: ConnectorsModuleDependencies) {
  const feeds = new ShopFeedsRepository(deps.db);
  const links = new ShopPlatformsRepository(deps.db);
  const connectors = createConnectorRegistry({
    shops: deps.shops,
    feeds,
    links,
    removeWebhooks: deps.removeWebhooks,
    log: deps.log,
    shopLimit: deps.shopLimit,
    queueSync: deps.queueSync,
    now: deps.now,
  });
  return { repositories: { feeds, links }, services: { connectors } };
}
