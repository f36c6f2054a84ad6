import type { JobHandler, ServerJob } from '../jobs/index';
import type { LearningService, RebuildOutcome } from './learning.service';

type LearningRebuild = ServerJob<'learning.rebuild'>;

/**
 * The `learning.rebuild` job: one shop's learned signals, off the request path
 * (docs/product/learning.md#when-signals-change). Queued by the analytics rollup for the shops it
 * rolled up; a shop built less than an hour ago is skipped unless the job is forced.
 */
export class LearningRebuildJob implements JobHandler<LearningRebuild> {
  constructor(private readonly learning: Pick<LearningService, 'rebuild'>) {}

  run(job: LearningRebuild): Promise<RebuildOutcome> {
    return this.learning.rebuild(job.payload.shopId, job.payload.force);
  }
}
