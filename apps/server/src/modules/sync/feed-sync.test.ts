import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { publishShop } from '../../../test/custom-shops';
import { createAccount, readOutbox, type TestAccount } from '../../../test/accounts';
import { rssFeed, startFeedServer, type FeedServer } from '../../../test/feed-server';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { JobsRepository, type JobRow } from '../jobs/index';

const FIXTURES = path.join(import.meta.dirname, '../feeds/fixtures');
const fixture = (name: string): string => fs.readFileSync(path.join(FIXTURES, name), 'utf8');

interface Notification {
  code: string;
  payload: { shopId?: string; feedUrl?: string };
  detail: Record<string, unknown> | null;
}

/** Acceptance: Google Shopping feeds from a loopback server, through the real job runner. */
describe('Google Shopping sync', () => {
  let app: TestApp;
  let feeds: FeedServer;
  let account: TestAccount;

  beforeAll(async () => {
    feeds = await startFeedServer({
      '/products.rss.xml': { body: fixture('products.rss.xml') },
      '/truncated.rss.xml': { body: fixture('truncated.rss.xml') },
      '/cut-before-any-item.xml': { body: '<?xml version="1.0"?><rss><channel><item><g:id>' },
      '/fixed.xml': { body: rssFeed(3, 'lantern'), lastModified: 'Wed, 01 Jan 2025 10:00:00 GMT' },
    });
    app = await createTestApp(
      { TROVA_ALLOW_PRIVATE_FEEDS: 'true' },
      { indexDebounceMs: 0, sync: { runner: { backoffMs: [0, 0], pollMs: 20 } } },
    );
  });

  // A trial account holds a few shops (docs/product/billing.md#shops-per-plan): each test connects
  // as an owner of its own.
  let owners = 0;
  beforeEach(async () => {
    owners += 1;
    account = await createAccount(app.server, app.config.dataDir, `feeds-${owners}@shop.it`);
  });

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

  async function jobsOf(shopId: string): Promise<JobRow[]> {
    return new JobsRepository(app.database.db, app.database.dialect).listByShop(shopId);
  }

  async function notificationsFor(shopId: string): Promise<Notification[]> {
    const answer = await app.server.inject({
      method: 'GET',
      url: '/API/notifications?from=1&size=50',
      headers: account.headers,
    });
    return answer.json<Notification[]>().filter((n) => n.payload.shopId === shopId);
  }

  async function search(key: string, q: string): Promise<string[]> {
    const answer = await app.server.inject({
      method: 'GET',
      url: `/API/shops/${key}/search?q=${encodeURIComponent(q)}`,
    });
    expect(answer.statusCode).toBe(200);
    const body = answer.json<{ results: { header: { externalId: string } }[] }>();
    return body.results.map((result) => result.header.externalId);
  }

  it('syncs a feed whose products then answer the public search, and mails after the first sync', async () => {
    const feedUrl = feeds.url('/products.rss.xml');
    const shop = await connect(feedUrl);
    expect(await search(shop.key, 'rosa')).toEqual(['BOOK-7']);
    const list = await app.server.inject({
      method: 'GET',
      url: '/API/shops',
      headers: account.headers,
    });
    expect(list.json()).toEqual([
      expect.objectContaining({
        id: shop.id,
        cms: { type: 'google-shopping', version: null },
        cms_data: { feedUrl },
        isSynchronizing: false,
        isIndexing: false,
        skus: 3,
      }),
    ]);
    const [row] = list.json<{ last_sync_start_time: unknown; last_index_end_time: unknown }[]>();
    expect(typeof row?.last_sync_start_time).toBe('number');
    expect(typeof row?.last_index_end_time).toBe('number');
    const status = await app.server.inject({
      method: 'GET',
      url: '/API/shops/status',
      headers: account.headers,
    });
    expect(status.json()).toEqual([{ id: shop.id, isSynchronizing: false }]);
    const [complete] = await notificationsFor(shop.id);
    expect(complete).toMatchObject({
      code: 'synchronization-complete',
      payload: { shopId: shop.id, feedUrl },
      detail: { items: 5, products: 3, itemErrorCount: 2 },
    });
    // Two invalid items were skipped: the run succeeded, but only in part.
    const [job] = await jobsOf(shop.id);
    expect(job).toMatchObject({ name: 'shop.sync', status: 'succeeded', attempt: 1 });
    expect(JSON.parse(job?.result ?? 'null')).toMatchObject({
      outcome: 'partial',
      items: 5,
      products: 3,
      itemErrorCount: 2,
    });
    expect(
      readOutbox(app.config.dataDir).filter((mail) => mail.kind === ('first-sync' as string)),
    ).toHaveLength(1);
  });

  it('raises gs-missing-feed for a feed that answers 404', async () => {
    const feedUrl = feeds.url('/gone.xml');
    const shop = await connect(feedUrl);
    expect(await notificationsFor(shop.id)).toEqual([
      expect.objectContaining({ code: 'gs-missing-feed', payload: { shopId: shop.id, feedUrl } }),
    ]);
    const status = await app.server.inject({
      method: 'GET',
      url: '/API/shops/status',
      headers: account.headers,
    });
    expect(status.json()).toContainEqual({ id: shop.id, isSynchronizing: false });
  });

  it('records a malformed feed whose good items were indexed as a partial sync, with gs-bad-feed', async () => {
    const feedUrl = feeds.url('/truncated.rss.xml');
    const shop = await connect(feedUrl);
    expect(await notificationsFor(shop.id)).toEqual([
      expect.objectContaining({
        code: 'gs-bad-feed',
        payload: { shopId: shop.id, feedUrl },
        detail: expect.objectContaining({
          code: 'feed-malformed',
          outcome: 'partial',
          items: 3,
          products: 2,
          itemErrorCount: 1,
        }) as unknown,
      }),
    ]);
    expect((await search(shop.key, 'good')).sort()).toEqual(['GOOD-1', 'GOOD-2']);
    // Not retried: another attempt would read the same broken feed.
    const jobs = await jobsOf(shop.id);
    expect(jobs).toEqual([
      expect.objectContaining({ status: 'succeeded', attempt: 1, error_code: null }),
    ]);
    expect(JSON.parse(jobs[0]?.result ?? 'null')).toMatchObject({
      outcome: 'partial',
      items: 3,
      products: 2,
      itemErrorCount: 1,
      skus: 2,
    });
  });

  it('fails a malformed feed that applied nothing, with gs-bad-feed and no retry', async () => {
    const feedUrl = feeds.url('/cut-before-any-item.xml');
    const shop = await connect(feedUrl);
    expect(await notificationsFor(shop.id)).toEqual([
      expect.objectContaining({
        code: 'gs-bad-feed',
        detail: expect.objectContaining({ code: 'feed-malformed', products: 0 }) as unknown,
      }),
    ]);
    const [job] = await jobsOf(shop.id);
    expect(job).toMatchObject({ status: 'failed', attempt: 1, error_code: 'feed-malformed' });
    expect(JSON.parse(job?.result ?? 'null')).toMatchObject({ outcome: 'failed', products: 0 });
  });

  it('refuses a feed URL that is not http(s)', async () => {
    const answer = await app.server.inject({
      method: 'POST',
      url: '/API/integrations/google-shopping',
      headers: account.headers,
      payload: { shopUrl: 'https://x.it', languageIso: 'it', feedUrl: 'file:///etc/passwd' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'feed-url-invalid' });
  });

  it('checks feeds for the wizard and keeps the Last-Modified of a fixed file', async () => {
    const check = (url: string) =>
      app.server.inject({
        method: 'GET',
        url: `/API/integrations/gs/check-feed?url=${encodeURIComponent(url)}`,
        headers: account.headers,
      });
    expect((await check(feeds.url('/fixed.xml'))).json()).toEqual({ isReadable: true });
    expect((await check(feeds.url('/missing.xml'))).json()).toEqual({ isReadable: false });
    const shop = await connect(feeds.url('/fixed.xml'));
    const row = await app.database.db
      .selectFrom('shop_feeds')
      .selectAll()
      .where('shop_id', '=', shop.id)
      .executeTakeFirstOrThrow();
    expect(row.last_modified).toBe('2025-01-01T10:00:00.000Z');
  });
});
