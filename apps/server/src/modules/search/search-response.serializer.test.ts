import { QUERY_ID_PATTERN, searchResponseSchema, type SearchResponse } from '@trova/contracts';
import { describe, expect, it } from 'vitest';
import {
  newQueryId,
  resultCountOf,
  serializeSearchResponse,
  withQueryId,
} from './search-response.serializer';

const hit = (
  id: string,
  data: Record<string, unknown> = {},
): SearchResponse['results'][number] => ({
  header: { externalId: id, imagePrefix: '' },
  data: { title: `Scarpa ${id}`, image: [`https://cdn.example/${id}.jpg`], url: '', ...data },
  pricing: { sellingPrice: 89.9, currency: 'EUR' },
});

const ANSWERS: Record<string, SearchResponse> = {
  empty: { results: [], results_count: 0, stats: {} },
  full: {
    results: [
      hit('p1', { description: 'Leggera', brand: 'Nike', availability: 'in_stock' }),
      // Optional fields the service leaves undefined are absent from the JSON, as in the parse.
      hit('p2', { description: undefined, brand: undefined }),
      { ...hit('p3'), pricing: { sellingPrice: 0, currency: null } },
      // Results fields of the shop's setup: text, numbers, lists of text.
      hit('p4', { color: 'Nero', size: '42', price: 89.9, categories: ['Donna', 'Donna/Scarpe'] }),
    ],
    results_count: 1234,
    stats: {
      brand: { Nike: 2, 'Levi"s': 1, 'Caffè ☕ \u2028': 1 },
      categories: { Donna: 3, 'Donna/Scarpe': 2 },
      price: { min: 0, max: 129.5 },
    },
    didYouMean: 'scarpe',
  },
  noPriceRange: { results: [], results_count: 0, stats: { price: { min: null, max: null } } },
  // highlight=1, and explain with a preview token (docs/product/search-api.md#highlights).
  preview: {
    results: [
      {
        ...hit('p5'),
        highlights: { title: [[0, 6]], brand: [] },
        explain: {
          decidedBy: 'typo',
          rules: { words: 2, typo: 30, availability: 1 },
          matchedFields: ['title', 'brand'],
          typos: 1,
        },
      },
    ],
    results_count: 1,
    stats: {},
  },
};

describe('serializeSearchResponse', () => {
  it.each(Object.entries(ANSWERS))('writes %s exactly as the contract parse would', (_, answer) => {
    expect(JSON.parse(serializeSearchResponse(answer))).toEqual(
      JSON.parse(JSON.stringify(searchResponseSchema.parse(answer))),
    );
  });
});

describe('queryID and result count on the serialised answer', () => {
  it.each(Object.entries(ANSWERS))('reads the count of %s and appends a queryID', (_, answer) => {
    const json = serializeSearchResponse(answer);
    expect(resultCountOf(json)).toBe(answer.results_count);
    const queryId = newQueryId();
    expect(queryId).toMatch(QUERY_ID_PATTERN);
    const sent = JSON.parse(withQueryId(json, queryId)) as unknown;
    expect(searchResponseSchema.parse(sent)).toEqual({
      ...searchResponseSchema.parse(answer),
      queryID: queryId,
    });
  });

  it('issues a different queryID each time, of 32 hex characters', () => {
    // More ids than one draw of random bytes holds, so the pool is refilled on the way.
    const ids = Array.from({ length: 1000 }, newQueryId);
    expect(new Set(ids).size).toBe(1000);
    expect(ids.every((id) => /^[0-9a-f]{32}$/.test(id))).toBe(true);
  });
});
