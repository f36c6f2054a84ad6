import { describe, expect, it } from 'vitest';
import { SearchIndex } from '../index/search-index.js';
import { EngineError, type EngineDocument, type EngineSchema } from '../schema.js';
import { MAX_FILTER_DEPTH, MAX_FILTER_NODES } from './filter-expression.js';
import type { FilterExpression, SearchQuery } from './types.js';

const schema: EngineSchema = {
  searchable: [{ name: 'title' }],
  facets: [
    { name: 'brand', type: 'string' },
    { name: 'colors', type: 'string[]' },
    { name: 'category', type: 'category' },
    { name: 'price', type: 'number' },
  ],
  languages: [],
};

const docs = [
  {
    id: 'a',
    title: 'scarpa',
    brand: 'Nike',
    colors: ['rosso'],
    category: 'Uomo/Scarpe',
    price: 50,
  },
  {
    id: 'b',
    title: 'scarpa',
    brand: 'Puma',
    colors: ['blu', 'rosso'],
    category: 'Donna',
    price: 100,
  },
  { id: 'c', title: 'giacca', brand: 'Nike', colors: [], category: 'Uomo/Giacche', price: 150 },
  { id: 'd', title: 'borsa', brand: 'Asics', colors: ['nero'] },
];

function ids(index: SearchIndex, query: SearchQuery): string[] {
  return index
    .search({ limit: 100, ...query })
    .hits.map((h) => h.id)
    .sort();
}

function nested(depth: number): FilterExpression {
  let e: FilterExpression = { field: 'brand', values: ['Nike'] };
  for (let i = 1; i < depth; i++) e = { not: e };
  return e;
}

function codeOf(run: () => unknown): string | null {
  try {
    run();
    return null;
  } catch (e) {
    return e instanceof EngineError ? e.code : String(e);
  }
}

describe('where', () => {
  const index = SearchIndex.build(schema, docs);

  it('combines and, or and not over value and range leaves', () => {
    const where: FilterExpression = {
      or: [
        {
          and: [
            { field: 'brand', values: ['Nike'] },
            { not: { field: 'colors', values: ['rosso'] } },
          ],
        },
        { field: 'price', range: { min: 100, max: 100 } },
      ],
    };
    expect(ids(index, { where })).toEqual(['b', 'c']);
    expect(ids(index, { where: { and: [] } })).toEqual(['a', 'b', 'c', 'd']);
    expect(ids(index, { where: { or: [] } })).toEqual([]);
  });

  it('matches category subtrees, exclusive bounds and numbers named as values', () => {
    expect(ids(index, { where: { field: 'category', values: [' Uomo '] } })).toEqual(['a', 'c']);
    const open = { min: 50, max: 150, minExclusive: true, maxExclusive: true };
    expect(ids(index, { where: { field: 'price', range: open } })).toEqual(['b']);
    expect(ids(index, { where: { field: 'price', range: { min: 100 } } })).toEqual(['b', 'c']);
    expect(ids(index, { where: { field: 'price', values: ['50', '150', ''] } })).toEqual([
      'a',
      'c',
    ]);
    // A document without a price is in no range, so in every range's negation.
    expect(ids(index, { where: { not: { field: 'price', range: {} } } })).toEqual(['d']);
  });

  it('matches nothing on a facet the schema lacks, so its negation matches everything', () => {
    expect(ids(index, { where: { field: 'size', values: ['42'] } })).toEqual([]);
    expect(ids(index, { where: { not: { field: 'size', range: { min: 1 } } } })).toHaveLength(4);
    expect(ids(index, { where: { field: 'brand', range: { min: 1 } } })).toEqual([]);
  });

  it('is ANDed with filters and counts facets over the documents passing it', () => {
    const res = index.search({
      filters: { brand: ['Nike'] },
      where: { field: 'colors', values: ['rosso'] },
      facets: ['brand'],
    });
    expect(res.hits.map((h) => h.id)).toEqual(['a']);
    // `filters` stay disjunctive for their own facet (Puma counts); `where` never is (no Asics).
    expect(res.facets.brand).toEqual({
      type: 'string',
      values: [
        { value: 'Nike', count: 1 },
        { value: 'Puma', count: 1 },
      ],
    });
  });

  it('is never answered from a kept browse or a top list that ignores it', () => {
    const listed = SearchIndex.build(schema, docs, { topLists: { minPostings: 1 } });
    for (const q of ['', 'scarpa']) {
      expect(ids(listed, { q })).not.toEqual([]);
      expect(ids(listed, { q, where: { or: [] } })).toEqual([]);
      expect(ids(listed, { q, where: { field: 'brand', values: ['Puma'] } })).toEqual(['b']);
    }
  });

  it('takes a 32nd filter bit beside 31 filters', () => {
    const many: EngineSchema = {
      searchable: [{ name: 'title' }],
      facets: Array.from({ length: 31 }, (_, i) => ({ name: `f${i}`, type: 'string' as const })),
    };
    const row = (id: string, v: string): EngineDocument => ({
      id,
      title: 'x',
      ...Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`f${i}`, v])),
    });
    const wide = SearchIndex.build(many, [row('p', 'a'), row('q', 'a'), row('r', 'b')]);
    const filters = Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`f${i}`, ['a', 'b']]));
    const res = wide.search({ filters, where: { not: { field: 'f0', values: ['b'] } } });
    expect(res.hits.map((h) => h.id).sort()).toEqual(['p', 'q']);
    expect(res.facets.f3).toEqual({ type: 'string', values: [{ value: 'a', count: 2 }] });
  });

  it(`nests ${MAX_FILTER_DEPTH} deep, and throws a clear error beyond, however deep`, () => {
    expect(codeOf(() => index.search({ where: nested(MAX_FILTER_DEPTH) }))).toBeNull();
    expect(codeOf(() => index.search({ where: nested(MAX_FILTER_DEPTH + 1) }))).toBe(
      'filter_too_deep',
    );
    expect(codeOf(() => index.search({ where: nested(200_000) }))).toBe('filter_too_deep');
  });

  it(`takes ${MAX_FILTER_NODES} nodes and refuses more, or a node of no known shape`, () => {
    const leaf: FilterExpression = { field: 'brand', values: ['Nike'] };
    const of = (n: number): FilterExpression => ({ or: Array.from({ length: n - 1 }, () => leaf) });
    expect(codeOf(() => index.search({ where: of(MAX_FILTER_NODES) }))).toBeNull();
    expect(codeOf(() => index.search({ where: of(MAX_FILTER_NODES + 1) }))).toBe(
      'filter_too_large',
    );
    const bad = { field: 'brand' } as unknown as FilterExpression;
    expect(codeOf(() => index.search({ where: { and: [bad] } }))).toBe('filter_bad_expression');
  });
});
