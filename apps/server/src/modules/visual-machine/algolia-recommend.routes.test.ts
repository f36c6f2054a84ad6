import type { SearchHit } from '@trova/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../errors/error-catalogue';
import { blockingLimit } from '../../../test/storefront-fakes';
import { algoliaRecommendRoutes, RECOMMEND_BODY_LIMIT } from './algolia-recommend.routes';
import type { ModelAsk } from './recommend.service';

const KEY = 'key-s1';
const hit = (id: string): SearchHit => ({
  header: { externalId: id, imagePrefix: '' },
  data: { title: id, image: [], url: '' },
  pricing: { sellingPrice: 5, currency: null },
});

describe('POST /1/indexes/*/recommendations', () => {
  let server: FastifyInstance;
  let asked: ModelAsk[];

  beforeEach(async () => {
    asked = [];
    server = Fastify();
    await server.register((instance) =>
      algoliaRecommendRoutes(instance, {
        limit: blockingLimit,
        recommend: {
          modelProducts: (shopKey, ask) => {
            if (shopKey !== KEY) return Promise.reject(new AppError('shop-not-found'));
            asked.push(ask);
            return Promise.resolve(ask.max === 0 ? [] : [hit('p2'), hit('p3')]);
          },
        },
      }),
    );
  });
  afterEach(() => server.close());

  const post = (
    body: string,
    url = `/1/indexes/*/recommendations?x-algolia-application-id=trova&x-algolia-api-key=${KEY}`,
    headers: Record<string, string> = {},
  ) =>
    server.inject({
      method: 'POST',
      url,
      payload: body,
      headers: { 'content-type': 'text/plain', ...headers },
    });

  it('answers a text/plain body with one result a request, in order', async () => {
    const body = JSON.stringify({
      requests: [
        { indexName: KEY, model: 'related-products', objectID: 'p1', threshold: 0 },
        { indexName: KEY, model: 'trending-facets', facetName: 'brand', threshold: 0 },
      ],
    });
    const response = await post(body);
    expect(response.statusCode).toBe(200);
    const { results } = response.json<{
      results: { hits: { objectID: string }[]; nbHits: number }[];
    }>();
    expect(results.map((result) => result.hits.map((entry) => entry.objectID))).toEqual([
      ['p2', 'p3'],
      [],
    ]);
    expect(asked[0]).toMatchObject({ productId: 'p1', max: 50 });
  });

  it('takes credentials from headers too, with a JSON content type', async () => {
    const body = JSON.stringify({
      requests: [{ indexName: KEY, model: 'trending-items', threshold: 0 }],
    });
    const response = await post(body, '/1/indexes/*/recommendations', {
      'content-type': 'application/json',
      'x-algolia-application-id': 'trova',
      'x-algolia-api-key': KEY,
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses with {message, status}: credentials 403, another shop’s index 404, bad bodies 400, size 413', async () => {
    const body = (indexName: string) =>
      JSON.stringify({ requests: [{ indexName, model: 'trending-items', threshold: 0 }] });
    const cases: [Awaited<ReturnType<typeof post>>, number][] = [
      [await post(body(KEY), '/1/indexes/*/recommendations?x-algolia-api-key=' + KEY), 403],
      [
        await post(
          body('other'),
          '/1/indexes/*/recommendations?x-algolia-application-id=a&x-algolia-api-key=other',
        ),
        403,
      ],
      [await post(body('key-other:query_suggestions')), 404],
      [await post('{"requests":'), 400],
      [await post(' '.repeat(RECOMMEND_BODY_LIMIT + 1)), 413],
    ];
    for (const [response, status] of cases) {
      expect(response.statusCode).toBe(status);
      const answer = response.json<{ message: unknown; status: unknown }>();
      expect(typeof answer.message).toBe('string');
      expect(answer.status).toBe(status);
    }
  });

  it('answers 429 past the storefront limit', async () => {
    const response = await server.inject({
      method: 'POST',
      url: `/1/indexes/*/recommendations?x-algolia-application-id=a&x-algolia-api-key=${KEY}`,
      payload: '{}',
      remoteAddress: 'blocked',
    });
    expect(response.statusCode).toBe(429);
    expect(response.json<{ status: number }>()).toMatchObject({ status: 429 });
  });
});
