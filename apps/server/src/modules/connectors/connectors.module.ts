import type { ModuleContext } from '../../kernel/module-context';
import { createConnectorRegistry } from './connector-registry';
import type { NewShopStore } from './new-shop';
import { ShopFeedsRepository } from './shop-feeds.repository';
import type { ShopLimit } from './shop-limit';

export interface ConnectorsModuleDependencies extends ModuleContext {
  /** Where connectors insert new shops (the shops repository). */
  shops: NewShopStore;
  /** The customer's shop limit, checked as each connector creates a shop. */
  shopLimit: ShopLimit;
  /** Queues a `shop.sync` job of the shop (the feed connector's first and retried syncs). */
  queueSync: (shopId: string) => Promise<void>;
}

export type ConnectorsModule = ReturnType<typeof createConnectorsModule>;

/**
 * The connectors module (docs/product/catalogue.md): one connector a platform and the feed
 * shops' sync schedules. It subscribes to nothing and has no routes: a deleted shop's schedule
 * goes with the shop row (a foreign key), and the shops module calls `disconnect` before that.
 * @example const connectors = createConnectorsModule({ db, events, log, now, shops, shopLimit, queueSync });
 */
export function createConnectorsModule(deps: ConnectorsModuleDependencies) {
  const feeds = new ShopFeedsRepository(deps.db);
  const connectors = createConnectorRegistry({
    shops: deps.shops,
    feeds,
    shopLimit: deps.shopLimit,
    queueSync: deps.queueSync,
    now: deps.now,
  });
  return { repositories: { feeds }, services: { connectors } };
}
