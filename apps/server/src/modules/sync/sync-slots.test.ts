import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../../test/accounts';
import { rssFeed } from '../../../test/feed-server';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { JobsRepository, type JobRow } from '../jobs/index';
import { CompetitorFeedsRepository } from '../market-prices/index';

/** A first sync and index build on a loaded 2-core machine can take seconds; nothing is timed. */
const ROOM_MS = 60_000;

/** Acceptance: a competitor fetch that hangs never holds up a shop's sync. */
describe('sync slots', () => {
  let app: TestApp;
  let account: TestAccount;
  let server: Server;
  let origin: string;
  let stalled: () => void = () => undefined;
  const competitorAsked = new Promise<void>((resolve) => (stalled = resolve));

  beforeAll(async () => {
    const good = rssFeed(2, 'lantern');
    server = createServer((request, response) => {
      if (request.url === '/shop.xml') {
        response.writeHead(200).end(good);
        return;
      }
      // A competitor's server that answers, then sends nothing more.
      response.writeHead(200).write('<?xml version="1.0"?><rss><channel>');
      stalled();
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    app = await createTestApp(
      { TROVA_ALLOW_PRIVATE_FEEDS: 'true' },
      // One sync slot: old code let the competitor fetch take it.
      { indexDebounceMs: 0, sync: { runner: { concurrency: 1, pollMs: 20 } } },
    );
    account = await createAccount(app.server, app.config.dataDir, 'slots@shop.it');
  });

  afterAll(async () => {
    await app.dispose();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  async function settled(jobId: string): Promise<JobRow | undefined> {
    const jobs = new JobsRepository(app.database.db, app.database.dialect);
    for (;;) {
      const job = await jobs.find(jobId);
      if (job?.status !== 'queued' && job?.status !== 'running') return job;
      await sleep(20);
    }
  }

  it(
    "runs a shop's sync while a competitor fetch holds its own slot",
    async () => {
      const answer = await app.server.inject({
        method: 'POST',
        url: '/API/integrations/google-shopping',
        headers: account.headers,
        payload: {
          shopUrl: 'https://shop.example.it',
          languageIso: 'it',
          feedUrl: `${origin}/shop.xml`,
        },
      });
      expect(answer.statusCode).toBe(200);
      const shop = answer.json<{ id: string }>();
      await app.services.jobs.idle();
      const now = Math.floor(Date.now() / 1000);
      const added = await new CompetitorFeedsRepository(app.database.db).insert(
        {
          id: 'competitor-1',
          shop_id: shop.id,
          url: `${origin}/competitor.xml`,
          added_at: now,
          next_fetch_at: now + 86_400,
        },
        10,
      );
      expect(added).toBe('added');
      const fetchId = await app.services.jobQueue.enqueue('market-prices.fetch-feed', {
        feedId: 'competitor-1',
      });
      await competitorAsked;
      const syncId = await app.services.jobQueue.enqueue('shop.sync', { shopId: shop.id });
      expect(await settled(syncId)).toMatchObject({ status: 'succeeded', attempt: 1 });
      const jobs = new JobsRepository(app.database.db, app.database.dialect);
      expect(await jobs.find(fetchId)).toMatchObject({ status: 'running' });
    },
    ROOM_MS,
  );
});
