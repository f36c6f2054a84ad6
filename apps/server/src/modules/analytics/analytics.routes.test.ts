import {
  analyticsApi,
  analyticsOverviewSchema,
  callPath,
  dashboardApi,
  dashboardOverviewSchema,
  queryHighlightsSchema,
  type ApiCall,
} from '@trova/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../../test/accounts';
import { insertProductDays, insertRollups } from '../../../test/analytics-rollups';
import { pushBatch, registerCustomShop, type CustomShop } from '../../../test/custom-shops';
import { createTestApp, testClock, type TestApp } from '../../../test/test-app';
import { sessionCalls } from '../../../test/auth-guard';

const DAY = 86_400;
/** Monday 2024-03-04, 00:00 UTC; the test's clock stands two weeks later. */
const MONDAY = Date.parse('2024-03-04T00:00:00Z') / 1_000;
const D = MONDAY / DAY;
const date = { from: MONDAY, to: MONDAY + 7 * DAY - 1 };
const sorting = { key: 'price', order: 'ASC' };

/** A valid body (or query) for each call, so only the shop decides the answer. */
function request(call: ApiCall, shopId: string): { url: string; payload?: object } {
  const path = (params: Record<string, string>) => `/API${callPath(call.path, params)}`;
  if (call.method === 'GET') {
    const params: Record<string, string> = { id: shopId };
    if (call === dashboardApi.list) params.listType = 'no_results_queries';
    return { url: `${path(params)}?fromTimestamp=${date.from}&toTimestamp=${date.to}` };
  }
  const bodies = new Map<ApiCall, object>([
    [analyticsApi.overview, {}],
    [analyticsApi.facetsInfo, { page: 0, sort: 'searches', sortingSort: 'searches' }],
    [analyticsApi.facetInfo, { page: 0, sort: 'searches', facet: 'color' }],
    [analyticsApi.query, {}],
    [analyticsApi.queryInfo, { query: 'tv', page: 0, sorting: { key: 'position', order: 'ASC' } }],
    [analyticsApi.productInfo, { product: 'a', sorting }],
  ]);
  return { url: path({ id: shopId }), payload: { device: 'all', date, ...bodies.get(call) } };
}

