import type { Plan, ShopSyncError, SyncProgress } from '@trova/contracts';
import type { RegisterCall } from '../../http/register-call';
import type { ModuleContext } from '../../kernel/module-context';
import { createPort, type Port } from '../../kernel/port';
import type { ConnectorRegistry } from '../connectors/index';
import type { CustomersModule } from '../customers/index';
import type { JobsModule } from '../jobs/index';
import type { ShopConfigurationViews, ShopIndexState } from './shop-ports';
import { ShopPublishingService } from './shop-publishing.service';
import { ShopRuntimeRepository } from './shop-runtime.repository';
import { ShopsRepository } from './shops.repository';
import { shopsRoutes } from './shops.routes';
import { ShopsService, type ShopSearchCounts } from './shops.service';

/** The shops module's view of the modules above it, connected once those are built. */
export interface ShopsPorts {
  configurations: Port<ShopConfigurationViews>;
  index: Port<ShopIndexState>;
  /** The platform connectors (sync builds them); catalogue reads them through this port too. */
  connectors: Port<Pick<ConnectorRegistry, 'of' | 'forShop' | 'push'>>;
  counts: Port<ShopSearchCounts>;
  /** Why the latest sync of these shops failed (sync). */
  syncErrors: Port<(shopIds: readonly string[]) => Promise<ReadonlyMap<string, ShopSyncError>>>;
  /** How far the running platform imports of these shops have come (sync). */
  syncProgress: Port<(shopIds: readonly string[]) => Promise<ReadonlyMap<string, SyncProgress>>>;
  /** Told once a shop is deleted (cluster: the other processes drop its index). */
  deleted: Port<(shop: { id: string; key: string }) => Promise<void>>;
}

export interface ShopsModuleDependencies extends ModuleContext {
  /** Which shops of the list have a queued or running `shop.sync` job. */
  jobs: Pick<JobsModule, 'repositories'>;
  /** Customers count each account's SKUs from the shops' runtime (this assembler connects it). */
  customers: Pick<CustomersModule, 'ports'>;
  /** The customer's plans (billing); an empty list is the trial. */
  plans: (customerId: string) => Plan[] | Promise<Plan[]>;
}

export type ShopsModule = ReturnType<typeof createShopsModule>;

/**
 * The shops module: the shops store, the shop list and lifecycle, publishing (which emits
 * `shop.published`). It subscribes to nothing; the modules above connect its `ports`.
 * @example const shops = createShopsModule({ db, events, log, now, jobs, customers, plans });
 */
export function createShopsModule(deps: ShopsModuleDependencies) {
  const { db, events, log, now } = deps;
  const ports: ShopsPorts = {
    configurations: createPort('shops → configuration views'),
    index: createPort('shops → search index state'),
    connectors: createPort('shops → connectors'),
    counts: createPort('shops → billed search counts'),
    syncErrors: createPort('shops → sync errors'),
    syncProgress: createPort('shops → sync progress'),
    deleted: createPort('shops → deleted'),
  };
  const shopsRepository = new ShopsRepository(db);
  const runtime = new ShopRuntimeRepository(db);
  const shops = new ShopsService({
    shops: shopsRepository,
    runtime,
    configurations: ports.configurations,
    billing: {
      monthlyIntentsOf: (...args) => ports.counts.use().monthlyIntentsOf(...args),
    },
    events,
    connectors: {
      of: (cmsType) => ports.connectors.use().of(cmsType),
      forShop: (shop) => ports.connectors.use().forShop(shop),
    },
    index: ports.index,
    syncing: (shopIds) => deps.jobs.repositories.jobs.syncingShopIds(shopIds),
    syncErrors: (shopIds) => ports.syncErrors.use()(shopIds),
    syncProgress: (shopIds) => ports.syncProgress.get()?.(shopIds) ?? Promise.resolve(new Map()),
    log,
    now,
    deleted: (shop) => ports.deleted.get()?.(shop) ?? Promise.resolve(),
  });
  deps.customers.ports.skuCounts.connect(runtime);
  const publishing = new ShopPublishingService({
    shops: shopsRepository,
    events,
    plans: deps.plans,
  });
  return {
    ports,
    repositories: { shops: shopsRepository, runtime },
    services: { shops, publishing },
    routes: (register: RegisterCall) => shopsRoutes(register, shops, publishing),
  };
}
