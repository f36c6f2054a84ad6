import path from 'node:path';
import type { RegisterCall } from '../../http/register-call';
import type { StorefrontLimit } from '../../http/storefront-limit';
import type { ServerConfig } from '../../config/config';
import type { ModuleContext } from '../../kernel/module-context';
import { createPort } from '../../kernel/port';
import type { CatalogueModule } from '../catalogue/index';
import type { ConfigurationModule } from '../configuration/index';
import type { EventsService } from '../events/index';
import type { LayerModule } from '../layer/index';
import type { ShopsModule } from '../shops/index';
import { IndexOptimizer } from './index-optimizer';
import { IndexRegistry } from './index-registry';
import { IndexSnapshotService } from './index-snapshot.service';
import { IndexSnapshotStore } from './index-snapshot.store';
import { IndexingService } from './indexing.service';
import { SearchCache } from './search-cache';
import type { LearnedEvidenceSource } from './learned-evidence.port';
import type { LearnedSignalsSource } from './learned-signals.port';
import type { SearchRules } from './search-rules.port';
import { searchRoutes } from './search.routes';
import { SearchService } from './search.service';

export interface SearchModuleDependencies extends ModuleContext {
  shops: Pick<ShopsModule, 'repositories' | 'ports'>;
  configuration: Pick<ConfigurationModule, 'read'>;
  catalogue: Pick<CatalogueModule, 'repositories'>;
  layer: Pick<LayerModule, 'services' | 'ports'>;
  /** The storefront calls' budget a client address. */
  limit: StorefrontLimit;
  /** Stored indexes live in `<dataDir>/indexes`; the answer cache holds `searchCacheMb`. */
  config: Pick<ServerConfig, 'dataDir' | 'searchCacheMb'>;
  /** Wait after a schema change before rebuilding the index (default 500 ms; tests use 0). */
  indexDebounceMs?: number | undefined;
  /** Quiet time after a delta before the index is optimised and stored (default 2 s). */
  indexOptimizeDelayMs?: number | undefined;
}

export type SearchModule = ReturnType<typeof createSearchModule>;

/**
 * The search module: each shop's live index and the public search. Its reactions, in bus order:
 * `configuration.saved` (settings at once, a rebuild when the schema changed), `catalogue.changed`
 * (a delta into the live index, or a rebuild) and `shop.published` (storefronts served or not).
 * Higher modules connect `ports`: the event log, the Visual Machine's rules, billing's serving gate,
 * learning's evidence for the preview's explain.
 * @example const search = createSearchModule({ db, events, log, now, shops, configuration, catalogue, layer, limit, config });
 */
export function createSearchModule(deps: SearchModuleDependencies) {
  const { events, log, now, shops, configuration } = deps;
  const ports = {
    log: createPort<Pick<EventsService, 'recordSearch' | 'issueQueryId'>>('search → event log'),
    rules: createPort<SearchRules>('search → Visual Machine rules'),
    served: createPort<(customerId: string) => boolean>('search → billing serving gate'),
    learned: createPort<LearnedEvidenceSource>('search → learned evidence'),
    learnedSignals: createPort<LearnedSignalsSource>('search → learned signals'),
  };
  const { shops: shopsRepository, runtime } = shops.repositories;
  const registry = new IndexRegistry();
  const snapshots = new IndexSnapshotService({
    store: new IndexSnapshotStore(path.join(deps.config.dataDir, 'indexes')),
    shops: shopsRepository,
    runtime,
    configuration: configuration.read,
    log,
  });
  const optimizer = new IndexOptimizer({
    registry,
    log,
    delayMs: deps.indexOptimizeDelayMs ?? 2000,
    snapshots,
  });
  const indexing = new IndexingService({
    shops: shopsRepository,
    runtime,
    products: deps.catalogue.repositories.products,
    configuration: configuration.read,
    registry,
    optimizer,
    log,
    now,
    debounceMs: deps.indexDebounceMs ?? 500,
    snapshots,
    served: (customerId) => ports.served.get()?.(customerId) ?? true,
    learned: () => ports.learnedSignals.get(),
  });
  const search = new SearchService({
    registry,
    cache: new SearchCache(Math.round(deps.config.searchCacheMb * 1024 * 1024)),
    previewTokens: deps.layer.services.previewTokens,
    limit: deps.limit,
    events: {
      issueQueryId: (shopId) => ports.log.use().issueQueryId(shopId),
      recordSearch: (recorded) => ports.log.use().recordSearch(recorded),
    },
    rules: ports.rules,
    learned: ports.learned,
    now,
  });
  events.on('configuration.saved', (saved) => indexing.configurationSaved(saved), 'search');
  events.on(
    'catalogue.changed',
    ({ shop, change }) => indexing.catalogueChanged(shop, change),
    'search',
  );
  events.on(
    'shop.published',
    ({ shop, published }) => indexing.publishedChanged(shop, published),
    'search',
  );
  shops.ports.index.connect({
    isIndexing: (shopId) => indexing.isIndexing(shopId),
    attributesOf: (shopKey) => registry.get(shopKey)?.attributes ?? [],
    forget: (shop) => indexing.forget(shop),
  });
  deps.layer.ports.indexes.connect(registry);
  return {
    ports,
    internals: { optimizer },
    services: { registry, indexing, search },
    routes: (register: RegisterCall) => searchRoutes(register, search),
  };
}
