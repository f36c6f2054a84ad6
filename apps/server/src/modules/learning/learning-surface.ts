import type { RegisterCall } from '../../http/register-call';
import type { ModuleContext } from '../../kernel/module-context';
import { AnalyticsRepository } from '../analytics/index';
import {
  LearningChangesService,
  type LearningChangesDependencies,
} from './learning-changes.service';
import { learningRoutes } from './learning.routes';

export interface LearningSurfaceDependencies extends Pick<ModuleContext, 'db' | 'now'> {
  shops: LearningChangesDependencies['shops'];
  registry: LearningChangesDependencies['registry'];
  configuration: LearningChangesDependencies['configuration'];
  learning: LearningChangesDependencies['learning'];
}

/**
 * What owners see of learning in analytics: "what learning changed"
 * (docs/product/analytics.md#what-learning-changed), read from the analytics rollups and the live
 * indexes. The learning module's assembler makes it and registers `routes`.
 * @example const surface = learningSurface({ db, now, shops, registry, configuration, learning });
 */
export function learningSurface(deps: LearningSurfaceDependencies): {
  changes: LearningChangesService;
  routes: (register: RegisterCall) => void;
} {
  const changes = new LearningChangesService({
    shops: deps.shops,
    rollups: new AnalyticsRepository(deps.db),
    registry: deps.registry,
    configuration: deps.configuration,
    learning: deps.learning,
    now: deps.now,
  });
  return { changes, routes: (register) => learningRoutes(register, changes) };
}
