import { z } from 'zod';
import {
  defineJob,
  jobCatalog,
  type JobItemOf,
  type JobNameOf,
  type JobOf,
  type PayloadOf,
} from './job-definition';
import type { JobLane } from './job-lanes';

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

/** Product ids one change may name: a webhook names one, a stock notice a few. */
const CHANGED_IDS = z.array(z.string().min(1).max(128)).max(1000);

/**
 * Changes of a platform shop (`modules/sync/platform-changes.job.ts`): products a webhook named
 * (re-read from the store), products it said are gone, inventory items whose products to re-read,
 * or, with `poll`, whatever changed since the shop's poll cursor. One a shop at a time, never
 * beside its import.
 */
export const platformChangesJob = defineJob({
  name: 'platform.changes',
  payload: z.object({
    shopId: z.string().min(1),
    productIds: CHANGED_IDS.default([]),
    gone: CHANGED_IDS.default([]),
    inventoryItemIds: CHANGED_IDS.default([]),
    poll: z.boolean().default(false),
  }),
  concurrencyKey: (payload) => `platform.changes:${payload.shopId}`,
  shopId: (payload) => payload.shopId,
  // Each notice names other products: a waiting one must not swallow the next.
  dedupe: false,
});

/**
 * A fetch of one competitor feed for market prices (`modules/market-prices`), queued on add, on
 * refresh and daily. A failed fetch is recorded on the feed and not retried: the next day tries
 * again.
 */
export const competitorFeedFetchJob = defineJob({
  name: 'market-prices.fetch-feed',
  payload: z.object({ feedId: z.string().min(1) }),
  concurrencyKey: (payload) => `market-prices.fetch-feed:${payload.feedId}`,
});

/**
 * The daily build of one shop's query suggestions from its analytics
 * (`modules/analytics/query-suggestions.job.ts`), queued by its scheduler.
 */
export const querySuggestionsJob = defineJob({
  name: 'analytics.query-suggestions',
  payload: z.object({ shopId: z.string().min(1) }),
  concurrencyKey: (payload) => `analytics.query-suggestions:${payload.shopId}`,
  shopId: (payload) => payload.shopId,
});

/**
 * A rebuild of one shop's learned signals from its events (`modules/learning/learning-rebuild.job.ts`),
 * queued by the analytics rollup for the shops it rolled up; skipped when the shop was built less
 * than an hour ago, unless `force` (tests, the admin).
 */
export const learningRebuildJob = defineJob({
  name: 'learning.rebuild',
  payload: z.object({ shopId: z.string().min(1), force: z.boolean().default(false) }),
  concurrencyKey: (payload) => `learning.rebuild:${payload.shopId}`,
  shopId: (payload) => payload.shopId,
});

/**
 * Competitor fetches run in a lane of their own (`TROVA_COMPETITOR_FETCH_SLOTS` at once a
 * process), so that however many and however slow they are, they never take a sync's slot
 * (docs/product/catalogue.md#sync-schedule).
 * @example jobLanes(1) // { 'market-prices': { kinds: ['market-prices.fetch-feed'], slots: 1 } }
 */
export function jobLanes(competitorFetchSlots: number): Readonly<Record<string, JobLane>> {
  return { 'market-prices': { kinds: [competitorFeedFetchJob.name], slots: competitorFetchSlots } };
}

/** Every kind of job the server runs. A new kind is added here, with its handler in the runner. */
export const JOBS = jobCatalog(
  shopSyncJob,
  competitorFeedFetchJob,
  querySuggestionsJob,
  platformChangesJob,
  learningRebuildJob,
);

export type Jobs = typeof JOBS;
export type JobName = JobNameOf<Jobs>;
export type JobPayload<N extends JobName> = PayloadOf<Jobs, N>;
/** `{ name: 'shop.sync', payload: { shopId } } | …`, one member a kind. */
export type JobItem = JobItemOf<Jobs>;
export type ServerJob<N extends JobName> = JobOf<Jobs, N>;
