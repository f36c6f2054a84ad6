import type { SearchResponse, Shop } from '@trova/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../../test/accounts';
import { pushBatch, registerCustomShop } from '../../../test/custom-shops';
import { BROWSER_USER_AGENT } from '../../../test/shop-setup';
import { createTestApp, type TestApp } from '../../../test/test-app';

const PRODUCTS = [
  {
    id: 'p1',
    title: 'Scarpa running rossa',
    brand: 'Nike',
    color: 'red',
    price: { amount: 89.9, currency: 'EUR' },
    productType: ['Donna > Scarpe > Running'],
    availability: 'in_stock',
    imageLink: 'https://shop.example/p1.jpg',
    link: 'https://shop.example/p1',
  },
  {
    id: 'p2',
    title: 'Scarpa trail blu',
    brand: 'Salomon',
    color: 'blue',
    price: { amount: 129, currency: 'EUR' },
    salePrice: { amount: 99, currency: 'EUR' },
    productType: ['Uomo > Scarpe'],
    gtin: '8001234567890',
  },
  { id: 'p3', title: 'Maglietta tecnica', brand: 'Nike', price: { amount: 25 } },
];

describe('push API, index and public search', () => {
  let app: TestApp;
  let owner: TestAccount;
  let other: TestAccount;
  let shop: { id: string; key: string };

  const push = (body: unknown, apiKey = owner.apiKey, shopId = shop.id) =>
    pushBatch(app.server, apiKey, shopId, body);
  let shoppers = 0;
  /** Each search by a shopper of its own: one search intent each (billing counts intents). */
  const search = async (query: string) => {
    shoppers += 1;
    const answer = await app.server.inject({
      method: 'GET',
      url: `/API/shops/${shop.key}/search?${query}&userToken=shopper-${shoppers}`,
      headers: { 'user-agent': BROWSER_USER_AGENT },
    });
    return answer;
  };

  beforeAll(async () => {
    app = await createTestApp({}, { indexDebounceMs: 0 });
    owner = await createAccount(app.server, app.config.dataDir, 'owner@shop.it');
    other = await createAccount(app.server, app.config.dataDir, 'other@shop.it');
    shop = await registerCustomShop(app.server, owner);
  });
  afterAll(() => app.dispose());

  it('registers a shop waiting to be configured, with the API key only', async () => {
    const shops = await app.server.inject({
      method: 'GET',
      url: '/API/shops',
      headers: owner.headers,
    });
    expect(shops.json<Shop[]>()).toEqual([
      expect.objectContaining({
        id: shop.id,
        key: shop.key,
        url: 'https://shop.example',
        cms: { type: 'custom-integration', version: null },
        language_iso: 'it',
        last_sync_start_time: null,
        last_index_start_time: null,
      }),
    ]);
    const missing = await app.server.inject({
      method: 'POST',
      url: '/API/integrations/custom',
      payload: { shopUrl: 'x', languageIso: 'it' },
    });
    expect([missing.statusCode, missing.json<{ code: string }>().code]).toEqual([
      401,
      'missing-api-key',
    ]);
    const wrong = await push({ upserts: [] }, 'not-a-key');
    expect([wrong.statusCode, wrong.json<{ code: string }>().code]).toEqual([
      401,
      'invalid-api-key',
    ]);
  });

  it("answers 404 to another customer's API key", async () => {
    const answer = await push({ upserts: PRODUCTS }, other.apiKey);
    expect([answer.statusCode, answer.json<{ code: string }>().code]).toEqual([
      404,
      'shop-not-found',
    ]);
  });

  it('rejects a batch with an invalid product as a whole, naming each bad item', async () => {
    const answer = await push({ upserts: [PRODUCTS[0], { id: 'bad', title: '' }, { title: 'x' }] });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      code: 'catalogue-batch-invalid',
      details: {
        items: [
          { index: 1, id: 'bad' },
          { index: 2, id: null },
        ],
      },
    });
    const count = await app.server.inject({
      method: 'GET',
      url: '/API/customers/me/count',
      headers: owner.headers,
    });
    expect(count.json<Record<string, number>>()).toEqual({ [shop.id]: 0 });
  });

  it('rejects a batch over the size cap as a list too long', async () => {
    const upserts = Array.from({ length: 1001 }, (_, i) => ({ id: `x${i}`, title: 'x' }));
    const answer = await push({ upserts });
    expect([answer.statusCode, answer.json<{ code: string }>().code]).toEqual([
      400,
      'list-too-long',
    ]);
  });

  it('stores a batch, indexes it and answers searches with products, count and stats', async () => {
    const answer = await push({ upserts: PRODUCTS, deletes: [] });
    expect(answer.json()).toEqual({ status: 'OK', upserted: 3, deleted: 0, skus: 3 });
    await app.services.indexing.idle();

    const result = await search('q=scarpa');
    expect(result.statusCode).toBe(200);
    expect(result.headers['access-control-allow-origin']).toBe('*');
    const body = result.json<SearchResponse>();
    expect(body.results_count).toBe(2);
    expect(body.results.map((hit) => hit.header.externalId).sort()).toEqual(['p1', 'p2']);
    expect(body.stats.brand).toEqual({ Nike: 1, Salomon: 1 });
    expect(body.stats.categories).toMatchObject({ Donna: 1, 'Donna/Scarpe/Running': 1, Uomo: 1 });
    expect(body.stats.price).toEqual({ min: 89.9, max: 99 });
    const p1 = body.results.find((hit) => hit.header.externalId === 'p1');
    expect(p1).toMatchObject({
      data: {
        title: 'Scarpa running rossa',
        image: ['https://shop.example/p1.jpg'],
        url: 'https://shop.example/p1',
      },
      pricing: { sellingPrice: 89.9, currency: 'EUR' },
    });
  });

  it('filters by facet, category and price range, and sorts by price', async () => {
    const byBrand = (await search('filters[0][0][brand]=Nike')).json<SearchResponse>();
    expect(byBrand.results_count).toBe(2);
    const byCategory = (await search('filters[0][0][categories]=Donna')).json<SearchResponse>();
    expect(byCategory.results.map((h) => h.header.externalId)).toEqual(['p1']);
    const byPrice = (
      await search('filters[0][0][price][from]=20&filters[0][0][price][to]=90')
    ).json<SearchResponse>();
    expect(byPrice.results_count).toBe(2);
    const sorted = (await search('sort[0][selling_price]=DESC')).json<SearchResponse>();
    expect(sorted.results.map((h) => h.header.externalId)).toEqual(['p2', 'p1', 'p3']);
    const paged = (await search('sort[0][price]=ASC&offset=1&limit=1')).json<SearchResponse>();
    expect(paged.results.map((h) => h.header.externalId)).toEqual(['p1']);
    const bad = await search('limit=1000');
    expect([bad.statusCode, bad.json<{ code: string }>().code]).toEqual([400, 'validation-failed']);
  });

  it('answers 404 for an unknown shop key', async () => {
    const answer = await app.server.inject({ method: 'GET', url: '/API/shops/nope/search?q=x' });
    expect([answer.statusCode, answer.json<{ code: string }>().code]).toEqual([
      404,
      'shop-not-found',
    ]);
  });

  it('applies deletes, counts searches as monthly requests and reports the lifecycle', async () => {
    const answer = await push({ deletes: ['p3', 'unknown'] });
    expect(answer.json()).toEqual({ status: 'OK', upserted: 0, deleted: 1, skus: 2 });
    await app.services.indexing.idle();
    expect((await search('q=maglietta')).json<SearchResponse>().results_count).toBe(0);
    await app.services.eventWriter.flush();
    const shops = (
      await app.server.inject({ method: 'GET', url: '/API/shops', headers: owner.headers })
    ).json<Shop[]>();
    // Seven search intents answered above; invalid queries and unknown keys are not counted.
    expect(shops).toEqual([
      expect.objectContaining({
        skus: 2,
        requests: 7,
        isIndexing: false,
        last_sync_start_time: expect.any(Number) as number,
        // Searchable already, but 'configuring' until the wizard's setup
        // (docs/product/shell.md#shop-lifecycle).
        last_index_start_time: null,
        last_index_end_time: expect.any(Number) as number,
      }),
    ]);
    const status = await app.server.inject({
      method: 'GET',
      url: `/API/shops/${shop.id}/status`,
      headers: owner.headers,
    });
    expect(status.json<unknown>()).toEqual({ isIndexing: false });
    const attributes = await app.server.inject({
      method: 'GET',
      url: `/API/shops/${shop.id}/attributes`,
      headers: owner.headers,
    });
    expect(attributes.json<string[]>()).toEqual(
      expect.arrayContaining(['brand', 'gtin', 'price', 'categories', 'title']),
    );
    expect(attributes.json<string[]>()).not.toContain('material');
  });

  it('changes the language, refuses a feed, then deletes the shop with its catalogue and index', async () => {
    const call = (method: 'PUT' | 'DELETE', path: string, payload?: Record<string, unknown>) =>
      app.server.inject({
        method,
        url: `/API/shops/${shop.id}${path}`,
        headers: owner.headers,
        ...(payload ? { payload } : {}),
      });
    expect((await call('PUT', '/lang', { iso6391: 'en' })).json()).toEqual({ status: 'OK' });
    // A pushed shop has no feed: its platform does not let the owner set one.
    expect(
      (await call('PUT', '/data', { feedUrl: 'https://shop.example/feed.xml' })).json(),
    ).toMatchObject({ code: 'widget-not-editable' });
    const shops = (
      await app.server.inject({ method: 'GET', url: '/API/shops', headers: owner.headers })
    ).json<Shop[]>();
    expect(shops[0]).toMatchObject({ language_iso: 'en', cms_data: {} });
    expect((await call('DELETE', '')).json()).toEqual({ status: 'OK' });
    expect((await search('q=scarpa')).statusCode).toBe(404);
    expect((await call('DELETE', '')).statusCode).toBe(404);
    const count = await app.server.inject({
      method: 'GET',
      url: '/API/customers/me/count',
      headers: owner.headers,
    });
    expect(count.json<Record<string, number>>()).toEqual({});
  });

  it('serves the reference lists', async () => {
    for (const path of ['/industries', '/attribute-types', '/search-types']) {
      const answer = await app.server.inject({
        method: 'GET',
        url: `/API${path}`,
        headers: owner.headers,
      });
      expect([path, answer.statusCode, answer.json<unknown[]>().length > 0]).toEqual([
        path,
        200,
        true,
      ]);
    }
  });
});
