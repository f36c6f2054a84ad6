import {
  API_PREFIX,
  callPath,
  MAX_COMPETITOR_FEEDS,
  marketPricesApi,
  type CompetitorFeed,
  type CompetitorFeedList,
  type MarketPriceProductPage,
} from '@trova/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../../test/accounts';
import { tamperToken } from '../../../test/auth-guard';
import { pushBatch, registerCustomShop } from '../../../test/custom-shops';
import { startFeedServer, type FeedServer } from '../../../test/feed-server';
import { GTIN, merchantFeed } from '../../../test/market-prices';
import { createTestApp, testClock, type TestApp } from '../../../test/test-app';

const RIVAL = merchantFeed([
  { id: 'r1', gtin: GTIN.lamp, price: '14.00 EUR', salePrice: '11.00 EUR' },
  { id: 'r2', gtin: GTIN.desk, price: '80.00 EUR' },
  { id: 'r3', gtin: '5012345678900', price: '3.00 EUR' },
]);

/** Acceptance: competitor feeds from a loopback server, through the real job runner. */
describe('market prices calls', () => {
  const clock = testClock(Date.parse('2026-03-02T10:00:00Z'));
  let app: TestApp;
  let feeds: FeedServer;
  let owner: TestAccount;
  let other: TestAccount;
  let shopId: string;

  const call = (
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    path: string,
    account: TestAccount = owner,
    payload?: Record<string, unknown>,
  ) =>
    app.server.inject({
      method,
      url: `${API_PREFIX}/market-prices/${path}`,
      headers: account.headers,
      ...(payload ? { payload } : {}),
    });
  const feedList = async () =>
    (await call('GET', `${shopId}/feeds`)).json<CompetitorFeedList>().feeds;

  beforeAll(async () => {
    feeds = await startFeedServer({ '/rival.xml': { body: RIVAL } });
    app = await createTestApp(
      { TROVA_ALLOW_PRIVATE_FEEDS: 'true' },
      { now: clock, sync: { runner: { backoffMs: [0], pollMs: 20 } } },
    );
    owner = await createAccount(app.server, app.config.dataDir, 'owner@shop.it');
    other = await createAccount(app.server, app.config.dataDir, 'other@shop.it');
    shopId = (await registerCustomShop(app.server, owner)).id;
    const upserts = [
      { id: 'lamp', title: 'Lamp', gtin: GTIN.lamp, price: { amount: 12, currency: 'EUR' } },
      { id: 'desk', title: 'Desk', gtin: GTIN.desk, price: { amount: 95, currency: 'EUR' } },
      { id: 'chair', title: 'Chair', gtin: GTIN.chair, price: { amount: 40, currency: 'EUR' } },
    ];
    expect((await pushBatch(app.server, owner.apiKey, shopId, { upserts })).statusCode).toBe(200);
  });
  afterAll(async () => {
    await app.dispose();
    await feeds.close();
  });

  it('answers 401 to every call without a valid session', async () => {
    for (const contract of Object.values(marketPricesApi)) {
      const url = `${API_PREFIX}${callPath(contract.path, { id: shopId, feedId: 'x' })}`;
      for (const authorization of [undefined, `Bearer ${tamperToken(owner.jwt)}`]) {
        const answer = await app.server.inject({
          method: contract.method,
          url,
          headers: authorization ? { authorization } : {},
        });
        expect([contract.path, answer.statusCode]).toEqual([contract.path, 401]);
      }
    }
  });

  it('adds a feed, fetches it at once and shows its status, counts and matched prices', async () => {
    const added = await call('POST', `${shopId}/feeds`, owner, { url: feeds.url('/rival.xml') });
    expect(added.statusCode).toBe(200);
    expect(added.json<CompetitorFeed>()).toMatchObject({ website: '127.0.0.1', lastStatus: null });
    await app.services.jobs.idle();
    expect(await feedList()).toEqual([
      expect.objectContaining({
        url: feeds.url('/rival.xml'),
        lastStatus: 'ok',
        lastError: null,
        lastFetchedAt: Math.floor(clock() / 1000),
        productCount: 3,
        matchedCount: 2,
      }),
    ]);
    const page = (await call('GET', `${shopId}/products?page=1`)).json<MarketPriceProductPage>();
    expect(page.total).toBe(2);
    expect(page.products.map((product) => [product.objectId, product.marketPriceCents])).toEqual([
      ['desk', 8000],
      ['lamp', 1100],
    ]);
    expect(page.products[1]?.prices).toEqual([
      {
        website: '127.0.0.1',
        priceCents: 1100,
        currency: 'EUR',
        source: 'feed',
        updatedAt: Math.floor(clock() / 1000),
      },
    ]);
  });

  it('records a failed fetch with its code and keeps the prices, then fetches daily', async () => {
    const [feed] = await feedList();
    feeds.set('/rival.xml', { status: 404, body: 'gone' });
    clock.advance(60_000);
    expect((await call('POST', `${shopId}/feeds/${feed?.id}/refresh`)).statusCode).toBe(200);
    await app.services.jobs.idle();
    expect((await feedList())[0]).toMatchObject({
      lastStatus: 'failed',
      lastError: 'feed-not-found',
      productCount: 3,
      matchedCount: 2,
    });
    feeds.set('/rival.xml', {
      body: merchantFeed([{ id: 'r1', gtin: GTIN.lamp, price: '9 EUR' }]),
    });
    clock.advance(24 * 3600_000);
    await app.services.competitorFeedScheduler.tick();
    await app.services.jobs.idle();
    expect((await feedList())[0]).toMatchObject({ lastStatus: 'ok', productCount: 1 });
  });

  it("answers 404 for another customer's shop and feeds, whatever the call", async () => {
    const [feed] = await feedList();
    for (const contract of Object.values(marketPricesApi)) {
      const answer = await app.server.inject({
        method: contract.method,
        url: `${API_PREFIX}${callPath(contract.path, { id: shopId, feedId: feed?.id ?? '' })}`,
        headers: other.headers,
        ...(contract.method === 'PUT' ? { payload: { enabled: true } } : {}),
        ...(contract.method === 'POST' && 'body' in contract
          ? { payload: { url: 'https://rival.example/feed.xml' } }
          : {}),
      });
      expect([contract.path, answer.statusCode, answer.json<{ code: string }>().code]).toEqual([
        contract.path,
        404,
        'shop-not-found',
      ]);
    }
    expect((await call('DELETE', `${shopId}/feeds/nope`)).statusCode).toBe(404);
  });

  it('refuses URLs that are not http(s) and more feeds than the limit', async () => {
    for (const url of [
      'ftp://rival.it/feed.xml',
      'not a url',
      `https://a.it/${'x'.repeat(2100)}`,
    ]) {
      const answer = await call('POST', `${shopId}/feeds`, owner, { url });
      expect([answer.statusCode, answer.json<{ code: string }>().code]).toEqual([
        400,
        'validation-failed',
      ]);
    }
    const again = await call('POST', `${shopId}/feeds`, owner, { url: feeds.url('/rival.xml') });
    expect(again.json<{ code: string }>().code).toBe('competitor-feed-exists');
    for (let i = (await feedList()).length; i < MAX_COMPETITOR_FEEDS; i++) {
      const added = await call('POST', `${shopId}/feeds`, owner, { url: feeds.url(`/f${i}.xml`) });
      expect(added.statusCode).toBe(200);
    }
    const over = await call('POST', `${shopId}/feeds`, owner, { url: feeds.url('/one-more.xml') });
    expect([over.statusCode, over.json<{ code: string }>().code]).toEqual([
      409,
      'competitor-feed-limit',
    ]);
    await app.services.jobs.idle();
  });

  it('deletes a feed with its prices, and switches sharing on and off', async () => {
    const [feed] = await feedList();
    expect((await call('DELETE', `${shopId}/feeds/${feed?.id}`)).statusCode).toBe(200);
    expect((await feedList()).map((row) => row.id)).not.toContain(feed?.id);
    const page = (await call('GET', `${shopId}/products`)).json<MarketPriceProductPage>();
    expect(page.total).toBe(0);
    expect((await call('GET', `${shopId}/sharing`)).json()).toEqual({ enabled: false });
    expect((await call('PUT', `${shopId}/sharing`, owner, { enabled: true })).json()).toEqual({
      enabled: true,
    });
    expect((await call('GET', `${shopId}/sharing`)).json()).toEqual({ enabled: true });
  });
});
