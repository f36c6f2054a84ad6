import { COMPETITOR_FEED_INTERVAL_SECONDS } from '@trova/contracts';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../test/dialects';
import { seedShops } from '../../../test/market-prices';
import { testClock } from '../../../test/test-app';
import { JOBS } from '../jobs/index';
import { JobQueue } from '../jobs/index';
import { JobsRepository } from '../jobs/index';
import { CompetitorFeedScheduler } from './competitor-feed.scheduler';
import { CompetitorFeedsRepository } from './competitor-feeds.repository';

describe('the competitor feed schedule', () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await openTestDatabase('sqlite');
    await seedShops(database.db);
  });
  afterEach(() => database.dispose());

  it('queues each feed once a day', async () => {
    const clock = testClock(1_000_000_000);
    const jobs = new JobsRepository(database.db, database.dialect);
    const feeds = new CompetitorFeedsRepository(database.db);
    const scheduler = new CompetitorFeedScheduler({
      feeds,
      queue: new JobQueue(jobs, JOBS, clock),
      log: pino({ level: 'silent' }),
      now: clock,
    });
    const start = Math.floor(clock() / 1000);
    await feeds.insert(
      {
        id: 'f1',
        shop_id: 's-anna',
        url: 'https://rival.it/feed.xml',
        added_at: start,
        next_fetch_at: start + COMPETITOR_FEED_INTERVAL_SECONDS,
      },
      10,
    );
    const queued = async () =>
      (await database.db.selectFrom('jobs').select(['name', 'payload']).execute()).length;
    await scheduler.tick();
    expect(await queued()).toBe(0);
    clock.advance(COMPETITOR_FEED_INTERVAL_SECONDS * 1000);
    await scheduler.tick();
    await scheduler.tick();
    const rows = await database.db.selectFrom('jobs').select(['name', 'payload']).execute();
    expect(rows).toEqual([{ name: 'market-prices.fetch-feed', payload: '{"feedId":"f1"}' }]);
    expect((await feeds.findById('f1'))?.next_fetch_at).toBe(
      start + 2 * COMPETITOR_FEED_INTERVAL_SECONDS,
    );
  });
});
