import { searchResponseSchema, type SearchResponse, type Shop } from '@trova/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../../test/accounts';
import { pushBatch, registerCustomShop, type CustomShop } from '../../../test/custom-shops';
import { BROWSER_USER_AGENT } from '../../../test/shop-setup';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { EventsRepository } from '../events/index';

const PRODUCTS = [
  // Values that have tripped serializers: quotes, line separators, a prototype's name, no price.
  {
    id: 'odd',
    title: 'Borsa "Città" \u2028 tote',
    brand: 'constructor',
    color: '__proto__',
    productType: ['Donna > Borse'],
  },
  {
    id: 'p1',
    title: 'Scarpa running rossa',
    brand: 'Nike',
    price: { amount: 89.9, currency: 'EUR' },
  },
  {
    id: 'p2',
    title: 'Scarpa trail blu',
    brand: 'Salomon',
    price: { amount: 129, currency: 'EUR' },
  },
];

describe('public search answers and their cache', () => {
  let app: TestApp;
  let owner: TestAccount;
  let shop: CustomShop;

  const search = (query: string) =>
    app.server.inject({
      method: 'GET',
      url: `/API/shops/${shop.key}/search?${query}`,
      headers: { 'user-agent': BROWSER_USER_AGENT },
    });
  const requestsCounted = async () => {
    await app.services.eventWriter.flush();
    const shops = await app.server.inject({
      method: 'GET',
      url: '/API/shops',
      headers: owner.headers,
    });
    return shops.json<Shop[]>()[0]?.requests;
  };

  beforeAll(async () => {
    app = await createTestApp({}, { indexDebounceMs: 0 });
    owner = await createAccount(app.server, app.config.dataDir, 'owner@shop.it');
    shop = await registerCustomShop(app.server, owner);
    await pushBatch(app.server, owner.apiKey, shop.id, { upserts: PRODUCTS });
    await app.services.indexing.idle();
  });
  afterAll(() => app.dispose());

  it('answers repeated searches with the same JSON, billed as one search intent', async () => {
    const before = await requestsCounted();
    const hitsBefore = app.services.search.cacheStats().hits;
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await search('q=scarpa&sort[0][price]=ASC'));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(answers[0]?.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answers[0]?.headers['access-control-allow-origin']).toBe('*');
    // One cached answer, each search with its own queryID.
    const sent = answers.map((answer) => answer.json<SearchResponse>());
    expect(new Set(sent.map(({ queryID: _id, ...answer }) => JSON.stringify(answer))).size).toBe(1);
    expect(new Set(sent.map((answer) => answer.queryID)).size).toBe(3);
    expect(answers[0]?.json<SearchResponse>().results.map((hit) => hit.header.externalId)).toEqual([
      'p1',
      'p2',
    ]);
    expect(app.services.search.cacheStats().hits - hitsBefore).toBe(2);
    // One shopper repeating a search within seconds: one intent (docs/product/analytics.md).
    expect((await requestsCounted()) ?? 0).toBe((before ?? 0) + 1);
  });

  it('logs each answered search under its queryID, cached answers included', async () => {
    const headers = { 'user-agent': 'Mozilla/5.0 Chrome/120.0' };
    const url = `/API/shops/${shop.key}/search?q=salomon&userToken=shopper-9`;
    const answers = [];
    for (let i = 0; i < 2; i++) answers.push(await app.server.inject({ url, headers }));
    await app.services.eventWriter.flush();
    const logged = await new EventsRepository(app.database.db).between(
      shop.id,
      0,
      Number.MAX_SAFE_INTEGER,
    );
    const ids = answers.map((answer) => answer.json<SearchResponse>().queryID);
    const rows = logged.filter((event) => ids.includes(event.query_id ?? ''));
    expect(rows).toHaveLength(2);
    // The second answer came from the cache: it is logged with its count and products too.
    const shown = answers[0]!.json<SearchResponse>().results.map((r) => r.header.externalId);
    expect(shown).toHaveLength(1);
    for (const row of rows) {
      expect(row).toMatchObject({
        kind: 'search',
        query: 'salomon',
        result_count: 1,
        object_ids: JSON.stringify(shown),
        user_token: 'shopper-9',
        flag: 'human',
      });
    }
  });

  it('logs the filters, sort, device and first products of each search', async () => {
    const logged = async (query: string) => {
      const answer = await search(query);
      await app.services.eventWriter.flush();
      const rows = await new EventsRepository(app.database.db).between(shop.id, 0, Infinity);
      return rows.find((row) => row.query_id === answer.json<SearchResponse>().queryID);
    };
    const sorted = 'q=scarpa&sort[0][price]=DESC&sort[1][title]=ASC&device=mobile';
    expect(await logged(sorted)).toMatchObject({
      filters: '[]',
      sort: 'price:desc',
      device: 'mobile',
      object_ids: '["p2","p1"]',
    });
    const filtered = await logged('q=scarpa&filters[0][0][brand]=Nike&filters[0][1][brand]=Puma');
    expect(filtered).toMatchObject({
      filters: '["brand:Nike","brand:Puma"]',
      sort: null,
      device: null,
      object_ids: '["p1"]',
    });
    // A later page does not show its products at positions 1…12.
    expect((await logged('q=scarpa&offset=1'))?.object_ids).toBeNull();
    expect((await search('q=scarpa&device=tablet')).statusCode).toBe(400);
  });

  it('sends what the contract parse of the answer gives', async () => {
    for (const query of ['q=borsa', 'q=scarpa&limit=1', 'filters[0][0][brand]=Nike', 'q=nothing']) {
      const answer = await search(query);
      expect(answer.statusCode).toBe(200);
      const sent = answer.json<SearchResponse>();
      // zod drops a '__proto__' record key when it parses; the answer keeps it (next test).
      const { ['__proto__']: _dropped, ...colors } = sent.stats.color ?? {};
      const comparable = { ...sent, stats: { ...sent.stats, color: colors } };
      expect(comparable).toEqual(searchResponseSchema.parse(comparable));
    }
  });

  it('keeps facet values named like prototype members and text that needs escaping', async () => {
    const odd = (await search('q=borsa')).json<SearchResponse>();
    expect(odd.results[0]?.data.title).toBe('Borsa "Città" \u2028 tote');
    expect(Object.hasOwn(odd.stats.color ?? {}, '__proto__')).toBe(true);
    expect(odd.stats.brand).toEqual({ constructor: 1 });
  });

  it('answers from the new catalogue once the index is rebuilt', async () => {
    expect((await search('q=scarpa')).json<SearchResponse>().results_count).toBe(2);
    await pushBatch(app.server, owner.apiKey, shop.id, {
      upserts: [{ id: 'p3', title: 'Scarpa da tennis', price: { amount: 59 } }],
      deletes: ['p1'],
    });
    await app.services.indexing.idle();
    const answer = (await search('q=scarpa')).json<SearchResponse>();
    expect(answer.results.map((hit) => hit.header.externalId).sort()).toEqual(['p2', 'p3']);
  });

  it('accepts customer_group_id and currency without changing the answer', async () => {
    const plain = await search('q=trail');
    const grouped = await search('q=trail&customer_group_id=b2b&currency=USD');
    expect(grouped.statusCode).toBe(200);
    const { queryID: _plainId, ...plainAnswer } = plain.json<SearchResponse>();
    const { queryID: _groupedId, ...groupedAnswer } = grouped.json<SearchResponse>();
    expect(groupedAnswer).toEqual(plainAnswer);
    expect(grouped.json<SearchResponse>().results[0]?.pricing).toEqual({
      sellingPrice: 129,
      currency: 'EUR',
    });
    const bad = await search('q=trail&currency=EURO');
    expect(bad.statusCode).toBe(400);
  });
});
