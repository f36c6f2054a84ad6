import type { EventsAnswer, SearchResponse, Shop } from '@trova/contracts';
import { EVENTS_SHOP_MINUTE_MIN } from '@trova/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../../test/accounts';
import { pushBatch, registerCustomShop, type CustomShop } from '../../../test/custom-shops';
import { BROWSER_USER_AGENT } from '../../../test/shop-setup';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { EventsRepository } from './events.repository';

/**
 * Issue 32, findings 2 and 4: the public events call can neither raise a shop's billed count,
 * nor poison its reports, nor fill the disk (docs/product/analytics.md#events).
 */
describe('POST /API/events against hostile senders', () => {
  let app: TestApp;
  let owner: TestAccount;
  let shop: CustomShop;
  let other: CustomShop;

  const send = (key: string, events: unknown[], remoteAddress = '8.8.8.8') =>
    app.server.inject({
      method: 'POST',
      url: `/API/events?key=${key}`,
      headers: { 'user-agent': BROWSER_USER_AGENT },
      remoteAddress,
      payload: { events },
    });
  const stored = async (shopId: string) => {
    await app.services.eventWriter.flush();
    return new EventsRepository(app.database.db).between(shopId, 0, Number.MAX_SAFE_INTEGER);
  };
  const requests = async () => {
    await app.services.eventWriter.flush();
    const shops = await app.server.inject({ url: '/API/shops', headers: owner.headers });
    return shops.json<Shop[]>().find((each) => each.id === shop.id)?.requests;
  };
  const day = async () => {
    await app.services.eventWriter.flush();
    await app.services.analyticsRollups.runDirty();
    const rows = await app.database.db
      .selectFrom('analytics_days')
      .selectAll()
      .where('shop_id', '=', shop.id)
      .execute();
    const sum = (column: 'searches' | 'clicks' | 'revenue_cents') =>
      rows.reduce((total, row) => total + Number(row[column]), 0);
    return { searches: sum('searches'), clicks: sum('clicks'), revenue: sum('revenue_cents') };
  };
  const search = async (q: string) => {
    const answer = await app.server.inject({
      url: `/API/shops/${shop.key}/search?q=${q}`,
      headers: { 'user-agent': BROWSER_USER_AGENT },
      remoteAddress: '8.8.8.8',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<SearchResponse>().queryID;
  };
  const click = (queryID?: string) => ({
    kind: 'click',
    userToken: 'shopper-1',
    objectIDs: ['p1'],
    positions: [1],
    ...(queryID ? { queryID } : {}),
  });

  beforeAll(async () => {
    app = await createTestApp({}, { indexDebounceMs: 0, runJobs: false });
    owner = await createAccount(app.server, app.config.dataDir, 'hostile@shop.it');
    shop = await registerCustomShop(app.server, owner);
    other = await registerCustomShop(app.server, owner, 'https://other.example');
    for (const each of [shop, other]) {
      await pushBatch(app.server, owner.apiKey, each.id, {
        upserts: [{ id: 'p1', title: 'sofa' }],
      });
    }
    await app.services.indexing.idle();
  });
  afterAll(() => app.dispose());

  it('refuses 1,000 client searches: neither requests nor search analytics move', async () => {
    await search('sofa');
    expect(await requests()).toBe(1);
    const searches = Array.from({ length: 1000 }, (_, i) => ({
      kind: 'search',
      userToken: `forged-${i}`,
      query: `q${i}`,
    }));
    const answer = (await send(shop.key, searches)).json<EventsAnswer>();
    expect(answer.accepted).toBe(0);
    expect(new Set(answer.rejected.map((each) => each.reason))).toEqual(
      new Set(['search-not-accepted']),
    );
    expect(answer.rejected).toHaveLength(1000);
    expect((await stored(shop.id)).filter((row) => row.kind === 'search')).toHaveLength(1);
    expect(await requests()).toBe(1);
    expect((await day()).searches).toBe(1);
  });

  it('stores a click without a queryID of this shop flagged, and counts only the vouched one', async () => {
    const issued = await search('sofa');
    const before = (await day()).clicks;
    const answer = await send(shop.key, [click(), click('a'.repeat(32)), click(issued)]);
    expect(answer.json<EventsAnswer>()).toEqual({ accepted: 3, rejected: [] });
    const clicks = (await stored(shop.id)).filter((row) => row.kind === 'click');
    const flagOf = new Map(clicks.map((row) => [row.query_id ?? 'none', row.flag]));
    expect(Object.fromEntries(flagOf)).toEqual({
      none: 'unverified',
      ['a'.repeat(32)]: 'unverified',
      [issued ?? '']: 'human',
    });
    expect((await day()).clicks).toBe(before + 1);
  });

  it('refuses a purchase worth 1e9 and writes nothing of it', async () => {
    const before = await stored(shop.id);
    const purchase = {
      kind: 'purchase',
      userToken: 'shopper-1',
      queryID: await search('sofa'),
      objectIDs: ['p1'],
      value: 1e9,
      currency: 'EUR',
    };
    const answer = await send(shop.key, [
      purchase,
      { ...purchase, currency: undefined, value: 10 },
    ]);
    expect(answer.json<EventsAnswer>()).toEqual({
      accepted: 0,
      rejected: [
        { index: 0, reason: 'out-of-range' },
        { index: 1, reason: 'missing-currency' },
      ],
    });
    const after = await stored(shop.id);
    expect(after.filter((row) => row.kind === 'purchase')).toHaveLength(0);
    expect(after.length - before.length).toBe(1);
    expect((await day()).revenue).toBe(0);
  });

  it("drops and counts a flood past the shop's budget, while another shop's events are taken", async () => {
    const before = (await stored(shop.id)).length;
    const batch = Array.from({ length: 1000 }, () => click());
    const answers = [];
    // From several addresses, so no address's own limit is what stops them.
    for (const address of ['1.0.0.1', '1.0.0.2']) {
      answers.push((await send(shop.key, batch, address)).json<EventsAnswer>());
    }
    const taken = answers.reduce((total, each) => total + each.accepted, 0);
    expect(taken).toBeLessThan(EVENTS_SHOP_MINUTE_MIN);
    expect(answers[1]?.rejected.every((each) => each.reason === 'shop-budget-spent')).toBe(true);
    expect((await stored(shop.id)).length - before).toBe(taken);
    expect(app.services.eventBudget.dropped(shop.id)).toBe(2000 - taken);
    const elsewhere = (await send(other.key, batch, '1.0.0.3')).json<EventsAnswer>();
    expect(elsewhere).toEqual({ accepted: 1000, rejected: [] });
    expect(await stored(other.id)).toHaveLength(1000);
  });
});

describe('POST /API/events against one address', () => {
  let app: TestApp;
  let shop: CustomShop;

  beforeAll(async () => {
    app = await createTestApp(
      { TROVA_RATE_LIMIT_SEARCH_PER_IP: '150' },
      { indexDebounceMs: 0, runJobs: false },
    );
    const owner = await createAccount(app.server, app.config.dataDir, 'limit@shop.it');
    shop = await registerCustomShop(app.server, owner);
    await pushBatch(app.server, owner.apiKey, shop.id, { upserts: [{ id: 'p1', title: 'sofa' }] });
    await app.services.indexing.idle();
  });
  afterAll(() => app.dispose());

  it('counts a batch as its number of events against the address limit', async () => {
    const send = (count: number) =>
      app.server.inject({
        method: 'POST',
        url: `/API/events?key=${shop.key}`,
        headers: { 'user-agent': BROWSER_USER_AGENT },
        remoteAddress: '9.9.9.9',
        payload: {
          events: Array.from({ length: count }, () => ({
            kind: 'click',
            userToken: 'u',
            objectIDs: ['p1'],
          })),
        },
      });
    expect((await send(100)).statusCode).toBe(200);
    const refused = await send(51);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'too-many-requests' });
    expect((await send(50)).statusCode).toBe(200);
    await app.services.eventWriter.flush();
    const rows = await new EventsRepository(app.database.db).between(shop.id, 0, Infinity);
    expect(rows).toHaveLength(150);
  });
});
