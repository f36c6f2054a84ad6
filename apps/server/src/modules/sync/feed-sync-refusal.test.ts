import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../../test/accounts';
import { publishShop } from '../../../test/custom-shops';
import { rssFeed, startFeedServer, type FeedServer } from '../../../test/feed-server';
import { HOSTILE_FEED_LIMITS, HOSTILE_FEEDS } from '../../../test/hostile-feeds';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { JobsRepository } from '../jobs/index';

interface Notification {
  code: string;
  payload: { shopId?: string };
  detail: Record<string, unknown> | null;
}

/**
 * Acceptance (issue 32, finding 1): a feed over a parser limit is refused whole, in a worker. The
 * owner is told which limit, the shop keeps its previous catalogue, another shop is untouched.
 */
describe('a sync of a feed over a parser limit', { timeout: 60_000 }, () => {
  let app: TestApp;
  let feeds: FeedServer;
  let account: TestAccount;
  let hostile: { id: string; key: string };
  let neighbour: { id: string; key: string };

  beforeAll(async () => {
    feeds = await startFeedServer({
      '/own.xml': { body: rssFeed(3, 'lantern') },
      '/neighbour.xml': { body: rssFeed(2, 'compass') },
    });
    app = await createTestApp(
      { TROVA_ALLOW_PRIVATE_FEEDS: 'true' },
      { indexDebounceMs: 0, sync: { runner: { backoffMs: [0, 0], pollMs: 20 } } },
    );
    account = await createAccount(app.server, app.config.dataDir, 'limits@shop.it');
    hostile = await connect(feeds.url('/own.xml'));
    neighbour = await connect(feeds.url('/neighbour.xml'));
  }, 60_000);

  afterAll(async () => {
    await app.dispose();
    await feeds.close();
  });

  async function connect(feedUrl: string): Promise<{ id: string; key: string }> {
    const answer = await app.server.inject({
      method: 'POST',
      url: '/API/integrations/google-shopping',
      headers: account.headers,
      payload: { shopUrl: 'https://shop.example.it', languageIso: 'it', feedUrl },
    });
    expect(answer.statusCode).toBe(200);
    const shop = answer.json<{ id: string; key: string }>();
    await publishShop(app.server, account, shop.id);
    await app.services.jobs.idle();
    return shop;
  }

  async function search(key: string, q: string): Promise<string[]> {
    const answer = await app.server.inject({
      method: 'GET',
      url: `/API/shops/${key}/search?q=${encodeURIComponent(q)}`,
    });
    expect(answer.statusCode).toBe(200);
    const body = answer.json<{ results: { header: { externalId: string } }[] }>();
    return body.results.map((result) => result.header.externalId).sort();
  }

  async function badFeedNotices(): Promise<Notification[]> {
    const answer = await app.server.inject({
      method: 'GET',
      url: '/API/notifications?from=1&size=50',
      headers: account.headers,
    });
    return answer
      .json<Notification[]>()
      .filter((n) => n.code === 'gs-bad-feed' && n.payload.shopId === hostile.id);
  }

  it.each(HOSTILE_FEED_LIMITS)('refuses a feed over %s and keeps the catalogue', async (limit) => {
    expect(await search(hostile.key, 'lantern')).toEqual(['P-0', 'P-1', 'P-2']);
    const noticesBefore = (await badFeedNotices()).length;
    feeds.set('/own.xml', { body: HOSTILE_FEEDS[limit] });
    await app.services.jobQueue.enqueue('shop.sync', { shopId: hostile.id });
    await app.services.jobs.idle();

    const jobs = await new JobsRepository(app.database.db, app.database.dialect).listByShop(
      hostile.id,
    );
    const refused = jobs.filter((job) => job.error_code === 'feed-limit-exceeded');
    // Failed at once, never retried: the same feed would be refused again.
    expect(refused.at(-1)).toMatchObject({ status: 'failed', attempt: 1 });
    const notices = await badFeedNotices();
    expect(notices).toHaveLength(noticesBefore + 1);
    expect(notices).toContainEqual(
      expect.objectContaining({
        detail: expect.objectContaining({
          code: 'feed-limit-exceeded',
          limit,
          message: expect.stringContaining(`(limit ${limit})`) as unknown,
        }) as unknown,
      }),
    );
    // Nothing of the refused feed was applied, not even its good first item.
    expect(await search(hostile.key, 'hostile')).toEqual([]);
    expect(await search(hostile.key, 'lantern')).toEqual(['P-0', 'P-1', 'P-2']);
    expect(await search(neighbour.key, 'compass')).toEqual(['P-0', 'P-1']);
  });
});
