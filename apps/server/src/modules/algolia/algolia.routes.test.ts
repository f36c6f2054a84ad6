import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../../test/accounts';
import { pushBatch, registerCustomShop, type CustomShop } from '../../../test/custom-shops';
import { BROWSER_USER_AGENT } from '../../../test/shop-setup';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { EventsRepository } from '../events/index';

const PRODUCTS = [
  {
    id: 'p1',
    title: 'Scarpa running rossa',
    brand: 'Nike',
    price: { amount: 89.9, currency: 'EUR' },
    productType: ['Donna > Scarpe'],
  },
  {
    id: 'p2',
    title: 'Scarpa trail blu',
    brand: 'Salomon',
    price: { amount: 129, currency: 'EUR' },
    productType: ['Uomo > Scarpe'],
  },
  {
    id: 'p3',
    title: 'Borsa rossa',
    brand: 'Nike',
    price: { amount: 40, currency: 'EUR' },
    productType: ['Donna > Borse'],
  },
];

interface Result {
  hits: {
    objectID: string;
    price: number;
    _highlightResult: Record<string, { value: string; matchLevel: string }>;
  }[];
  nbHits: number;
  nbPages: number;
  page: number;
  facets: Record<string, Record<string, number>>;
  facets_stats: Record<string, { min: number; max: number }>;
  queryID?: string;
  index: string;
}

