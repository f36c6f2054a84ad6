import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../test/dialects';
import { startFeedServer, type FeedServer } from '../../../test/feed-server';
import { GTIN, merchantFeed, seedShops } from '../../../test/market-prices';
import { FeedParserPool } from '../feeds/index';
import { JobFailure } from '../jobs/index';
import { CompetitorFeedFetchJob } from './competitor-feed-fetch.job';
import { COMPETITOR_FEED_LIMITS } from './competitor-feed-reader';
import { CompetitorFeedsRepository } from './competitor-feeds.repository';

const job = (feedId: string) => ({
  id: 'j1',
  name: 'market-prices.fetch-feed' as const,
  payload: { feedId },
  attempt: 1,
  concurrencyKey: `market-prices.fetch-feed:${feedId}`,
  shopId: null,
});

describe('the market-prices.fetch-feed job', () => {
  let server: FeedServer;
  let database: TestDatabase;
  let feeds: CompetitorFeedsRepository;
  let handler: CompetitorFeedFetchJob;
  const signal = new AbortController().signal;

  // The parse worker loads once per process, here rather than inside the first test.
  beforeAll(() => FeedParserPool.shared({}).warm(), 60_000);
  beforeAll(async () => {
    server = await startFeedServer({
      '/ok.xml': { body: merchantFeed([{ id: 'a', gtin: GTIN.lamp, price: '10.00 EUR' }]) },
    });
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    database = await openTestDatabase('sqlite');
    feeds = new CompetitorFeedsRepository(database.db);
    handler = new CompetitorFeedFetchJob({
      feeds,
      fetch: {
        allowPrivate: true,
        limits: COMPETITOR_FEED_LIMITS,
        parser: FeedParserPool.shared({}),
      },
      now: () => 5_000_000,
    });
    await seedShops(database.db);
  });
  afterEach(() => database.dispose());

  const add = (id: string, path: string) =>
    feeds.insert(
      { id, shop_id: 's-anna', url: server.url(path), added_at: 1, next_fetch_at: 1 },
      10,
    );

  it('stores the prices of a good read', async () => {
    await add('f1', '/ok.xml');
    expect(await handler.run(job('f1'), signal)).toEqual({ prices: 1 });
    expect(await feeds.findById('f1')).toMatchObject({ last_status: 'ok', last_fetched_at: 5000 });
  });

  it('records a failed read on the feed and fails the job for good, prices kept', async () => {
    await add('f1', '/ok.xml');
    await handler.run(job('f1'), signal);
    server.set('/ok.xml', { status: 410, body: 'gone' });
    const failure = await handler.run(job('f1'), signal).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(JobFailure);
    expect(failure).toMatchObject({ code: 'feed-not-found', retryable: false });
    expect(await feeds.findById('f1')).toMatchObject({
      last_status: 'failed',
      last_error: 'feed-not-found',
      product_count: 1,
    });
  });

  it('does nothing for a feed deleted before it ran', async () => {
    expect(await handler.run(job('gone'), signal)).toEqual({ gone: true });
  });
});
