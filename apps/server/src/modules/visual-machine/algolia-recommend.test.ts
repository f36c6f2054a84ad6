import type { SearchHit } from '@trova/contracts';
import { describe, expect, it } from 'vitest';
import { decodeRecommendBody, modelAsk, recommendResult, scoreAt } from './algolia-recommend';

const hit = (id: string, price: number): SearchHit => ({
  header: { externalId: id, imagePrefix: '' },
  data: { title: `T ${id}`, image: [], url: `https://x/${id}`, brand: 'Nike' },
  pricing: { sellingPrice: price, currency: 'EUR' },
});

describe('Algolia Recommend protocol', () => {
  it('reads the body as the clients send it, JSON text or parsed, with defaults and caps', () => {
    const body = {
      requests: [
        { indexName: 'k', model: 'related-products', objectID: 'p1', threshold: 42 },
        { indexName: 'k', model: 'trending-items', maxRecommendations: '500', unknown: true },
      ],
    };
    const decoded = decodeRecommendBody(JSON.stringify(body));
    expect(decoded).toEqual([
      {
        indexName: 'k',
        model: 'related-products',
        objectID: 'p1',
        threshold: 42,
        maxRecommendations: 50,
        facetName: undefined,
        facetValue: undefined,
      },
      expect.objectContaining({ model: 'trending-items', threshold: 0, maxRecommendations: 50 }),
    ]);
    expect(decodeRecommendBody(body)).toEqual(decoded);
  });

  it('refuses a body that is not a list of requests with a 400', () => {
    for (const body of ['{', '{}', { requests: [] }, { requests: [{ model: 'x' }] }, undefined]) {
      expect(() => decodeRecommendBody(body)).toThrow(expect.objectContaining({ status: 400 }));
    }
    const many = { requests: Array.from({ length: 51 }, () => ({ indexName: 'k' })) };
    expect(() => decodeRecommendBody(many)).toThrow(expect.objectContaining({ status: 400 }));
  });

  it('asks nothing for models Trova has no rules for, nor product models without a product', () => {
    const request = (model: string, objectID?: string) => ({
      indexName: 'k',
      model,
      objectID,
      threshold: 0,
      maxRecommendations: 5,
      facetName: 'brand',
      facetValue: 'Nike',
    });
    expect(modelAsk(request('trending-facets'))).toBeUndefined();
    expect(modelAsk(request('looking-similar', 'p1'))).toBeUndefined();
    expect(modelAsk(request('related-products'))).toBeUndefined();
    expect(modelAsk(request('bought-together', 'p1'))).toMatchObject({ productId: 'p1', max: 5 });
    expect(modelAsk(request('trending-items'))).toMatchObject({ brand: 'Nike', max: 5 });
  });

  it('answers hits with objectID, price and a score by rank, down to the threshold', () => {
    const request = {
      indexName: 'k',
      model: 'related-products',
      objectID: 'p',
      threshold: 99,
      maxRecommendations: 3,
      facetName: undefined,
      facetValue: undefined,
    };
    const result = recommendResult([hit('a', 10), hit('b', 20), hit('c', 30)], request);
    expect(result.hits).toEqual([
      {
        objectID: 'a',
        title: 'T a',
        image: [],
        url: 'https://x/a',
        brand: 'Nike',
        price: 10,
        currency: 'EUR',
        _score: 100,
      },
      expect.objectContaining({ objectID: 'b', _score: 99 }),
    ]);
    expect(result).toMatchObject({ nbHits: 2, page: 0, nbPages: 1, hitsPerPage: 3 });
    expect(scoreAt(200)).toBe(1);
  });
});
