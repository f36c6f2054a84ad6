import type { SearchResponse, Shop } from '@trova/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../../test/accounts';
import { pushBatch, registerCustomShop, type CustomShop } from '../../../test/custom-shops';
import { BROWSER_USER_AGENT, fineTuningWith, saveConf } from '../../../test/shop-setup';
import { createTestApp, testClock, type TestApp } from '../../../test/test-app';
import { EventsRepository } from '../events/index';
import { utcDayOf } from '../../kernel/utc-day';

const NOON = Date.UTC(2026, 5, 15, 12);
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const KEYSTROKES = ['s', 'so', 'sof', 'sofa'];

/**
 * The acceptance: searches from an excluded address and from a bot are served and stored
 * with their flag, but are missing from analytics and from the billing count; the same typed
 * sequence from a shopper counts once per intent in both (docs/product/analytics.md#rollups).
 */
describe('analytics and billing count only human search intents', () => {
  const clock = testClock(NOON);
  let app: TestApp;
  let owner: TestAccount;
  let shop: CustomShop;

  /** Types the keystrokes 300 ms apart, as search-as-you-type sends them; answers the last. */
  const type = async (keystrokes: readonly string[], userAgent: string, remoteAddress: string) => {
    let last: SearchResponse | undefined;
    for (const q of keystrokes) {
      clock.advance(300);
      const answer = await app.server.inject({
        url: `/API/shops/${shop.key}/search?q=${encodeURIComponent(q)}`,
        headers: { 'user-agent': userAgent },
        remoteAddress,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      last = answer.json<SearchResponse>();
    }
    return last;
  };
  const billed = async () => {
    const shops = await app.server.inject({ url: '/API/shops', headers: owner.headers });
    return shops.json<Shop[]>().find((each) => each.id === shop.id)?.requests;
  };
  const rows = (table: 'analytics_days' | 'analytics_query_days') =>
    app.database.db.selectFrom(table).selectAll().where('shop_id', '=', shop.id).execute();

  beforeAll(async () => {
    app = await createTestApp({}, { indexDebounceMs: 0, now: clock, runJobs: false });
    owner = await createAccount(app.server, app.config.dataDir, 'rollups@shop.it');
    shop = await registerCustomShop(app.server, owner);
    const upserts = [
      { id: 'sofa-1', title: 'Sofa letto', price: { amount: 499, currency: 'EUR' } },
      { id: 'sofa-2', title: 'Sofa angolare', price: { amount: 899, currency: 'EUR' } },
    ];
    expect((await pushBatch(app.server, owner.apiKey, shop.id, { upserts })).statusCode).toBe(200);
    const saved = await saveConf(app.server, owner, shop.id, {
      fineTuning: fineTuningWith({ ips: ['10.9.0.0/16'] }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await app.services.indexing.idle();
  });
  afterAll(() => app.dispose());

  it('serves and flags staff and bots, and bills and analyses the shopper once per intent', async () => {
    const staff = await type(KEYSTROKES, BROWSER_USER_AGENT, '10.9.4.2');
    const bot = await type(KEYSTROKES, GOOGLEBOT, '66.249.66.1');
    const shopper = await type(KEYSTROKES, BROWSER_USER_AGENT, '8.8.4.4');
    for (const answer of [staff, bot, shopper]) expect(answer?.results.length).toBe(2);
    // A minute later the shopper searches again: "sofa letto" extends "sofa", but too late to
    // be the same intent.
    clock.advance(60_000);
    await type(['sofa letto'], BROWSER_USER_AGENT, '8.8.4.4');

    await app.services.eventWriter.flush();
    const events = await new EventsRepository(app.database.db).between(shop.id, 0, Infinity);
    const flags = (ip: string) => events.filter((event) => event.ip === ip).map((e) => e.flag);
    expect(flags('10.9.4.2')).toEqual(Array(4).fill('excluded-ip'));
    expect(flags('66.249.66.1')).toEqual(Array(4).fill('bot'));
    expect(flags('8.8.4.4')).toEqual(Array(5).fill('human'));

    // Before the rollup, the day is dirty and counted live from the raw log.
    expect(await billed()).toBe(2);
    expect(await app.services.analyticsRollups.runDirty()).toBe(1);
    expect(await billed()).toBe(2);

    const [days, ...otherDevices] = await rows('analytics_days');
    expect(otherDevices).toEqual([]);
    expect(days).toMatchObject({
      day: utcDayOf(NOON),
      device: 'desktop',
      visitors: 1,
      searching_visitors: 1,
      searches: 5,
      intents: 2,
      intents_with_results: 2,
      flagged_searches: 8,
    });
    const queries = await rows('analytics_query_days');
    expect(queries.map(({ query, searches, intents }) => ({ query, searches, intents }))).toEqual(
      expect.arrayContaining([
        { query: 'sofa', searches: 4, intents: 1 },
        { query: 'sofa letto', searches: 1, intents: 1 },
      ]),
    );
    expect(queries).toHaveLength(2);
  });
});
