import { SearchIndex, type EngineSchema, type FilterExpression } from '@trova/engine';
import { describe, expect, it } from 'vitest';
import { simpleFilters } from './algolia-simple-filters';

const FACETS = [
  { name: 'brand', type: 'string' as const },
  { name: 'categories', type: 'category' as const },
  { name: 'price', type: 'number' as const },
];

describe('a where as the engine plain filters', () => {
  it('turns ANDed value lists and inclusive ranges into filters, merging two bounds', () => {
    const where = {
      and: [
        {
          or: [
            { field: 'brand', values: ['A'] },
            { field: 'brand', values: ['B'] },
          ],
        },
        { and: [{ field: 'categories', values: ['Donna/Scarpe'] }] },
        { field: 'price', range: { min: 10 } },
        { field: 'price', range: { max: 90 } },
      ],
    };
    expect(simpleFilters(where, FACETS)).toEqual({
      brand: ['A', 'B'],
      categories: ['Donna/Scarpe'],
      price: { min: 10, max: 90 },
    });
  });

  it('keeps the where for what plain filters cannot say', () => {
    const brand = { field: 'brand', values: ['A'] };
    for (const where of [
      { not: brand },
      { or: [brand, { field: 'categories', values: ['Donna'] }] },
      { and: [brand, { field: 'brand', values: ['B'] }] },
      { field: 'price', range: { min: 10, minExclusive: true } },
      { field: 'gone', values: ['x'] },
      { field: 'price', values: ['10'] },
    ]) {
      expect(simpleFilters(where, FACETS)).toBeUndefined();
    }
  });
});

/** A seeded generator (mulberry32), so a failing case comes back the same. */
function random(seed: number): (n: number) => number {
  let t = seed;
  return (n) => {
    t = (t + 0x6d2b79f5) | 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return Math.floor((((r ^ (r >>> 14)) >>> 0) / 4294967296) * n);
  };
}

const BRANDS = ['A', 'B', 'C'];
const COLORS = ['red', 'blue', 'green'];
const PATHS = ['Donna', 'Donna/Scarpe', 'Uomo/Scarpe', 'Uomo/Giacche'];
const pick = <T>(next: (n: number) => number, list: readonly T[]): T => list[next(list.length)]!;

/** An AND of per-field ORs of value lists and inclusive price ranges: what `simpleFilters` takes. */
function simpleWhere(next: (n: number) => number): FilterExpression {
  const terms: FilterExpression[] = [];
  for (const field of ['brand', 'color', 'categories', 'price']) {
    if (next(2) === 0) continue;
    if (field === 'price') {
      terms.push({ field, range: next(2) === 0 ? { min: next(60) } : { max: 20 + next(80) } });
      if (next(2) === 0) terms.push({ field, range: { min: next(40), max: 40 + next(60) } });
      continue;
    }
    const list = field === 'brand' ? BRANDS : field === 'color' ? COLORS : PATHS;
    const leaves = Array.from({ length: 1 + next(3) }, () => ({
      field,
      values: [pick(next, list)],
    }));
    terms.push(leaves.length === 1 && next(2) === 0 ? leaves[0]! : { or: leaves });
  }
  return { and: terms };
}

describe('plain filters counted conjunctively against the where they come from', () => {
  const schema: EngineSchema = {
    searchable: [{ name: 'title' }],
    facets: [...FACETS, { name: 'color', type: 'string[]' }],
    sortable: [{ name: 'price', type: 'number' }],
  };
  const next = random(35);
  const documents = Array.from({ length: 60 }, (_, i) => ({
    id: `p${i}`,
    title: pick(next, ['scarpa rossa', 'scarpa', 'giacca']),
    brand: pick(next, BRANDS),
    color: COLORS.filter(() => next(2) === 0),
    categories: pick(next, PATHS),
    ...(next(5) === 0 ? {} : { price: next(100) }),
  }));
  const index = SearchIndex.build(schema, documents);

  it('give the same hits, totals, counts and stats on random simple filters', () => {
    for (let run = 0; run < 300; run++) {
      const where = simpleWhere(next);
      const filters = simpleFilters(where, schema.facets ?? []);
      expect(filters).toBeDefined();
      const base = {
        q: pick(next, ['', 'scarpa', 'sca']),
        limit: 1 + next(30),
        offset: next(3),
        maxValuesPerFacet: 100,
        ...(next(3) === 0 ? { sort: [{ field: 'price', order: 'asc' as const }] } : {}),
      };
      const viaWhere = index.search({ ...base, where });
      const viaFilters = index.search({ ...base, filters, facetCounting: 'conjunctive' });
      expect(viaFilters).toEqual(viaWhere);
    }
  });
});
