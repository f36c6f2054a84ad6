import { epochSeconds, type Clock } from '../../clock';
import {
  JobFailure,
  PeriodicScheduler,
  type JobHandler,
  type JobQueue,
  type Jobs,
  type PeriodicSchedulerDependencies,
  type ServerJob,
} from '../jobs/index';
import { QUERY_SUGGESTIONS_RULE } from './query-suggestions';
import type { QuerySuggestionsRepository } from './query-suggestions.repository';
import type { QuerySuggestionsService } from './query-suggestions.service';

type SuggestionsBuild = ServerJob<'analytics.query-suggestions'>;

/** A shop is rebuilt once this long after its last build. */
export const QUERY_SUGGESTIONS_EVERY_SECONDS = 86_400;
/** Shops queued a pass at most; the rest wait for the next pass. */
const DUE_PER_PASS = 500;

/**
 * The `analytics.query-suggestions` job: one shop's daily build, off the request path
 * (docs/product/analytics.md#query-suggestions). A process without the shop's index yet gives the
 * job back to be retried, rather than store a list it could not check.
 */
export class QuerySuggestionsJob implements JobHandler<SuggestionsBuild> {
  constructor(private readonly suggestions: Pick<QuerySuggestionsService, 'rebuild'>) {}

  async run(job: SuggestionsBuild): Promise<{ suggestions: number }> {
    const stored = await this.suggestions.rebuild(job.payload.shopId);
    if (stored === undefined) {
      throw new JobFailure('index-not-loaded', 'the shop’s index is not loaded yet', true);
    }
    return { suggestions: stored };
  }
}

export interface QuerySuggestionsSchedulerDependencies extends PeriodicSchedulerDependencies {
  repository: Pick<QuerySuggestionsRepository, 'dueShops'>;
  queue: Pick<JobQueue<Jobs>, 'enqueue'>;
  now: Clock;
}

/**
 * Queues the daily build of each shop due one: searched within the window and not built for a
 * day, or built before and not since. Looks every hour; a shop already queued is not queued twice
 * (the job's concurrency key).
 *
 * @example
 * new QuerySuggestionsScheduler({ repository, queue, log, now }).start();
 */
export class QuerySuggestionsScheduler extends PeriodicScheduler {
  constructor(private readonly deps: QuerySuggestionsSchedulerDependencies) {
    super(deps, {
      name: 'query-suggestions',
      everyMs: 3_600_000,
      failure: 'query suggestions scheduling failed',
    });
  }

  protected async pass(): Promise<void> {
    const now = epochSeconds(this.deps.now);
    const today = Math.floor(now / 86_400);
    const due = await this.deps.repository.dueShops(
      today - QUERY_SUGGESTIONS_RULE.windowDays + 1,
      now - QUERY_SUGGESTIONS_EVERY_SECONDS,
      DUE_PER_PASS,
    );
    for (const shopId of due) await this.queue(shopId);
  }

  /** Queues one shop's build now (after the demo's simulated traffic, for instance). */
  async queue(shopId: string): Promise<void> {
    await this.deps.queue.enqueue('analytics.query-suggestions', { shopId });
  }
}
