import { describe, expect, it } from 'vitest';
import { deserializeIndex, serializeIndex } from '../index/index-serializer.js';
import { SearchIndex } from '../index/search-index.js';
import { splitSchema } from '../query-settings.js';
import type { EngineSchema } from '../schema.js';

const schema: EngineSchema = {
  searchable: [{ name: 'title' }],
  facets: [
    { name: 'brand', type: 'string' },
    { name: 'price', type: 'number', counted: false },
    { name: 'categories', type: 'category', counted: false },
  ],
  sortable: [{ name: 'price', type: 'number' }],
};
const docs = [
  { id: 'a', title: 'scarpa', brand: 'Alpha', price: 10, categories: ['Donna/Scarpe'] },
  { id: 'b', title: 'scarpa', brand: 'Beta', price: 50, categories: ['Uomo/Scarpe'] },
  { id: 'c', title: 'borsa', brand: 'Alpha', price: 90, categories: ['Donna/Borse'] },
];

describe('filter-only facets', () => {
  const index = SearchIndex.build(schema, docs);
  const ids = (result: ReturnType<SearchIndex['search']>) => result.hits.map((hit) => hit.id);

  it('filter like any facet, with or without text, but are counted only when named', () => {
    for (const q of ['', 'scarpa']) {
      const ranged = index.search({ q, filters: { price: { min: 20 } } });
      expect(ids(ranged).sort()).toEqual(q === '' ? ['b', 'c'] : ['b']);
      expect(Object.keys(ranged.facets)).toEqual(['brand']);
      const donna = index.search({ q, filters: { categories: ['Donna'] } });
      expect(ids(donna).sort()).toEqual(q === '' ? ['a', 'c'] : ['a']);
    }
    const named = index.search({ facets: ['brand', 'price'] });
    expect(named.facets.price).toEqual({ type: 'number', min: 10, max: 90, count: 3, sum: 150 });
  });

  it('stay filter-only through the index schema and a stored index', () => {
    expect(splitSchema(schema).index.facets?.[1]).toEqual({
      name: 'price',
      type: 'number',
      counted: false,
    });
    const loaded = deserializeIndex(serializeIndex(index), {
      querySettings: splitSchema(schema).query,
    });
    const result = loaded.search({ filters: { price: { max: 20 } } });
    expect(ids(result)).toEqual(['a']);
    expect(Object.keys(result.facets)).toEqual(['brand']);
  });
});
