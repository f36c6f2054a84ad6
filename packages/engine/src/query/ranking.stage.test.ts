import { describe, expect, it } from 'vitest';
import { SearchIndex } from '../index/search-index.js';
import type { EngineSchema } from '../schema.js';

const schema: EngineSchema = {
  searchable: [{ name: 'title' }],
  sortable: [{ name: 'price', type: 'number' }],
  popularityField: 'popularity',
};
const index = SearchIndex.build(schema, [
  { id: 'popular', title: 'lamp', popularity: 50 },
  { id: 'cheap', title: 'lamp', price: 10, popularity: 0 },
  { id: 'plain', title: 'lamp', popularity: 0 },
  { id: 'dear', title: 'lamp', price: 90, popularity: 0 },
]);
const ids = (order: 'asc' | 'desc'): string[] =>
  index.search({ q: 'lamp', sort: [{ field: 'price', order }] }).hits.map((h) => h.id);

describe('the ranking stage with a sort', () => {
  it('puts products without the sorted value last, in either direction', () => {
    expect(ids('asc').slice(0, 2)).toEqual(['cheap', 'dear']);
    expect(ids('desc').slice(0, 2)).toEqual(['dear', 'cheap']);
  });

  it('lets relevance order the products that all miss the sorted value', () => {
    expect(ids('asc').slice(2)).toEqual(['popular', 'plain']);
    expect(ids('desc').slice(2)).toEqual(['popular', 'plain']);
  });

  it('ranks the merchandising tiers above the sort when merchandising applies', () => {
    const merchandising = { boost: ['plain'], bury: ['cheap'], applyWhenSorted: true };
    const hits = index.search({ q: 'lamp', sort: [{ field: 'price' }], merchandising }).hits;
    expect(hits.map((h) => h.id)).toEqual(['plain', 'dear', 'popular', 'cheap']);
  });
});
