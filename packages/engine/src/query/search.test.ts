import { describe, expect, it } from 'vitest';
import { SearchIndex } from '../index/search-index.js';
import { products, schema } from '../test-fixtures/catalogue.fixture.js';

const index = SearchIndex.build(schema, products);
const ids = (q: Parameters<SearchIndex['search']>[0]): string[] =>
  index.search({ limit: 50, ...q }).hits.map((h) => h.id);

describe('matching', () => {
  it('matches the last word as a prefix unless prefix is off', () => {
    expect(ids({ q: 'giac' })).toEqual(['p5']);
    expect(ids({ q: 'giac', prefix: false })).toEqual([]);
  });

  it('tolerates typos per field and never in code fields', () => {
    expect(ids({ q: 'salomn' })).toEqual(['p6', 'p5']);
    expect(ids({ q: 'impermeabil', prefix: false })).toEqual(['p5']);
    expect(ids({ q: 'sk-1004' })).toEqual(['p5']);
    expect(ids({ q: 'sk-1094', prefix: false })).toEqual([]);
  });

  it('finds codes whole and in parts', () => {
    expect(ids({ q: 'SK-1002' })).toEqual(['p3']);
    expect(ids({ q: '1002' })).toEqual(['p3']);
  });

  it('matches stems, synonyms (also multi-word) and drops stop words', () => {
    expect(ids({ q: 'scarpa', prefix: false })).toEqual(['p6', 'p2', 'p1', 'p10']);
    expect(ids({ q: 'tee' })).toEqual(['p3']);
    expect(ids({ q: 'scarpe da ginnastica' }).slice(0, 2).sort()).toEqual(['p10', 'p2']);
    expect(ids({ q: 'per la' }).length).toBeGreaterThan(0);
  });

  it('folds diacritics in queries and documents', () => {
    expect(ids({ q: 'CAFFE' })).toEqual(['p7']);
    expect(ids({ q: 'caffè' })).toEqual(['p7']);
  });
});

describe('filters, sorting and paging', () => {
  it('ORs values within a facet and ANDs facets, with numeric ranges and category paths', () => {
    expect(ids({ filters: { brand: ['Adidas', 'Salomon'] } }).sort()).toEqual([
      'p10',
      'p2',
      'p5',
      'p6',
    ]);
    expect(ids({ filters: { brand: ['Nike'], colors: ['blu'] } }).sort()).toEqual(['p3', 'p4']);
    expect(ids({ filters: { price: { min: 100, max: 140 } } }).sort()).toEqual(['p1', 'p4', 'p6']);
    expect(ids({ filters: { category: ['Donna/Scarpe'] } }).sort()).toEqual(['p10', 'p2', 'p6']);
  });

  it('sorts by a field with relevance and index order as tie-breakers', () => {
    expect(ids({ q: 'scarpe', sort: [{ field: 'price', order: 'desc' }] })).toEqual([
      'p6',
      'p1',
      'p10',
      'p2',
    ]);
    expect(ids({ sort: [{ field: 'title' }], limit: 3 })).toEqual(['p7', 'p9', 'p5']);
  });

  it('pages with offset and limit and reports the total', () => {
    const all = ids({ sort: [{ field: 'price' }] });
    const page = index.search({ sort: [{ field: 'price' }], offset: 3, limit: 4 });
    expect(page.total).toBe(10);
    expect(page.hits.map((h) => h.id)).toEqual(all.slice(3, 7));
  });
});

describe('facets', () => {
  it('counts disjunctively and reports numeric bounds and category levels', () => {
    const r = index.search({ filters: { brand: ['Nike'] } });
    expect(r.total).toBe(4);
    if (r.facets.brand?.type !== 'string') throw new Error('brand facet missing');
    expect(r.facets.brand.values).toEqual([
      { value: 'Nike', count: 4 },
      { value: 'Adidas', count: 2 },
      { value: 'Salomon', count: 2 },
      { value: 'Ferrino', count: 1 },
      { value: 'Lavazza', count: 1 },
    ]);
    expect(r.facets.price).toMatchObject({ type: 'number', min: 15, max: 129.9, count: 4 });
    expect(r.facets.price?.type === 'number' ? r.facets.price.sum : null).toBeCloseTo(293.4, 9);
    if (r.facets.category?.type !== 'category') throw new Error('category facet missing');
    expect(r.facets.category.values.slice(0, 2)).toEqual([
      { value: 'Uomo', count: 4, depth: 0 },
      { value: 'Uomo/Abbigliamento', count: 2, depth: 1 },
    ]);
  });
});

describe('suggestions and highlights', () => {
  it('suggests a corrected query when nothing matches', () => {
    const r = index.search({ q: 'zaimo', prefix: false });
    expect(r.total).toBe(1);
    const none = index.search({ q: 'zqimo', prefix: false });
    expect(none.total).toBe(0);
    expect(none.didYouMean).toBe('zaino');
  });

  it('returns ranges in the original text', () => {
    const hit = index.search({ q: 'caffe crem' }).hits[0]!;
    expect(hit.highlights).toEqual({
      title: [
        [0, 5],
        [15, 20],
      ],
    });
  });

  it('highlights only the fields a highlight list names, and none for false', () => {
    const all = index.search({ q: 'giacca salomon' }).hits[0]!;
    expect(Object.keys(all.highlights ?? {}).sort()).toEqual(['brand', 'title']);
    const named = index.search({ q: 'giacca salomon', highlight: ['title', 'nope'] }).hits[0]!;
    expect(named.highlights).toEqual({ title: all.highlights?.title });
    expect(index.search({ q: 'giacca', highlight: [] }).hits[0]!.highlights).toEqual({});
    expect(index.search({ q: 'giacca', highlight: false }).hits[0]!.highlights).toBeUndefined();
  });
});
