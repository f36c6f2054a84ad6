import {
  API_PREFIX,
  defaultRecommendation,
  type LayerConfiguration,
  type Recommendation,
  type RecommendResponse,
} from '@trova/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../../test/accounts';
import { pushBatch, registerCustomShop, type CustomShop } from '../../../test/custom-shops';
import { BROWSER_USER_AGENT } from '../../../test/shop-setup';
import { createTestApp, type TestApp } from '../../../test/test-app';

const eur = (amount: number) => ({ amount, currency: 'EUR' });
const PRODUCTS = [
  {
    id: 'sofa-1',
    title: 'Divano Oslo',
    brand: 'Nordic',
    productType: ['Casa > Divani'],
    price: eur(300),
    salePrice: eur(250),
  },
  {
    id: 'sofa-2',
    title: 'Divano Bergen',
    brand: 'Nordic',
    productType: ['Casa > Divani'],
    price: eur(500),
  },
  {
    id: 'sofa-3',
    title: 'Divano Roma',
    brand: 'Italia',
    productType: ['Casa > Divani'],
    price: eur(800),
  },
  {
    id: 'chair-1',
    title: 'Sedia Oslo',
    brand: 'Nordic',
    productType: ['Casa > Sedie'],
    price: eur(90),
  },
  {
    id: 'lamp-1',
    title: 'Lampada Luna',
    brand: 'Luce',
    productType: ['Casa > Luci'],
    price: eur(40),
  },
];

const chosen = (id: string) => ({ id, title: id, image: '', price: 1, url: '', isAlive: true });
const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

/** A saved-ready rule: named, in the layer unless told, always valid. */
function rule(parts: {
  name: string;
  kind: Recommendation['extra']['actionType'];
  recommender: Recommendation['recommender']['recommender'];
  external?: string;
  condition?: unknown;
  size?: number;
}): Recommendation {
  const base = defaultRecommendation('ignored');
  return {
    ...base,
    name: parts.name,
    tag: parts.external ?? base.tag,
    extra: {
      ...base.extra,
      actionType: parts.kind,
      type: parts.external === undefined ? 'layer' : 'external',
      noResult: { visualizationType: 'buttons' },
    },
    condition:
      parts.condition === undefined
        ? [[{ always: true }]]
        : [[{ always: true }], [parts.condition as Recommendation['condition'][0][0]]],
    recommender: { type: 'limit', size: parts.size ?? 20, recommender: parts.recommender },
  };
}

