import { epochSeconds, type Clock } from '../../clock';
import { isFeedError } from '../feeds/index';
import type { ServerJob } from '../jobs/index';
import type { JobHandler } from '../jobs/index';
import { JobFailure } from '../jobs/index';
import { fetchCompetitorPrices, type CompetitorFetchOptions } from './competitor-feed-reader';
import type { CompetitorFeedsRepository } from './competitor-feeds.repository';

export interface CompetitorFeedFetchDependencies {
  feeds: CompetitorFeedsRepository;
  fetch: Omit<CompetitorFetchOptions, 'signal'>;
  now: Clock;
}

type FetchFeed = ServerJob<'market-prices.fetch-feed'>;

/**
 * The `market-prices.fetch-feed` job (docs/product/analytics.md#market-prices): fetches one
 * competitor feed and replaces its prices whole. A failure is recorded on the feed with its stable
 * code (`feed-not-found`, `feed-timeout`, …) and the previous prices stay; it is not retried, the
 * daily schedule or the owner's refresh tries again.
 */
export class CompetitorFeedFetchJob implements JobHandler<FetchFeed> {
  constructor(private readonly deps: CompetitorFeedFetchDependencies) {}

  async run(job: FetchFeed, signal: AbortSignal): Promise<{ prices: number } | { gone: true }> {
    const { feeds, now } = this.deps;
    const feed = await feeds.findById(job.payload.feedId);
    if (!feed) return { gone: true };
    try {
      const prices = await fetchCompetitorPrices(feed.url, { ...this.deps.fetch, signal });
      if (signal.aborted) throw new Error('the server is closing');
      const kept = await feeds.replacePrices(feed.id, prices, epochSeconds(now));
      return kept ? { prices: prices.length } : { gone: true };
    } catch (error) {
      const code = isFeedError(error) ? error.code : 'internal-error';
      const message = error instanceof Error ? error.message : String(error);
      if (signal.aborted) throw new JobFailure(code, message, true);
      await feeds.recordFailure(feed.id, code, epochSeconds(now));
      throw new JobFailure(code, message, false);
    }
  }
}
