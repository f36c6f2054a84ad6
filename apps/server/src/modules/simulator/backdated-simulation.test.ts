import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/accounts';
import { pushBatch, registerCustomShop, type CustomShop } from '../../../test/custom-shops';
import { fineTuningWith, queryField, saveConf, setupWith } from '../../../test/shop-setup';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { EventsRepository } from '../events/index';
import { runBackdated, type BackdatedResult } from './backdated-simulation';
import { DEFAULT_MIX } from './shopper-model';
import { DAY_MS } from './traffic-volume';

const STAFF_IP = '203.0.113.9';
const NOUNS = ['hammer', 'screwdriver', 'wrench', 'drill', 'saw', 'ladder'];
const BRANDS = ['Forge', 'Tekno', 'Brixo'];
const COLORS = ['red', 'yellow', 'black'];

/** A small hardware shop: nothing like the demo catalogue, so the vocabulary is read, not known. */
const products = Array.from({ length: 60 }, (_, i) => ({
  id: `T-${i}`,
  title: `${BRANDS[i % 3] ?? ''} ${NOUNS[i % 6] ?? ''} ${COLORS[i % 3 === 0 ? 0 : (i >> 1) % 3] ?? ''}`,
  brand: BRANDS[i % 3],
  color: COLORS[(i >> 1) % 3],
  price: { amount: 5 + i, currency: 'EUR' },
  link: `https://tools.example/p/${i}`,
  imageLink: `https://tools.example/img/${i}.jpg`,
}));

describe('the backdated traffic simulator', () => {
  let app: TestApp;
  let shop: CustomShop;
  let result: BackdatedResult;
  const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;

  beforeAll(async () => {
    app = await createTestApp({}, { indexDebounceMs: 0, runJobs: false });
    const owner = await createAccount(app.server, app.config.dataDir, 'tools@shop.it');
    shop = await registerCustomShop(app.server, owner, 'https://tools.example');
    await pushBatch(app.server, owner.apiKey, shop.id, { upserts: products });
    const saved = await saveConf(app.server, owner, shop.id, {
      setup: setupWith({
        query: { title: queryField(), brand: queryField(), color: queryField() },
        results: ['title'],
        facets: ['brand', 'color'],
      }),
      fineTuning: fineTuningWith({ ips: [STAFF_IP] }),
    });
    expect(saved.statusCode).toBe(200);
    await app.services.indexing.idle();
    result = await runBackdated({
      config: app.config,
      database: app.database,
      shopKey: shop.key,
      days: 3,
      shoppersPerDay: 25,
      seed: 4,
      // More bots and staff than a real shop has, so three days surely have both.
      tuning: { mix: { ...DEFAULT_MIX, bots: 0.15, excluded: 0.15 } },
    });
  }, 60_000);
  afterAll(() => app.dispose());

  it('stores every search and event on the simulated days, before today', async () => {
    const events = await new EventsRepository(app.database.db).between(shop.id, 0, Date.now());
    const searches = events.filter((event) => event.kind === 'search');
    const days = new Set(searches.map((event) => Math.floor(event.occurred_at / DAY_MS) * DAY_MS));
    expect([...days].sort()).toEqual([today - 3 * DAY_MS, today - 2 * DAY_MS, today - DAY_MS]);
    for (const event of events) expect(event.occurred_at).toBeLessThan(today);
    const { summary } = result;
    const sent = summary.searches.human + summary.searches.bot + summary.searches['excluded-ip'];
    // Besides the shoppers' searches, the catalogue reader's page of the empty search.
    expect(searches.length).toBe(sent + 1);
    expect(events.filter((event) => event.kind === 'click')).toHaveLength(summary.events.click);
    expect(summary.events.click).toBeGreaterThan(0);
    expect(summary.events.purchase).toBeGreaterThan(0);
    expect(summary.rejected).toBe(0);
  });

  it('flags bots and the shop’s excluded address, and keeps the shoppers’ own tokens', async () => {
    const events = await new EventsRepository(app.database.db).between(shop.id, 0, Date.now());
    const searchFlags = (flag: string) =>
      events.filter((event) => event.kind === 'search' && event.flag === flag).length;
    expect(searchFlags('bot')).toBe(result.summary.searches.bot + 1);
    expect(searchFlags('excluded-ip')).toBe(result.summary.searches['excluded-ip']);
    expect(searchFlags('human')).toBe(result.summary.searches.human);
    expect(searchFlags('bot')).toBeGreaterThan(0);
    expect(searchFlags('excluded-ip')).toBeGreaterThan(0);
    for (const event of events.filter((each) => each.flag === 'excluded-ip')) {
      expect(event.ip).toBe(STAFF_IP);
    }
    // Every click follows a search of the same shopper, with that search's queryID.
    const searchIds = new Map(
      events.filter((e) => e.kind === 'search').map((e) => [e.query_id, e.user_token]),
    );
    for (const click of events.filter((event) => event.kind === 'click')) {
      expect(searchIds.get(click.query_id)).toBe(click.user_token);
      const [position] = JSON.parse(click.positions ?? '[]') as number[];
      expect(position).toBeLessThanOrEqual(12);
    }
    const stored = (flag: string) =>
      result.stored.find((row) => row.kind === 'search' && row.flag === flag)?.count;
    expect(stored('human')).toBe(searchFlags('human'));
  });

  it('rolls the simulated days up, counting human searches only', async () => {
    const db = app.database.db;
    const days = await db
      .selectFrom('analytics_days')
      .select(['day', 'searches', 'clicks', 'visitors', 'searching_visitors'])
      .where('shop_id', '=', shop.id)
      .execute();
    const first = Math.floor(today / DAY_MS) - 3;
    expect([...new Set(days.map((row) => Number(row.day)))].sort()).toEqual([
      first,
      first + 1,
      first + 2,
    ]);
    const sum = (key: 'searches' | 'clicks' | 'visitors' | 'searching_visitors') =>
      days.reduce((total, row) => total + Number(row[key]), 0);
    expect(sum('searches')).toBe(result.summary.searches.human);
    // Visitors who only viewed a page count too: fewer than all of them searched.
    expect(sum('searching_visitors')).toBeLessThan(sum('visitors'));
    expect(result.summary.browsers).toBeGreaterThan(0);
    expect(sum('clicks')).toBeGreaterThan(0);
    expect(result.rolledUpDays).toBeGreaterThanOrEqual(3);
    const queries = await db
      .selectFrom('analytics_query_days')
      .select('query')
      .where('shop_id', '=', shop.id)
      .execute();
    expect(queries.length).toBeGreaterThan(0);
  });
});
