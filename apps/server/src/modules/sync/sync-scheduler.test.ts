import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertAccount, shopRow } from '../../../test/account-rows';
import { openTestDatabase, type TestDatabase } from '../../../test/dialects';
import { startFeedServer, type FeedServer } from '../../../test/feed-server';
import { testClock } from '../../../test/test-app';
import { FIXED_FILE_CHECK_SECONDS, ShopFeedsRepository } from '../connectors/index';
import { FeedParserPool } from '../feeds/index';
import { JOBS, JobQueue, JobsRepository } from '../jobs/index';
import { ShopsRepository } from '../shops/index';
import { SyncScheduler } from './sync-scheduler';

/** As the server answers them, and as the sync stores them (ISO 8601). */
const OLD = 'Mon, 01 Jan 2024 00:00:00 GMT';
const NEW = 'Tue, 02 Jan 2024 00:00:00 GMT';
const iso = (httpDate: string) => new Date(httpDate).toISOString();

/** docs/product/catalogue.md#sync-schedule: which due feeds get a `shop.sync`, and when next. */
describe('the sync schedule', () => {
  let database: TestDatabase;
  let server: FeedServer;
  beforeEach(async () => {
    database = await openTestDatabase('sqlite');
    server = await startFeedServer({
      '/same.xml': { body: '<rss/>', lastModified: OLD },
      '/changed.xml': { body: '<rss/>', lastModified: NEW },
    });
  });
  afterEach(async () => {
    await server.close();
    await database.dispose();
  });

  it('syncs a daily feed, and a fixed file only when its Last-Modified changed', async () => {
    const clock = testClock(1_000_000_000);
    const now = Math.floor(clock() / 1000);
    const feeds = new ShopFeedsRepository(database.db);
    const shops = new ShopsRepository(database.db);
    await insertAccount(database.db, 'anna');
    const feedsOf: [string, string | null, string | null][] = [
      ['s-daily', '/daily.xml', null],
      ['s-same', '/same.xml', iso(OLD)],
      ['s-changed', '/changed.xml', iso(OLD)],
      ['s-no-url', null, null],
    ];
    for (const [id, route, lastModified] of feedsOf) {
      const cms = route ? { feedUrl: server.url(route) } : {};
      await shops.insert({ ...shopRow(id, 'c-anna'), cms_data: JSON.stringify(cms) });
      await feeds.insert({
        shop_id: id,
        sync_time: '01:00',
        last_modified: lastModified,
        next_check_at: now,
      });
    }
    const scheduler = new SyncScheduler({
      feeds,
      queue: new JobQueue(new JobsRepository(database.db, database.dialect), JOBS, clock),
      access: { allowPrivate: true, parser: new FeedParserPool() },
      log: pino({ level: 'silent' }),
      now: clock,
    });

    await scheduler.tick();

    const jobs = await database.db.selectFrom('jobs').select(['name', 'payload']).execute();
    expect(jobs.map((job) => job.payload).sort()).toEqual([
      '{"shopId":"s-changed"}',
      '{"shopId":"s-daily"}',
    ]);
    expect(jobs.every((job) => job.name === 'shop.sync')).toBe(true);
    const next = async (id: string) => (await feeds.find(id))?.next_check_at;
    expect(await next('s-same')).toBe(now + FIXED_FILE_CHECK_SECONDS);
    expect(await next('s-changed')).toBe(now + FIXED_FILE_CHECK_SECONDS);
    // Daily feeds (and a shop without a feed URL) wait for the shop's sync time tomorrow at most.
    for (const id of ['s-daily', 's-no-url']) {
      expect(await next(id)).toBeGreaterThan(now);
      expect(await next(id)).toBeLessThanOrEqual(now + 24 * 3600);
    }

    await scheduler.tick();
    expect(await database.db.selectFrom('jobs').select('id').execute()).toHaveLength(2);
  });
});
