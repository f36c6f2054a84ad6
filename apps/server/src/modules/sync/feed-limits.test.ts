import { once } from 'node:events';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../../test/accounts';
import { publishShop } from '../../../test/custom-shops';
import { rssFeed } from '../../../test/feed-server';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { JobsRepository, type JobRow } from '../jobs/index';

/** Small limits, so that each cut-off comes within a second. */
const MAX_BYTES = 64 * 1024;
const FETCH = {
  maxBytes: MAX_BYTES,
  minBytesPerSecond: 4096,
  rateGraceMs: 100,
  rateWindowMs: 200,
  // Old code without a rate floor would wait for this, then retry: never under a second.
  timeoutMs: 3_000,
};

/** A first sync and index build on a loaded 2-core machine can take seconds; nothing is timed. */
const ROOM_MS = 60_000;

/** 10 MB of blanks inside the channel: about 10 KB gzipped, a feed of no products unpacked. */
const BOMB = gzipSync(
  `<?xml version="1.0"?><rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel>${' '.repeat(10 * 1024 ** 2)}</channel></rss>`,
);

type Route = (response: ServerResponse) => void;

/** A byte every 20 ms (50 B/s), for as long as the client listens. */
const trickle: Route = (response) => {
  response.writeHead(200, { 'content-type': 'application/xml' });
  response.write('<?xml version="1.0"?><rss><channel>');
  const timer = setInterval(() => response.write(' '), 20);
  response.on('close', () => clearInterval(timer));
};

/** Acceptance: a feed too slow or too large once unpacked is cut off, told and never retried. */
describe('feed limits of a sync', () => {
  let app: TestApp;
  let account: TestAccount;
  let server: Server;
  let origin: string;
  const routes = new Map<string, Route>();

  beforeAll(async () => {
    server = createServer((request, response) => {
      const route = routes.get(request.url ?? '');
      if (route) route(response);
      else response.writeHead(404).end();
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    app = await createTestApp(
      { TROVA_ALLOW_PRIVATE_FEEDS: 'true' },
      {
        indexDebounceMs: 0,
        sync: { runner: { backoffMs: [0, 0], pollMs: 20 }, fetch: FETCH },
      },
    );
    account = await createAccount(app.server, app.config.dataDir, 'limits@shop.it');
  });

  afterAll(async () => {
    await app.dispose();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  /** A shop synced once from a good feed of three products, its feed then replaced by `next`. */
  async function syncedShop(path: string): Promise<{ id: string; key: string }> {
    const good = rssFeed(3, 'lantern');
    routes.set(path, (response) => response.writeHead(200).end(good));
    const answer = await app.server.inject({
      method: 'POST',
      url: '/API/integrations/google-shopping',
      headers: account.headers,
      payload: { shopUrl: 'https://shop.example.it', languageIso: 'it', feedUrl: origin + path },
    });
    expect(answer.statusCode).toBe(200);
    const shop = answer.json<{ id: string; key: string }>();
    await publishShop(app.server, account, shop.id);
    await app.services.jobs.idle();
    expect(await search(shop.key)).toHaveLength(3);
    return shop;
  }

  async function resync(shopId: string): Promise<JobRow | undefined> {
    const id = await app.services.jobQueue.enqueue('shop.sync', { shopId });
    await app.services.jobs.idle();
    const jobs = await new JobsRepository(app.database.db, app.database.dialect).listByShop(shopId);
    expect(jobs.filter((job) => job.id === id)).toHaveLength(1);
    return jobs.find((job) => job.id === id);
  }

  async function search(key: string): Promise<string[]> {
    const answer = await app.server.inject({ method: 'GET', url: `/API/shops/${key}/search?q=` });
    return answer
      .json<{ results: { header: { externalId: string } }[] }>()
      .results.map((result) => result.header.externalId);
  }

  /**
   * The re-sync's notification: the shop's one other than its first sync's completion. Both may
   * carry the same second, and notifications of one second come in no fixed order.
   */
  async function lastNotification(shopId: string): Promise<unknown> {
    const answer = await app.server.inject({
      method: 'GET',
      url: '/API/notifications?from=1&size=50',
      headers: account.headers,
    });
    return answer
      .json<{ code: string; payload: { shopId?: string } }[]>()
      .filter((notification) => notification.payload.shopId === shopId)
      .find((notification) => notification.code !== 'synchronization-complete');
  }

  it(
    'refuses a gzip bomb as feed-too-large at once, keeping the catalogue it had',
    async () => {
      const shop = await syncedShop('/bomb.xml');
      routes.set('/bomb.xml', (response) => response.writeHead(200).end(BOMB));
      const job = await resync(shop.id);
      expect(BOMB.byteLength).toBeLessThan(MAX_BYTES);
      expect(job).toMatchObject({ status: 'failed', attempt: 1, error_code: 'feed-too-large' });
      expect(JSON.parse(job?.result ?? 'null')).toMatchObject({ outcome: 'failed', products: 0 });
      expect(await lastNotification(shop.id)).toMatchObject({
        code: 'gs-bad-feed',
        detail: { code: 'feed-too-large', products: 0 },
      });
      expect((await search(shop.key)).sort()).toEqual(['P-0', 'P-1', 'P-2']);
    },
    ROOM_MS,
  );

  it(
    'cuts off a feed slower than the rate floor with feed-too-slow, not retried',
    async () => {
      const shop = await syncedShop('/slow.xml');
      routes.set('/slow.xml', trickle);
      const job = await resync(shop.id);
      expect(job).toMatchObject({ status: 'failed', attempt: 1, error_code: 'feed-too-slow' });
      expect(await lastNotification(shop.id)).toMatchObject({
        code: 'gs-bad-feed',
        detail: {
          code: 'feed-too-slow',
          message: expect.stringContaining('below the floor of 4096 bytes/s') as unknown,
        },
      });
      expect((await search(shop.key)).sort()).toEqual(['P-0', 'P-1', 'P-2']);
    },
    ROOM_MS,
  );
});
