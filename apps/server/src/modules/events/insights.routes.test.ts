import type { SearchResponse } from '@trova/contracts';
import Fastify from 'fastify';
import { createInsightsClient } from 'search-insights';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../../test/accounts';
import { pushBatch, registerCustomShop, type CustomShop } from '../../../test/custom-shops';
import { BROWSER_USER_AGENT } from '../../../test/shop-setup';
import { createTestApp, testClock, type TestApp } from '../../../test/test-app';
import { AppError } from '../../errors/error-catalogue';
import { EventsRepository } from './events.repository';
import { insightsRoutes } from './insights.routes';
import type { InsightsService } from './insights.service';

const NOON = Date.UTC(2026, 5, 15, 12);
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const OK = { status: 200, message: 'OK' };
/** Node's fetch says `node`, which is a bot's agent: these requests stand for a browser's. */
const BROWSER = { 'user-agent': BROWSER_USER_AGENT };

describe('POST /1/events, the Insights protocol', () => {
  const clock = testClock(NOON);
  let app: TestApp;
  let owner: TestAccount;
  let shop: CustomShop;
  let hidden: CustomShop;

  /** As search-insights sends: credentials in the query, a beacon's text/plain body. */
  const send = (
    body: unknown,
    options: { query?: string; headers?: Record<string, string>; raw?: string } = {},
  ) =>
    app.server.inject({
      method: 'POST',
      url: `/1/events?${options.query ?? `X-Algolia-Application-Id=trova&X-Algolia-API-Key=${shop.key}&X-Algolia-Agent=insights-js`}`,
      headers: {
        'user-agent': BROWSER_USER_AGENT,
        'content-type': 'text/plain;charset=UTF-8',
        ...options.headers,
      },
      payload: options.raw ?? JSON.stringify(body),
      remoteAddress: '8.8.4.4',
    });
  const search = async (q: string, userToken: string) => {
    const answer = await app.server.inject({
      url: `/API/shops/${shop.key}/search?q=${q}&userToken=${userToken}`,
      headers: { 'user-agent': BROWSER_USER_AGENT },
      remoteAddress: '8.8.4.4',
    });
    const { queryID, results } = answer.json<SearchResponse>();
    return { queryID, ids: results.map((hit) => hit.header.externalId) };
  };
  const stored = async () => {
    await app.services.eventWriter.flush();
    return new EventsRepository(app.database.db).between(shop.id, 0, Number.MAX_SAFE_INTEGER);
  };
  const event = (fields: Record<string, unknown>) => ({
    eventName: 'Hit Clicked',
    index: shop.key,
    eventType: 'click',
    ...fields,
  });

  beforeAll(async () => {
    app = await createTestApp({}, { indexDebounceMs: 0, now: clock, runJobs: false });
    owner = await createAccount(app.server, app.config.dataDir, 'insights@shop.it');
    shop = await registerCustomShop(app.server, owner);
    hidden = await registerCustomShop(app.server, owner, 'https://hidden.example', {
      published: false,
    });
    const upserts = [
      { id: 'sofa-1', title: 'Sofa letto', price: { amount: 499, currency: 'EUR' } },
      { id: 'sofa-2', title: 'Sofa angolare', price: { amount: 899, currency: 'EUR' } },
    ];
    for (const each of [shop, hidden])
      await pushBatch(app.server, owner.apiKey, each.id, { upserts });
    await app.services.indexing.idle();
  });
  afterAll(() => app.dispose());

  it('counts a beacon click and a JSON purchase without queryID for the search, in analytics', async () => {
    const { queryID, ids } = await search('sofa', 'shopper-1');
    const bought = ids[1] ?? '';
    clock.advance(5_000);
    const click = event({ userToken: 'shopper-1', queryID, objectIDs: [bought], positions: [2] });
    const clicked = await send({ events: [click] });
    expect(clicked.statusCode, clicked.body).toBe(200);
    expect(clicked.json()).toEqual(OK);
    // The thank-you page, ten minutes later: XHR's JSON, credentials as headers, no queryID.
    clock.advance(600_000);
    const purchase = event({
      eventType: 'conversion',
      eventSubtype: 'purchase',
      eventName: 'Order Completed',
      userToken: 'shopper-1',
      objectIDs: [bought],
      objectData: [{ price: 899, quantity: 1 }],
      value: 899,
      currency: 'EUR',
    });
    const paid = await send(
      { events: [purchase] },
      {
        query: '',
        headers: {
          'content-type': 'application/json',
          'x-algolia-application-id': 'trova',
          'x-algolia-api-key': shop.key,
        },
      },
    );
    expect(paid.statusCode, paid.body).toBe(200);

    const rows = (await stored()).filter((row) => row.kind !== 'search');
    expect(rows.map((row) => [row.kind, row.query_id, row.flag, row.object_ids])).toEqual([
      ['click', queryID, 'human', JSON.stringify([bought])],
      ['purchase', queryID, 'human', JSON.stringify([bought])],
    ]);
    await app.services.analyticsRollups.runDirty();
    const rollup = (table: 'analytics_days' | 'analytics_query_days') =>
      app.database.db.selectFrom(table).selectAll().where('shop_id', '=', shop.id).execute();
    expect(await rollup('analytics_days')).toEqual([
      expect.objectContaining({ clicks: 1, purchases: 1, conversions: 1, revenue_cents: 89_900 }),
    ]);
    expect(await rollup('analytics_query_days')).toEqual([
      expect.objectContaining({ query: 'sofa', clicks: 1, conversions: 1 }),
    ]);
  });

  it('flags bots as the native call does, and answers every refusal { message, status }', async () => {
    const click = event({ userToken: 'crawler', objectIDs: ['sofa-1'] });
    expect(
      (await send({ events: [click] }, { headers: { 'user-agent': GOOGLEBOT } })).json(),
    ).toEqual(OK);
    const [bot] = (await stored()).filter((row) => row.user_token === 'crawler');
    expect(bot?.flag).toBe('bot');

    const key = `X-Algolia-Application-Id=trova&X-Algolia-API-Key=${shop.key}`;
    const refusals: Array<[Parameters<typeof send>, number]> = [
      [[{ events: [click] }, { query: `X-Algolia-API-Key=${shop.key}` }], 403],
      [
        [{ events: [click] }, { query: 'x-algolia-application-id=trova&x-algolia-api-key=nope' }],
        403,
      ],
      [
        [
          { events: [click] },
          { query: `x-algolia-application-id=a&x-algolia-api-key=${hidden.key}` },
        ],
        403,
      ],
      [[{ events: [{ ...click, index: hidden.key }] }], 422],
      [[{ events: [] }], 422],
      [[{ events: Array.from({ length: 1001 }, () => click) }], 422],
      [[undefined, { query: key, raw: '{"events": [' }], 400],
      [[undefined, { query: key, raw: 'x'.repeat(2 * 1024 * 1024 + 1) }], 413],
      [[{ events: [click] }, { headers: { 'content-type': 'application/xml' } }], 415],
    ];
    for (const [args, status] of refusals) {
      const answer = await send(...args);
      expect(answer.statusCode, answer.body).toBe(status);
      expect(answer.json()).toEqual({ status, message: expect.any(String) as string });
    }
  });

  it('is open to storefronts: a beacon as is, JSON with x-algolia headers after a preflight', async () => {
    const origin = 'https://shop.example';
    const click = event({ userToken: 'cors', objectIDs: ['sofa-1'] });
    const beacon = await send({ events: [click] }, { headers: { origin } });
    expect(beacon.headers['access-control-allow-origin']).toBe('*');
    const preflight = await app.server.inject({
      method: 'OPTIONS',
      url: '/1/events',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-algolia-application-id,x-algolia-api-key',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(String(preflight.headers['access-control-allow-headers'])).toContain(
      'x-algolia-api-key',
    );
  });

  it('takes what the real search-insights client sends, by beacon and by fetch', async () => {
    const address = await app.server.listen({ port: 0, host: '127.0.0.1' });
    const { queryID, ids } = await search('sofa letto', 'insights-shopper');
    // What navigator.sendBeacon sends for a string: a text/plain POST, no preflight.
    const beacon = (url: string, data: Record<string, unknown>) =>
      fetch(url, { method: 'POST', body: JSON.stringify(data), headers: BROWSER }).then(
        (answer) => answer.status === 200,
      );
    for (const requester of [beacon, undefined]) {
      const aa = requester ? createInsightsClient(requester) : createInsightsClient(fetchJson);
      aa('init', {
        appId: 'trova',
        apiKey: shop.key,
        host: address,
        userToken: 'insights-shopper',
      });
      const sent = await aa('clickedObjectIDsAfterSearch', {
        eventName: 'Hit Clicked',
        index: shop.key,
        queryID: queryID ?? '',
        objectIDs: [ids[0] ?? ''],
        positions: [1],
      });
      expect(sent).toBe(true);
      expect(
        await aa('addedToCartObjectIDs', {
          eventName: 'Added To Cart',
          index: shop.key,
          objectIDs: [ids[0] ?? ''],
        }),
      ).toBe(true);
    }
    const mine = (await stored()).filter((row) => row.user_token === 'insights-shopper');
    // One millisecond of the test clock: compared in a fixed order rather than the log's.
    const kinds = mine.map((row) => [row.kind, row.query_id, row.flag].join(' ')).sort();
    // The carts name no queryID: they are attributed to the search their product was clicked from.
    expect(kinds).toEqual([
      ...Array<string>(2).fill(`add-to-cart ${queryID} human`),
      ...Array<string>(2).fill(`click ${queryID} human`),
      `search ${queryID} human`,
    ]);
  });
});

/** search-insights' own fetch requester: JSON with its content type (a CORS preflight). */
const fetchJson = (url: string, data: Record<string, unknown>) =>
  fetch(url, {
    method: 'POST',
    body: JSON.stringify(data),
    headers: { ...BROWSER, 'Content-Type': 'application/json' },
  }).then((answer) => answer.status === 200);

describe('insights routes, faults', () => {
  const serve = async (fault: Error) => {
    const server = Fastify();
    const insights = { receive: () => Promise.reject(fault) } as unknown as InsightsService;
    await server.register(insightsRoutes(insights));
    return server.inject({ method: 'POST', url: '/1/events', payload: { events: [] } });
  };

  it('answers the storefront limit 429 with Retry-After, and only its own faults 5xx', async () => {
    const limited = await serve(
      new AppError('too-many-requests', undefined, undefined, { 'retry-after': '12' }),
    );
    expect([limited.statusCode, limited.headers['retry-after']]).toEqual([429, '12']);
    expect(limited.json()).toEqual({ status: 429, message: expect.any(String) as string });
    const broken = await serve(new Error('disk on fire'));
    expect(broken.json()).toEqual({ status: 500, message: 'Internal error' });
  });
});
