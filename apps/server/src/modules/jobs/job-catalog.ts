import { z } from 'zod';
import {
  defineJob,
  jobCatalog,
  type JobItemOf,
  type JobNameOf,
  type JobOf,
  type PayloadOf,
} from './job-definition';

/**
 * A feed sync of one shop (`modules/sync/feed-sync.job.ts`). One a shop at a time; while one is
 * queued or running the console shows the shop as synchronizing.
 */
export const shopSyncJob = defineJob({
  name: 'shop.sync',
  payload: z.object({ shopId: z.string().min(1) }),
  concurrencyKey: (payload) => `shop.sync:${payload.shopId}`,
  shopId: (payload) => payload.shopId,
});

/** Every kind of job the server runs. A new kind is added here, with its handler in the runner. */
export const JOBS = jobCatalog(shopSyncJob);

export type Jobs = typeof JOBS;
export type JobName = JobNameOf<Jobs>;
export type JobPayload<N extends JobName> = PayloadOf<Jobs, N>;
/** `{ name: 'shop.sync', payload: { shopId } } | …`, one member a kind. */
export type JobItem = JobItemOf<Jobs>;
export type ServerJob<N extends JobName> = JobOf<Jobs, N>;
