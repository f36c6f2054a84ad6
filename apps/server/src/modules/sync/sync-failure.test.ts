import type { Shop } from '@trova/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../../test/accounts';
import { rssFeed, startFeedServer, type FeedServer } from '../../../test/feed-server';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * A feed shop whose first sync failed (docs/product/onboarding.md#a-failed-sync): the shop list
 * says why, saving the same feed URL again syncs it now, and a good sync clears the failure. The
 * wizard's sector is saved on the shop as soon as it is chosen.
 */
describe('a first sync that fails', { timeout: 60_000 }, () => {
  let app: TestApp;
  let feeds: FeedServer;
  let account: TestAccount;
  let shopId: string;

  beforeAll(async () => {
    feeds = await startFeedServer({});
    app = await createTestApp(
      { TROVA_ALLOW_PRIVATE_FEEDS: 'true' },
      { indexDebounceMs: 0, sync: { runner: { backoffMs: [0, 0], pollMs: 20 } } },
    );
    account = await createAccount(app.server, app.config.dataDir, 'first-sync@shop.it');
    const answer = await app.server.inject({
      method: 'POST',
      url: '/API/integrations/google-shopping',
      headers: account.headers,
      payload: { shopUrl: 'https://shop.example.it', languageIso: 'it', feedUrl: feedUrl() },
    });
    shopId = answer.json<{ id: string }>().id;
    await app.services.jobs.idle();
  }, 60_000);

  afterAll(async () => {
    await app.dispose();
    await feeds.close();
  });

  function feedUrl(): string {
    return feeds.url('/late.xml');
  }

  async function shop(): Promise<Shop> {
    const answer = await app.server.inject({
      method: 'GET',
      url: '/API/shops',
      headers: account.headers,
    });
    const found = answer.json<Shop[]>().find((candidate) => candidate.id === shopId);
    if (!found) throw new Error('the shop is missing');
    return found;
  }

  function put(path: string, payload: object) {
    return app.server.inject({
      method: 'PUT',
      url: `/API/shops/${shopId}/${path}`,
      headers: account.headers,
      payload,
    });
  }

  it('lists the shop with the reason its sync failed', async () => {
    expect(await shop()).toMatchObject({
      isSynchronizing: false,
      skus: 0,
      syncError: { code: 'feed-not-found', message: expect.stringContaining('404') as string },
    });
  });

  it('syncs again at once when the same feed URL is saved, and a good sync clears the failure', async () => {
    feeds.set('/late.xml', { body: rssFeed(3, 'lantern') });
    expect((await put('data', { feedUrl: feedUrl() })).statusCode).toBe(200);
    await app.services.jobs.idle();
    const synced = await shop();
    expect(synced.skus).toBe(3);
    expect(synced.syncError).toBeNull();
  });

  it('keeps the sector the wizard saved on the shop', async () => {
    expect((await put('sector', { sector: 'Fashion' })).statusCode).toBe(200);
    expect((await shop()).sector).toBe('Fashion');
    expect((await put('sector', { sector: ' ' })).statusCode).toBe(400);
  });
});