describe('analytics routes', () => {
  let app: TestApp;
  let owner: TestAccount;
  let intruder: TestAccount;
  let shop: CustomShop;
  const calls = sessionCalls(analyticsApi, dashboardApi);

  const send = (call: ApiCall, account: TestAccount | null, shopId = shop.id) =>
    app.server.inject({
      method: call.method,
      ...request(call, shopId),
      ...(account ? { headers: account.headers } : {}),
    });
  const post = (path: string, payload: object) =>
    app.server.inject({
      method: 'POST',
      url: `/API/analytics/${shop.id}/${path}`,
      headers: owner.headers,
      payload,
    });

  beforeAll(async () => {
    app = await createTestApp({}, { now: testClock((MONDAY + 14 * DAY) * 1_000) });
    owner = await createAccount(app.server, app.config.dataDir, 'owner@shop.it');
    intruder = await createAccount(app.server, app.config.dataDir, 'intruder@shop.it');
    shop = await registerCustomShop(app.server, owner);
    const pushed = await pushBatch(app.server, owner.apiKey, shop.id, {
      upserts: [{ id: 'a', title: 'Televisore 40', price: { amount: 299.9, currency: 'EUR' } }],
    });
    expect(pushed.statusCode).toBe(200);
    const db = app.database.db;
    await insertRollups(db, 'analytics_days', [
      {
        shop_id: shop.id,
        day: D,
        visitors: 4,
        searching_visitors: 2,
        searches: 12,
        intents: 4,
        intents_with_results: 3,
        intents_with_clicks: 1,
        clicks: 2,
      },
      {
        shop_id: shop.id,
        day: D + 2,
        device: 'mobile',
        visitors: 2,
        searching_visitors: 2,
        searches: 3,
        intents: 2,
        intents_with_results: 2,
        intents_with_clicks: 2,
        clicks: 2,
      },
    ]);
    await insertRollups(db, 'analytics_query_days', [
      {
        shop_id: shop.id,
        day: D,
        query: 'tv',
        intents: 4,
        no_result_intents: 1,
        intents_with_clicks: 1,
      },
    ]);
    await insertProductDays(db, [
      { shop_id: shop.id, day: D, object_id: 'a', impressions: 6, clicks: 3 },
    ]);
  });
  afterAll(() => app.dispose());

  it('answers 401 to every call without a session', async () => {
    expect(calls).toHaveLength(8);
    for (const call of calls) {
      const answer = await send(call, null);
      expect([call.path, answer.statusCode, answer.json<{ code: string }>().code]).toEqual([
        call.path,
        401,
        'missing-token',
      ]);
    }
  });

  it("answers 404 to every call on another customer's shop, as for a missing one", async () => {
    for (const call of calls) {
      for (const answer of [await send(call, intruder), await send(call, owner, 'no-such-shop')]) {
        expect([call.path, answer.statusCode, answer.json<{ code: string }>().code]).toEqual([
          call.path,
          404,
          'shop-not-found',
        ]);
      }
    }
  });

  it('answers 400 to bad ranges and devices', async () => {
    const bad = [
      { device: 'all', date: { from: date.to, to: date.from } },
      { device: 'all', date: { from: Date.parse('2023-06-14T00:00:00Z') / 1_000, to: date.to } },
      { device: 'tablet', date },
      { device: 'all', date: { from: MONDAY + 20 * DAY, to: MONDAY + 21 * DAY } },
    ];
    for (const body of bad) expect((await post('overview', body)).statusCode).toBe(400);
    const reversed = await app.server.inject({
      url: `/API/shops/${shop.id}/events?fromTimestamp=${date.to}&toTimestamp=${date.from}`,
      headers: owner.headers,
    });
    expect(reversed.statusCode).toBe(400);
    const unknownList = await post('query', { device: 'all', date, type: 'bestSellers', page: 0 });
    expect(unknownList.json()).toMatchObject({ code: 'validation-failed' });
  });

  it('answers every call from the rollups', async () => {
    for (const call of calls)
      expect([call.path, (await send(call, owner)).statusCode]).toEqual([call.path, 200]);
    const overview = analyticsOverviewSchema.parse(
      (await post('overview', { device: 'all', date })).json(),
    );
    expect(overview.kpi.search_intents).toEqual({ value: 6, rate: null });
    expect(overview.kpi.exit_rate.value).toBe(50);
    expect(overview.data.totalSearches).toEqual([12, 0, 3, 0, 0, 0, 0]);
    const mobile = analyticsOverviewSchema.parse(
      (await post('overview', { device: 'mobile', date })).json(),
    );
    expect(mobile.kpi.total_searches.value).toBe(3);
    const highlights = queryHighlightsSchema.parse(
      (await post('query', { device: 'all', date })).json(),
    );
    expect(highlights.clickedProducts).toEqual([{ value: 'Televisore 40', count: 3, id: 'a' }]);
    expect(highlights.noClicks).toEqual([{ value: 'tv', count: 2 }]);
    const product = await post('product-info', { device: 'all', date, product: 'a', sorting });
    expect(product.json()).toMatchObject({
      avgPrice: 299.9,
      name: 'Televisore 40',
      marketPrice: [],
    });
    const dashboard = await app.server.inject({
      url: `/API/shops/${shop.id}/events?fromTimestamp=${date.from}&toTimestamp=${date.to}`,
      headers: owner.headers,
    });
    expect(dashboardOverviewSchema.parse(dashboard.json())).toEqual({
      totalSearches: 6,
      totalProductClicks: 4,
      mostSearchedQueries: [{ query: 'tv', count: 4 }],
      mostClickedProducts: [{ title: 'Televisore 40', count: 3 }],
      noResultsQueries: [{ query: 'tv', count: 1 }],
    });
  });
});
