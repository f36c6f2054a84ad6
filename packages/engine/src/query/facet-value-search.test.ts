import { describe, expect, it } from 'vitest';
import { SearchIndex } from '../index/search-index.js';
import { EngineError, type EngineSchema } from '../schema.js';
import { prefixHighlights } from './facet-value-search.js';

const schema: EngineSchema = {
  searchable: [{ name: 'title' }],
  facets: [
    { name: 'brand', type: 'string' },
    { name: 'tags', type: 'string[]' },
    { name: 'category', type: 'category' },
    { name: 'price', type: 'number' },
  ],
  languages: [],
};

const docs = [
  { id: 'a', title: 'scarpa', brand: 'Nike', tags: ['Air Max'], category: 'Uomo/Scarpe', price: 1 },
  { id: 'b', title: 'scarpa', brand: 'Nike', tags: ['Caffè Crème'], category: 'Donna/Scarpe' },
  { id: 'c', title: 'giacca', brand: 'New Balance', tags: ['Straße'], category: 'Donna' },
  { id: 'd', title: 'scarpa', brand: 'Puma', tags: ['air'], category: 'Uomo' },
];

describe('searchFacetValues', () => {
  const index = SearchIndex.build(schema, docs);

  it('keeps values a word of which the query starts, by count, with the matched prefixes', () => {
    expect(index.searchFacetValues({}, 'brand', 'n', 10)).toEqual([
      { value: 'Nike', count: 2, highlights: [[0, 1]] },
      { value: 'New Balance', count: 1, highlights: [[0, 1]] },
    ]);
    expect(index.searchFacetValues({}, 'brand', 'BAL', 10)).toEqual([
      { value: 'New Balance', count: 1, highlights: [[4, 7]] },
    ]);
    expect(index.searchFacetValues({}, 'brand', '', 1)).toEqual([
      { value: 'Nike', count: 2, highlights: [] },
    ]);
  });

  it('counts under the query text, filters (own facet left out) and where', () => {
    expect(index.searchFacetValues({ q: 'scarpa' }, 'brand', 'n', 10)).toEqual([
      { value: 'Nike', count: 2, highlights: [[0, 1]] },
    ]);
    const filtered = { q: 'scarpa', filters: { brand: ['Puma'] } };
    expect(index.searchFacetValues(filtered, 'brand', 'n', 10)).toHaveLength(1);
    const where = { q: 'scarpa', where: { field: 'category', values: ['Uomo'] } };
    expect(index.searchFacetValues(where, 'tags', 'air', 10)).toEqual([
      { value: 'Air Max', count: 1, highlights: [[0, 3]] },
      { value: 'air', count: 1, highlights: [[0, 3]] },
    ]);
  });

  it('folds accents and ß, and searches category paths', () => {
    expect(index.searchFacetValues({}, 'tags', 'cre caf', 10)).toEqual([
      {
        value: 'Caffè Crème',
        count: 1,
        highlights: [
          [0, 3],
          [6, 9],
        ],
      },
    ]);
    expect(index.searchFacetValues({}, 'tags', 'stras', 10)[0]?.highlights).toEqual([[0, 5]]);
    expect(index.searchFacetValues({}, 'category', 'sc', 10).map((v) => v.value)).toEqual([
      'Donna/Scarpe',
      'Uomo/Scarpe',
    ]);
  });

  it('refuses a facet the schema lacks and a number facet', () => {
    const code = (facet: string): string | null => {
      try {
        index.searchFacetValues({}, facet, 'a', 10);
        return null;
      } catch (e) {
        return e instanceof EngineError ? e.code : String(e);
      }
    };
    expect(code('size')).toBe('facet_unknown_field');
    expect(code('price')).toBe('facet_not_searchable');
  });
});

describe('prefixHighlights', () => {
  it('covers a letter folded to several when the prefix ends inside it', () => {
    expect(prefixHighlights('Straße', ['stras'])).toEqual([[0, 5]]);
    expect(prefixHighlights('Maß', ['mas'])).toEqual([[0, 3]]);
    expect(prefixHighlights('Über-Jacke', ['ja', 'u'])).toEqual([
      [0, 1],
      [5, 7],
    ]);
    expect(prefixHighlights('Nike', ['ni', 'x'])).toBeNull();
  });
});