describe('GET shops/{shopKey}/recommend', () => {
  let app: TestApp;
  let owner: TestAccount;
  let shop: CustomShop;
  let hidden: CustomShop;

  const recommend = (key: string, params: Record<string, string>) =>
    app.server.inject({
      method: 'GET',
      url: `${API_PREFIX}/shops/${key}/recommend?${query(params)}`,
      headers: { 'user-agent': BROWSER_USER_AGENT, origin: 'https://shop.example' },
    });
  const served = async (params: Record<string, string>, key = shop.key) => {
    const answer = await recommend(key, params);
    expect(answer.statusCode).toBe(200);
    return answer
      .json<RecommendResponse>()
      .recommendations.map((item) => [
        item.name,
        item.visualization,
        item.products.map((hit) => hit.header.externalId),
      ]);
  };
  const save = async (body: Recommendation, shopId = shop.id, account = owner) => {
    const answer = await app.server.inject({
      method: 'POST',
      url: `${API_PREFIX}/shops/${shopId}/recommendations`,
      headers: account.headers,
      payload: body,
    });
    expect(answer.statusCode, answer.body).toBe(200);
  };

  beforeAll(async () => {
    app = await createTestApp({}, { indexDebounceMs: 0 });
    owner = await createAccount(app.server, app.config.dataDir, 'owner@shop.it');
    shop = await registerCustomShop(app.server, owner);
    hidden = await registerCustomShop(app.server, owner, 'https://hidden.example', {
      published: false,
    });
    await pushBatch(app.server, owner.apiKey, shop.id, { upserts: PRODUCTS });
    await pushBatch(app.server, owner.apiKey, hidden.id, { upserts: PRODUCTS });
    await app.services.indexing.idle();
    const lampAndChair = {
      type: 'custom' as const,
      content: { products: [chosen('lamp-1'), chosen('chair-1')] },
    };
    await save(rule({ name: 'Picked', kind: 'manually', recommender: lampAndChair }));
    await save(
      rule({
        name: 'Cheapest sofas',
        kind: 'query',
        size: 2,
        condition: { '==': ['page', 'noResults'] },
        recommender: {
          type: 'query',
          baseUrl: '',
          queryString: query({ q: 'divano', 'sort[0][selling_price]': 'ASC' }),
        },
      }),
    );
    await save({
      ...rule({ name: 'Switched off', kind: 'manually', recommender: lampAndChair }),
      isActive: false,
    });
    await save(
      rule({
        name: 'Same brand and category',
        kind: 'similar',
        external: 'similar',
        recommender: {
          type: 'queryTemplate',
          baseUrl: '',
          queryString: query({
            q: '',
            'filters[0][0][brand]': '{:context.item.brand}',
            'filters[1][0][categories]': '{:context.item.categories}',
          }),
        },
      }),
    );
    await save(
      rule({
        name: 'Step up',
        kind: 'upselled',
        external: 'upsell',
        recommender: {
          type: 'queryTemplate',
          baseUrl: '',
          queryString: query({ q: '', 'filters[0][0][categories]': '{:context.item.categories}' }),
        },
      }),
    );
    await save(
      rule({
        name: 'Most clicked',
        kind: 'query',
        external: 'best',
        size: 3,
        condition: { not: { '==': ['brand', 'Italia'] } },
        recommender: {
          type: 'query',
          baseUrl: '',
          queryString: query({ q: 'casa', 'sort[0][history.clicks]': 'DESC' }),
        },
      }),
    );
    await save(
      rule({ name: 'Hidden pick', kind: 'manually', recommender: lampAndChair }),
      hidden.id,
    );
  });
  afterAll(() => app.dispose());

  it('serves the in-layer rules whose condition holds in the showcase, open to any storefront', async () => {
    const answer = await recommend(shop.key, { context: 'showcase' });
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(answer.headers['cache-control']).toBe('public, max-age=60');
    expect(await served({ context: 'showcase' })).toEqual([
      ['Picked', 'carousel', ['lamp-1', 'chair-1']],
    ]);
  });

  it('serves no results with the query, in list order and with each rule’s visualisation', async () => {
    expect(await served({ context: 'noResults', q: 'armadio' })).toEqual([
      ['Picked', 'buttons', ['lamp-1', 'chair-1']],
      ['Cheapest sofas', 'buttons', ['sofa-1', 'sofa-2']],
    ]);
  });

  it('fills a similar template from the viewed product, which never recommends itself', async () => {
    expect(await served({ context: 'product', tag: 'similar', productId: 'sofa-1' })).toEqual([
      ['Same brand and category', 'carousel', ['sofa-2']],
    ]);
    // Without a product there is nothing to be similar to.
    expect(await served({ context: 'external', tag: 'similar' })).toEqual([]);
  });

  it('upsells from the viewed product’s selling price', async () => {
    expect(await served({ context: 'product', tag: 'upsell', productId: 'sofa-1' })).toEqual([
      ['Step up', 'carousel', ['sofa-2', 'sofa-3']],
    ]);
    expect(await served({ context: 'product', tag: 'upsell', productId: 'sofa-2' })).toEqual([
      ['Step up', 'carousel', ['sofa-3']],
    ]);
  });

  it('ranks a history sort by the shop’s clicks, then by relevance', async () => {
    // Clicks count once a search of this shop vouches for them (docs/product/analytics.md#flags).
    const searched = await app.server.inject({
      url: `${API_PREFIX}/shops/${shop.key}/search?q=x`,
      headers: { 'user-agent': BROWSER_USER_AGENT },
    });
    const { queryID } = searched.json<{ queryID: string }>();
    const click = (id: string) => ({
      kind: 'click',
      userToken: 'anon-1',
      objectIDs: [id],
      queryID,
    });
    const events = await app.server.inject({
      method: 'POST',
      url: `${API_PREFIX}/events?key=${shop.key}`,
      headers: { 'user-agent': BROWSER_USER_AGENT },
      payload: { events: [click('chair-1'), click('sofa-3'), click('chair-1')] },
    });
    expect(events.json<{ accepted: number }>().accepted).toBe(3);
    await app.services.eventWriter.flush();
    await app.services.analyticsRollups.runDirty();
    const [best] = await served({ context: 'external', tag: 'best', brand: 'Nordic' });
    expect(best?.[2]).toHaveLength(3);
    expect(best?.[2]?.slice(0, 2)).toEqual(['chair-1', 'sofa-3']);
    // The page's brand is a context field: this rule is not for Italia pages.
    expect(await served({ context: 'external', tag: 'best', brand: 'italia' })).toEqual([]);
  });

  it('leaves out chosen products the catalogue lost, and rules left with none', async () => {
    await pushBatch(app.server, owner.apiKey, shop.id, { deletes: ['chair-1'] });
    await app.services.indexing.idle();
    expect(await served({ context: 'showcase' })).toEqual([['Picked', 'carousel', ['lamp-1']]]);
  });

  it('answers like search for unknown and unpublished shops, and honours a preview token', async () => {
    expect((await recommend('no-such-key', { context: 'showcase' })).statusCode).toBe(404);
    const unpublished = await recommend(hidden.key, { context: 'showcase' });
    expect([unpublished.statusCode, unpublished.json<{ code: string }>().code]).toEqual([
      403,
      'shop-not-published',
    ]);
    const token = await app.server.inject({
      method: 'GET',
      url: `${API_PREFIX}/shops/${hidden.id}/preview-token`,
      headers: owner.headers,
    });
    const preview = token.json<{ token: string }>().token;
    const previewed = await recommend(hidden.key, { context: 'showcase', preview });
    expect(previewed.headers['cache-control']).toBe('no-store');
    expect(previewed.json<RecommendResponse>().recommendations.map((item) => item.name)).toEqual([
      'Hidden pick',
    ]);
    // Another shop's token opens nothing.
    expect((await recommend(shop.key, { context: 'showcase', preview })).statusCode).toBe(401);
  });

  it('refuses contexts without what they need, and unbounded input', async () => {
    const refused: Record<string, string>[] = [
      { context: 'external' },
      { context: 'product', tag: 'similar' },
      { context: 'elsewhere' },
      { context: 'noResults', q: 'x'.repeat(501) },
    ];
    for (const params of refused) {
      expect((await recommend(shop.key, params)).statusCode).toBe(400);
    }
  });

  it('tells the layer configuration that the shop has in-layer recommendations', async () => {
    const config = await app.server.inject({
      method: 'GET',
      url: `${API_PREFIX}/shops/${shop.key}/layer`,
    });
    expect(config.json<LayerConfiguration>().recommendations).toBe(true);
    const plain = await registerCustomShop(app.server, owner, 'https://plain.example');
    const without = await app.server.inject({
      method: 'GET',
      url: `${API_PREFIX}/shops/${plain.key}/layer`,
    });
    expect(without.json<LayerConfiguration>().recommendations).toBeUndefined();
  });
});

describe('GET shops/{shopKey}/recommend under the storefront limit', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ TROVA_RATE_LIMIT_SEARCH_PER_IP: '2' }, { indexDebounceMs: 0 });
  });
  afterAll(() => app.dispose());

  it('shares the per-address budget with search, unknown keys included', async () => {
    const call = (url: string) =>
      app.server.inject({ method: 'GET', url: `${API_PREFIX}${url}`, remoteAddress: '10.1.1.1' });
    const statuses = [
      (await call('/shops/none/search?q=x')).statusCode,
      (await call('/shops/none/recommend?context=showcase')).statusCode,
    ];
    const throttled = await call('/shops/none/recommend?context=showcase');
    expect([...statuses, throttled.statusCode]).toEqual([404, 404, 429]);
    expect(throttled.headers['retry-after']).toBeDefined();
  });
});
