import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { loadConfig } from '../../config/config';
import { publishShop } from '../../../test/custom-shops';
import { createAccount } from '../../../test/accounts';
import { openTestDatabase, type TestDatabase } from '../../../test/dialects';
import { rssFeed, startFeedServer, type FeedServer } from '../../../test/feed-server';

let database: TestDatabase;
let feeds: FeedServer;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trova-restart-'));
const config = loadConfig({
  TROVA_DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  TROVA_CONSOLE_DIR: path.join(dataDir, 'no-console'),
  TROVA_ALLOW_PRIVATE_FEEDS: 'true',
});
const start = (): Promise<App> =>
  buildApp({
    config,
    database,
    indexDebounceMs: 0,
    sync: { runner: { backoffMs: [0, 0], pollMs: 20 } },
  });

beforeAll(async () => {
  database = await openTestDatabase('sqlite');
  feeds = await startFeedServer();
});

afterAll(async () => {
  await feeds.close();
  await database.dispose();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it(
  'a restart during a sync neither loses the shop nor leaves it stuck',
  { timeout: 60000 },
  async () => {
    const body = rssFeed(40);
    // The first server reads part of the feed, then the feed server goes silent.
    feeds.set('/slow.xml', { body, stallAfter: Math.floor(body.length / 2) });
    const first = await start();
    const account = await createAccount(first.server, dataDir, 'restart@shop.it');
    const connect = await first.server.inject({
      method: 'POST',
      url: '/API/integrations/google-shopping',
      headers: account.headers,
      payload: { shopUrl: 'https://shop.it', languageIso: 'en', feedUrl: feeds.url('/slow.xml') },
    });
    const shop = connect.json<{ id: string; key: string }>();
    await publishShop(first.server, account, shop.id);
    await expect
      .poll(() =>
        first.services.jobs.isRunning({ name: 'shop.sync', payload: { shopId: shop.id } }),
      )
      .toBe(true);
    await first.server.close();

    feeds.set('/slow.xml', { body });
    const second = await start();
    await second.services.jobs.idle();
    const jobs = await database.db.selectFrom('jobs').selectAll().execute();
    expect(jobs).toEqual([expect.objectContaining({ status: 'succeeded', attempt: 2 })]);
    const shops = await second.server.inject({
      method: 'GET',
      url: '/API/shops',
      headers: account.headers,
    });
    expect(shops.json()).toEqual([
      expect.objectContaining({ id: shop.id, skus: 40, isSynchronizing: false, isIndexing: false }),
    ]);
    const search = await second.server.inject({
      method: 'GET',
      url: `/API/shops/${shop.key}/search?q=sneaker&limit=100`,
    });
    expect(search.json<{ results_count: number }>().results_count).toBe(40);
    await second.server.close();
  },
);

it('retries an unreachable feed with backoff and reports synchronization-failed at the end', async () => {
  feeds.set('/broken.xml', { status: 500, body: 'oops' });
  const app = await start();
  const account = await createAccount(app.server, dataDir, 'retry@shop.it');
  const feedUrl = feeds.url('/broken.xml');
  const connect = await app.server.inject({
    method: 'POST',
    url: '/API/integrations/google-shopping',
    headers: account.headers,
    payload: { shopUrl: 'https://shop.it', languageIso: 'en', feedUrl },
  });
  const shop = connect.json<{ id: string }>();
  await app.services.jobs.idle();
  const job = await database.db
    .selectFrom('jobs')
    .selectAll()
    .where('shop_id', '=', shop.id)
    .executeTakeFirstOrThrow();
  expect(job).toMatchObject({ status: 'failed', attempt: 3, error_code: 'feed-unreachable' });
  const notifications = await app.server.inject({
    method: 'GET',
    url: '/API/notifications?from=1&size=10',
    headers: account.headers,
  });
  expect(notifications.json()).toEqual([
    expect.objectContaining({
      code: 'synchronization-failed',
      payload: { shopId: shop.id, feedUrl },
    }),
  ]);
  await app.server.close();
});
