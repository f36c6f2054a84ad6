import { analyticsOverviewSchema, type EventsAnswer, type Shop } from '@trova/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../../test/accounts';
import { pushBatch, registerCustomShop, type CustomShop } from '../../../test/custom-shops';
import { BROWSER_USER_AGENT, fineTuningWith, saveConf } from '../../../test/shop-setup';
import { createTestApp, testClock, type TestApp } from '../../../test/test-app';

const NOON = Date.UTC(2026, 5, 15, 12);
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/**
 * The funnel's visitors come from page views (docs/product/analytics.md#page-views): shoppers who
 * load a page and never search count as visitors, so the use-search rate falls below 100 %, while
 * the billing count still reads searches only.
 */
describe('page views make the funnel count visitors who never search', () => {
  const clock = testClock(NOON);
  let app: TestApp;
  let owner: TestAccount;
  let shop: CustomShop;

  const pageView = async (userToken: string, userAgent: string, remoteAddress: string) => {
    const answer = await app.server.inject({
      method: 'POST',
      url: `/API/events?key=${shop.key}`,
      headers: { 'user-agent': userAgent },
      remoteAddress,
      payload: { events: [{ kind: 'page-view', userToken, device: 'desktop' }] },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<EventsAnswer>();
  };
  const search = async (q: string, userToken: string) => {
    clock.advance(300);
    const answer = await app.server.inject({
      url: `/API/shops/${shop.key}/search?q=${q}&userToken=${userToken}&device=desktop`,
      headers: { 'user-agent': BROWSER_USER_AGENT },
      remoteAddress: '8.8.4.4',
    });
    expect(answer.statusCode, answer.body).toBe(200);
  };

  beforeAll(async () => {
    app = await createTestApp({}, { indexDebounceMs: 0, now: clock, runJobs: false });
    owner = await createAccount(app.server, app.config.dataDir, 'views@shop.it');
    shop = await registerCustomShop(app.server, owner);
    const upserts = [
      { id: 'sofa-1', title: 'Sofa letto', price: { amount: 499, currency: 'EUR' } },
    ];
    expect((await pushBatch(app.server, owner.apiKey, shop.id, { upserts })).statusCode).toBe(200);
    const saved = await saveConf(app.server, owner, shop.id, {
      fineTuning: fineTuningWith({ ips: ['10.9.0.0/16'] }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await app.services.indexing.idle();
  });
  afterAll(() => app.dispose());

  it('counts four visitors of whom one searched: use search 25 %, searches billed once', async () => {
    for (const token of ['anon-a', 'anon-b', 'anon-c', 'anon-d']) {
      expect(await pageView(token, BROWSER_USER_AGENT, '8.8.4.4')).toEqual({
        accepted: 1,
        rejected: [],
      });
    }
    // Neither a crawler nor the shop's staff is a visitor.
    await pageView('anon-bot', GOOGLEBOT, '66.249.66.1');
    await pageView('anon-staff', BROWSER_USER_AGENT, '10.9.4.2');
    await search('sofa', 'anon-a');

    await app.services.eventWriter.flush();
    await app.services.analyticsRollups.runDirty();
    const day = Math.floor(NOON / 1000 / 86_400) * 86_400;
    const answer = await app.server.inject({
      method: 'POST',
      url: `/API/analytics/${shop.id}/overview`,
      headers: owner.headers,
      payload: { device: 'all', date: { from: day, to: day + 86_399 } },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const overview = analyticsOverviewSchema.parse(answer.json());
    expect(overview.kpi.use_search.value).toBe(25);
    expect(overview.data.useSearch.at(-1)).toBe(25);
    // One intent with results among the searching quarter of the visitors.
    expect(overview.detail.withResults).toBe(25);

    const shops = await app.server.inject({ url: '/API/shops', headers: owner.headers });
    expect(shops.json<Shop[]>().find((each) => each.id === shop.id)?.requests).toBe(1);
  });
});
