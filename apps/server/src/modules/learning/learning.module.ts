import type { RegisterCall } from '../../http/register-call';
import type { ModuleContext } from '../../kernel/module-context';
import { createPort } from '../../kernel/port';
import type { AnalyticsModule } from '../analytics/index';
import type { ConfigurationModule } from '../configuration/index';
import type { JobQueue, Jobs } from '../jobs/index';
import type { SearchModule } from '../search/index';
import type { ShopsModule } from '../shops/index';
import { learnedEvidenceSource } from './learned-evidence.adapter';
import { LearningRebuildJob } from './learning-rebuild.job';
import { learningSurface } from './learning-surface';
import { LearningTrigger } from './learning-trigger';
import { LearningRepository } from './learning.repository';
import { LearningService, type LearningShop } from './learning.service';

export interface LearningModuleDependencies extends ModuleContext {
  shops: Pick<ShopsModule, 'repositories'>;
  search: Pick<SearchModule, 'services' | 'internals' | 'ports'>;
  analytics: Pick<AnalyticsModule, 'ports'>;
  /** The shop's saved configuration: its setup says whether learning is on. */
  configuration: Pick<ConfigurationModule, 'read'>;
  /** Where `learning.rebuild` jobs are queued. */
  queue: Pick<JobQueue<Jobs>, 'enqueue'>;
}

export type LearningModule = ReturnType<typeof createLearningModule>;

/**
 * The learning module (docs/product/learning.md): signals learned from each shop's events, built
 * by the `learning.rebuild` job after the analytics rollup, stored in `learned_signals`, applied
 * to the live index and to every new index of the shop (search's `learnedSignals` port),
 * explained in the preview (search's `learned` port) and compared in analytics (its routes).
 * Cluster connects `ports.publish` to tell the other processes of a build, and calls `refresh`
 * with what they tell.
 * @example const learning = createLearningModule({ db, events, log, now, shops, search, analytics, configuration, queue });
 */
export function createLearningModule(deps: LearningModuleDependencies) {
  const { db, log, now } = deps;
  const ports = {
    publish:
      createPort<(shop: LearningShop, version: number) => Promise<void>>('learning → change feed'),
  };
  const learning = new LearningService({
    repository: new LearningRepository(db),
    shops: deps.shops.repositories.shops,
    registry: deps.search.services.registry,
    optimizer: deps.search.internals.optimizer,
    publish: async (shop, version) => ports.publish.get()?.(shop, version),
    log,
    now,
  });
  const trigger = new LearningTrigger({ queue: deps.queue, now, log });
  deps.search.ports.learnedSignals.connect(learning);
  deps.search.ports.learned.connect(learnedEvidenceSource(learning));
  deps.analytics.ports.rolledUp.connect((shopIds) => trigger.rolledUp(shopIds));
  // What learning changed, in analytics (docs/product/analytics.md#what-learning-changed).
  const surface = learningSurface({
    ...{ db, now, learning, registry: deps.search.services.registry },
    shops: deps.shops.repositories.shops,
    configuration: deps.configuration.read,
  });
  return {
    ports,
    /** The job handlers this module runs (the runner is made in app-services). */
    jobs: { 'learning.rebuild': new LearningRebuildJob(learning) },
    services: { learning, learningChanges: surface.changes },
    routes: (register: RegisterCall) => surface.routes(register),
  };
}
