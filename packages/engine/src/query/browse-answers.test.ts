import { describe, expect, it } from 'vitest';
import { SearchIndex } from '../index/search-index.js';
import { BrowseAnswers, browseKey } from './browse-answers.js';
import type { SearchQuery } from './types.js';

const index = SearchIndex.build(
  { searchable: [{ name: 'title' }], facets: [{ name: 'brand', type: 'string' }] },
  [
    { id: 'a', title: 'scarpa', brand: 'Nike' },
    { id: 'b', title: 'borsa', brand: 'Asics' },
  ],
);
const { store } = index.parts();
const facets = { brand: { type: 'string' as const, values: [{ value: 'Nike', count: 1 }] } };

describe('BrowseAnswers', () => {
  it('forgets the least recently used answer beyond its capacity', () => {
    const memo = new BrowseAnswers(2).at(0, null);
    memo.keep('x', Int32Array.of(0), 1, facets);
    memo.keep('y', Int32Array.of(1), 1, facets);
    expect(memo.read('x', store, 0, 10)?.hits.map((h) => h.id)).toEqual(['a']);
    memo.keep('z', Int32Array.of(0, 1), 2, facets);
    expect(memo.read('y', store, 0, 10)).toBeNull();
    expect(memo.read('x', store, 0, 10)).not.toBeNull();
    expect(memo.size).toBe(2);
  });

  it('is emptied when the index state or the settings move', () => {
    const settings = {};
    const memo = new BrowseAnswers().at(3, settings);
    memo.keep('x', Int32Array.of(0), 1, facets);
    expect(memo.at(3, settings).size).toBe(1);
    expect(memo.at(4, settings).size).toBe(0);
    memo.keep('x', Int32Array.of(0), 1, facets);
    expect(memo.at(4, {}).size).toBe(0);
  });

  it('keeps nothing with a capacity of 0 or a meaningless one', () => {
    for (const capacity of [0, -1, Number.NaN]) {
      const memo = new BrowseAnswers(capacity).at(0, null);
      memo.keep('x', Int32Array.of(0), 1, facets);
      expect(memo.read('x', store, 0, 10)).toBeNull();
    }
  });

  it('answers a page past its kept order only when that order is the whole list', () => {
    const memo = new BrowseAnswers().at(0, null);
    memo.keep('short', Int32Array.of(0), 5, facets);
    memo.keep('whole', Int32Array.of(0, 1), 2, facets);
    expect(memo.read('short', store, 0, 1)?.total).toBe(5);
    expect(memo.read('short', store, 0, 2)).toBeNull();
    expect(memo.read('whole', store, 1, 20)?.hits.map((h) => h.id)).toEqual(['b']);
  });
});

describe('browseKey', () => {
  it('tells apart what changes a text-less answer, numbers that JSON would confuse included', () => {
    const queries: SearchQuery[] = [
      {},
      { filters: { brand: ['Nike'] } },
      { filters: { brand: ['Nike'] }, sort: [{ field: 'price' }] },
      { facets: ['brand'] },
      { maxValuesPerFacet: 5 },
      { maxValuesPerFacet: Number.NaN },
      { maxValuesPerFacet: Infinity },
      { filters: { price: { min: Number.NaN } } },
      { filters: { price: { min: -Infinity } } },
    ];
    const keys = queries.map((query) => browseKey(query));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('ignores the page, which is read from the kept order', () => {
    expect(browseKey({ offset: 12, limit: 12 })).toBe(browseKey({}));
  });
});
