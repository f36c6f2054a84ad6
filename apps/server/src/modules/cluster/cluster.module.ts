import type pg from 'pg';
import type { ModuleContext } from '../../kernel/module-context';
import type { ConfigurationModule } from '../configuration/index';
import type { LearningModule } from '../learning/index';
import type { SearchModule } from '../search/index';
import type { ShopsModule } from '../shops/index';
import type { VisualMachineModule } from '../visual-machine/index';
import { LocalChangeFeed, type ChangeFeed } from './change-feed';
import { subscribeClusterShopDeletion } from './cluster-shop-deletion';
import type { IndexChange } from './index-change';
import { IndexChangesRepository } from './index-changes.repository';
import { IndexFollower } from './index-follower';
import { PgChangeFeed } from './pg-change-feed';

export interface ClusterModuleDependencies extends ModuleContext {
  /** PostgreSQL only: a client outside the pool, for LISTEN. Without it the process is alone. */
  database: { openClient?: (() => pg.Client) | undefined };
  shops: Pick<ShopsModule, 'repositories' | 'ports'>;
  configuration: Pick<ConfigurationModule, 'read' | 'repositories'>;
  search: Pick<SearchModule, 'services' | 'internals'>;
  visualMachine: Pick<VisualMachineModule, 'services'>;
  learning: Pick<LearningModule, 'services' | 'ports'>;
}

export type ClusterModule = ReturnType<typeof createClusterModule>;

/**
 * The processes sharing one database (docs/architecture.md, "Several processes"). At the top of
 * the module order, cluster relays what this process changed to the change feed, after every other
 * reaction: `configuration.saved`, `catalogue.changed` (in the writer's order: one process tells a
 * shop's versions in sequence), `shop.published`, a deleted shop and learning's builds; its follower applies the
 * other processes' changes here.
 * @example const cluster = createClusterModule({ db, events, log, now, database, shops, configuration, search, visualMachine, learning });
 */
export function createClusterModule(deps: ClusterModuleDependencies) {
  const { db, events, log, now } = deps;
  const { openClient } = deps.database;
  const { indexing, registry } = deps.search.services;
  // Several processes share a PostgreSQL database; SQLite is one process, with nobody to tell.
  const changeFeed: ChangeFeed = openClient
    ? new PgChangeFeed({ db, openClient, log, now })
    : new LocalChangeFeed();
  const tell = (change: IndexChange) => changeFeed.publish(change);
  events.on(
    'configuration.saved',
    ({ shop, revision }) => tell({ kind: 'configuration', shop, revision }),
    'cluster',
  );
  events.on('catalogue.changed', ({ shop, change }) => tell({ ...change, shop }), 'cluster');
  events.on(
    'shop.published',
    ({ shop, published }) => tell({ kind: 'published', shop, published }),
    'cluster',
  );
  const changes = new IndexChangesRepository(db);
  subscribeClusterShopDeletion(events, { changes });
  deps.shops.ports.deleted.connect((shop) => tell({ kind: 'forget', shop }));
  deps.learning.ports.publish.connect((shop, version) => tell({ kind: 'learning', shop, version }));
  const { learning } = deps.learning.services;
  const { configurations } = deps.configuration.repositories;
  const vmSearchRules = deps.visualMachine.services.vmSearchRules;
  const indexFollower = new IndexFollower({
    feed: changeFeed,
    indexing,
    registry,
    optimizer: deps.search.internals.optimizer,
    runtime: deps.shops.repositories.runtime,
    ...(openClient ? { changes } : {}),
    configuration: deps.configuration.read,
    configurationRevisions: (shopIds) => configurations.currentRevisions(shopIds),
    configurationChanged: (shopId) => vmSearchRules.changed(shopId),
    learningChanged: (shop, version) => learning.refresh(shop, version),
    learningBehind: (shopIds) => learning.behind(shopIds),
    log,
  });
  return { services: { changeFeed, indexFollower } };
}
