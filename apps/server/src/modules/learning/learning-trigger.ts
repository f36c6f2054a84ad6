import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { JobQueue, Jobs } from '../jobs/index';
import { LEARNING_REBUILD_EVERY_MS } from './learning.service';

/** Shops remembered at most; past it, those queued over an hour ago are forgotten. */
const REMEMBERED = 10_000;

export interface LearningTriggerDependencies {
  queue: Pick<JobQueue<Jobs>, 'enqueue'>;
  now: Clock;
  log: FastifyBaseLogger;
}

/**
 * Queues `learning.rebuild` for the shops a rollup run rolled up, each at most once an hour from
 * this process (the job itself skips a shop another process built within the hour), so a shop
 * under steady traffic, rolled up every minute, is learned from hourly.
 *
 * @example
 * analytics.ports.rolledUp.connect((shopIds) => trigger.rolledUp(shopIds));
 */
export class LearningTrigger {
  private readonly queued = new Map<string, number>();

  constructor(private readonly deps: LearningTriggerDependencies) {}

  rolledUp(shopIds: readonly string[]): void {
    const now = this.deps.now();
    if (this.queued.size > REMEMBERED) {
      for (const [shopId, at] of this.queued) {
        if (now - at >= LEARNING_REBUILD_EVERY_MS) this.queued.delete(shopId);
      }
    }
    for (const shopId of shopIds) {
      const last = this.queued.get(shopId);
      if (last !== undefined && now - last < LEARNING_REBUILD_EVERY_MS) continue;
      this.queued.set(shopId, now);
      this.deps.queue.enqueue('learning.rebuild', { shopId }).catch((error: unknown) => {
        this.queued.delete(shopId);
        this.deps.log.warn({ err: error, shopId }, 'learning rebuild not queued');
      });
    }
  }
}