describe('the Algolia-compatible routes', () => {
  let app: TestApp;
  let owner: TestAccount;
  let shop: CustomShop;

  const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
    app.server.inject({
      method: 'POST',
      url,
      payload: typeof body === 'string' ? body : JSON.stringify(body),
      headers: { 'content-type': 'text/plain', 'user-agent': BROWSER_USER_AGENT, ...headers },
    });
  const keys = () => `x-algolia-application-id=trova&x-algolia-api-key=${shop.key}`;
  const queries = (requests: unknown[], headers?: Record<string, string>) =>
    post(`/1/indexes/*/queries?${keys()}`, { requests }, headers);
  const logged = async () => {
    await app.services.eventWriter.flush();
    return new EventsRepository(app.database.db).between(shop.id, 0, Number.MAX_SAFE_INTEGER);
  };

  beforeAll(async () => {
    app = await createTestApp({}, { indexDebounceMs: 0 });
    owner = await createAccount(app.server, app.config.dataDir, 'owner@shop.it');
    shop = await registerCustomShop(app.server, owner);
    await pushBatch(app.server, owner.apiKey, shop.id, { upserts: PRODUCTS });
    await app.services.indexing.idle();
  });
  afterAll(() => app.dispose());

  it('answers v5 and v4 bodies alike, sent as text/plain', async () => {
    const v5 = await queries([
      { indexName: shop.key, query: 'scarpa', facets: ['brand'], hitsPerPage: 1 },
    ]);
    const v4 = await queries([
      { indexName: shop.key, params: 'query=scarpa&facets=%5B%22brand%22%5D&hitsPerPage=1' },
    ]);
    expect(v5.statusCode).toBe(200);
    expect(v4.statusCode).toBe(200);
    for (const answer of [v5, v4]) {
      const [result] = answer.json<{ results: Result[] }>().results;
      expect(result).toMatchObject({ nbHits: 2, nbPages: 2, page: 0, index: shop.key });
      expect(result?.facets.brand).toEqual({ Nike: 1, Salomon: 1 });
      expect(result?.hits[0]?._highlightResult.title?.value).toContain('<em>Scarpa</em>');
    }
  });

  it('reads credentials from headers too, and refuses a missing or unknown key with 403', async () => {
    const headers = { 'x-algolia-application-id': 'trova', 'x-algolia-api-key': shop.key };
    const body = { requests: [{ indexName: shop.key, query: '' }] };
    expect((await post('/1/indexes/*/queries', body, headers)).statusCode).toBe(200);
    const missing = await post('/1/indexes/*/queries', body);
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toEqual({ message: 'Invalid Application-ID or API key', status: 403 });
    const unknown = await post(
      '/1/indexes/*/queries?x-algolia-application-id=a&x-algolia-api-key=nope',
      body,
    );
    expect(unknown.statusCode).toBe(403);
  });

  it('answers 4xx { message, status } for bad input, never 5xx', async () => {
    const notJson = await post(`/1/indexes/*/queries?${keys()}`, '{nope');
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toMatchObject({ status: 400 });
    const otherIndex = await queries([{ indexName: 'someone-else', query: '' }]);
    expect(otherIndex.statusCode).toBe(404);
    expect(otherIndex.json<{ message: string }>().message).toMatch(/does not exist/);
    const badSort = await queries([{ indexName: `${shop.key}:colour:asc`, query: '' }]);
    expect(badSort.statusCode).toBe(404);
    const badFilter = await queries([{ indexName: shop.key, query: '', filters: 'brand:(' }]);
    expect(badFilter.statusCode).toBe(400);
    const tooLarge = await queries([{ indexName: shop.key, query: 'x'.repeat(300 * 1024) }]);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ status: 413 });
  });

  it('logs queries with analytics, never those without, and gives queryID with clickAnalytics', async () => {
    const answer = await queries(
      [
        { indexName: shop.key, query: 'borsa', clickAnalytics: true, userToken: 'shopper-1' },
        { indexName: shop.key, query: 'salomon', analytics: false, clickAnalytics: true },
        { indexName: shop.key, query: 'nike' },
      ],
      { 'x-algolia-usertoken': 'header-token' },
    );
    const [withId, unlogged, plain] = answer.json<{ results: Result[] }>().results;
    expect(withId?.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(plain?.queryID).toBeUndefined();
    const rows = await logged();
    expect(rows.filter((row) => row.query === 'salomon')).toHaveLength(0);
    expect(rows.find((row) => row.query_id === withId?.queryID)).toMatchObject({
      kind: 'search',
      query: 'borsa',
      result_count: 1,
      user_token: 'shopper-1',
      device: 'desktop',
    });
    expect(rows.find((row) => row.query === 'nike')).toMatchObject({ user_token: 'header-token' });
    expect(unlogged?.queryID).toMatch(/^[0-9a-f]{32}$/);
  });

  it('sorts by a virtual replica and counts price stats and category levels', async () => {
    const answer = await queries([
      {
        indexName: `${shop.key}:selling_price:desc`,
        query: '',
        facets: ['price', 'categories.lvl0', 'categories.lvl1'],
        facetFilters: [['brand:Nike', 'brand:Salomon']],
      },
    ]);
    const [result] = answer.json<{ results: Result[] }>().results;
    expect(result?.hits.map((hit) => hit.objectID)).toEqual(['p2', 'p1', 'p3']);
    expect(result?.hits.map((hit) => hit.price)).toEqual([129, 89.9, 40]);
    expect(result?.facets_stats.price).toMatchObject({ min: 40, max: 129 });
    expect(result?.facets['categories.lvl0']).toEqual({ Donna: 2, Uomo: 1 });
    expect(result?.facets['categories.lvl1']).toEqual({
      'Donna > Borse': 1,
      'Donna > Scarpe': 1,
      'Uomo > Scarpe': 1,
    });
  });

  it('searches facet values in a multi-query and on the facet route', async () => {
    const inline = await queries([
      { indexName: shop.key, type: 'facet', facet: 'brand', facetQuery: 'ni' },
    ]);
    const [result] = inline.json<{ results: { facetHits: unknown[] }[] }>().results;
    expect(result?.facetHits).toEqual([{ value: 'Nike', highlighted: '<em>Ni</em>ke', count: 2 }]);
    const route = await post(`/1/indexes/${shop.key}/facets/brand/query?${keys()}`, {
      params: 'facetQuery=sal&query=scarpa',
    });
    expect(route.statusCode).toBe(200);
    expect(route.json()).toMatchObject({
      facetHits: [{ value: 'Salomon', count: 1 }],
      exhaustiveFacetsCount: true,
    });
  });

  it('answers one query on /1/indexes/{index}/query', async () => {
    const answer = await post(`/1/indexes/${shop.key}/query?${keys()}`, { params: 'query=borsa' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json<Result>()).toMatchObject({ nbHits: 1, hits: [{ objectID: 'p3' }] });
  });
});
