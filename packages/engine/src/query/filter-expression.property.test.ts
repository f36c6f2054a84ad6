import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SearchIndex } from '../index/search-index.js';
import type { EngineDocument, EngineSchema } from '../schema.js';
import type { FacetResult, FilterExpression, SearchQuery } from './types.js';

// A brute-force reference of `where` (packages/engine/DESIGN.md, "Filter expressions"): every
// document is tested against the tree on its own, then the counts are taken over the documents
// passing it and the filters (a facet's own filter left out).

// More tags than facet lanes (8), so documents holding more are read from their value lists.
const TAGS = Array.from({ length: 12 }, (_, i) => `t${i}`);
const BRANDS = Array.from({ length: 12 }, (_, i) => `b${i}`);
const CATS = ['Uomo/Scarpe', 'Uomo/Giacche', 'Donna/Scarpe', 'Donna', 'Kids/Scarpe/Running'];
const FIELDS = ['tags', 'brand', 'category', 'price', 'nope'] as const;
/** Values a leaf may name: any facet's, numbers, paths with stray spaces, and unknown ones. */
const POOL = [
  ...TAGS.slice(0, 4),
  ...BRANDS.slice(0, 4),
  'Uomo',
  ' Donna / Scarpe ',
  'Kids/Scarpe',
];
const NUMBERS = ['1', '3', ' 5 ', '', 'x'];

const schema: EngineSchema = {
  searchable: [{ name: 'title', typoTolerance: 0 }],
  facets: [
    { name: 'tags', type: 'string[]' },
    { name: 'brand', type: 'string' },
    { name: 'category', type: 'category' },
    { name: 'price', type: 'number' },
  ],
  languages: [],
};

const docArb = fc.record({
  title: fc.constantFrom('scarpa', 'giacca', 'borsa'),
  tags: fc.uniqueArray(fc.constantFrom(...TAGS), { maxLength: 11 }),
  brand: fc.constantFrom(...BRANDS),
  category: fc.option(fc.constantFrom(...CATS), { nil: undefined }),
  price: fc.option(fc.integer({ min: 1, max: 9 }), { nil: undefined }),
});
type Row = typeof docArb extends fc.Arbitrary<infer T> ? T : never;
type Doc = Row & EngineDocument;

const leafArb = fc.oneof(
  fc.record({
    field: fc.constantFrom(...FIELDS),
    values: fc.subarray([...POOL, ...NUMBERS], { maxLength: 3 }),
  }),
  fc.record({
    field: fc.constantFrom('price', 'price', 'price', 'brand', 'nope'),
    range: fc.record(
      {
        min: fc.integer({ min: 0, max: 10 }),
        max: fc.integer({ min: 0, max: 10 }),
        minExclusive: fc.boolean(),
        maxExclusive: fc.boolean(),
      },
      { requiredKeys: [] },
    ),
  }),
);

const { tree } = fc.letrec((tie) => ({
  tree: fc.oneof({ maxDepth: 5, depthSize: 'small' }, leafArb, tie('and'), tie('or'), tie('not')),
  and: fc.record({ and: fc.array(tie('tree'), { maxLength: 3 }) }),
  or: fc.record({ or: fc.array(tie('tree'), { maxLength: 3 }) }),
  not: fc.record({ not: tie('tree') }),
}));
const whereArb = tree as fc.Arbitrary<FilterExpression>;

type Filters = Partial<{ brand: string[]; price: { min: number; max: number } }>;
const filterArb: fc.Arbitrary<Filters> = fc.record(
  {
    brand: fc.subarray(BRANDS, { minLength: 1, maxLength: 2 }),
    price: fc.record({ min: fc.integer({ min: 0, max: 5 }), max: fc.integer({ min: 4, max: 9 }) }),
  },
  { requiredKeys: [] },
);

function path(v: string): string {
  return v
    .split('/')
    .map((s) => s.trim())
    .filter((s) => s.length > 0)
    .join('/');
}

function valuesOf(d: Doc, field: string): string[] {
  if (field === 'tags') return d.tags;
  if (field === 'brand') return [d.brand];
  if (field === 'category' && d.category !== undefined) {
    const parts = d.category.split('/');
    return parts.map((_, i) => parts.slice(0, i + 1).join('/'));
  }
  return [];
}

function accepts(d: Doc, e: FilterExpression): boolean {
  if ('and' in e) return e.and.every((c) => accepts(d, c));
  if ('or' in e) return e.or.some((c) => accepts(d, c));
  if ('not' in e) return !accepts(d, e.not);
  if ('range' in e) {
    const { min = -Infinity, max = Infinity, minExclusive, maxExclusive } = e.range;
    const v = e.field === 'price' ? d.price : undefined;
    if (v === undefined) return false;
    return (
      (minExclusive === true ? v > min : v >= min) && (maxExclusive === true ? v < max : v <= max)
    );
  }
  if (e.field === 'price') {
    return e.values.some((v) => v.trim() !== '' && d.price !== undefined && Number(v) === d.price);
  }
  const held = valuesOf(d, e.field);
  const key = (v: string): string => (e.field === 'category' ? path(v) : v.trim());
  return e.values.some((v) => held.includes(key(v)));
}

function passes(d: Doc, f: Filters, skip?: string): boolean {
  if (f.brand && skip !== 'brand' && !f.brand.includes(d.brand)) return false;
  if (f.price && skip !== 'price') {
    if (d.price === undefined || d.price < f.price.min || d.price > f.price.max) return false;
  }
  return true;
}

function naiveFacets(docs: Doc[], f: Filters): Record<string, FacetResult> {
  const out: Record<string, FacetResult> = {};
  for (const name of ['tags', 'brand', 'category'] as const) {
    const counts = new Map<string, number>();
    for (const d of docs.filter((x) => passes(x, f, name))) {
      for (const v of valuesOf(d, name)) counts.set(v, (counts.get(v) ?? 0) + 1);
    }
    const values = [...counts]
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .map(([value, count]) => ({ value, count }));
    out[name] =
      name === 'category'
        ? {
            type: 'category',
            values: values.map((v) => ({ ...v, depth: v.value.split('/').length - 1 })),
          }
        : { type: name === 'tags' ? 'string[]' : 'string', values };
  }
  const prices = docs.filter((x) => passes(x, f, 'price') && x.price !== undefined);
  const ps = prices.map((x) => x.price ?? 0);
  out.price = {
    type: 'number',
    min: ps.length > 0 ? Math.min(...ps) : null,
    max: ps.length > 0 ? Math.max(...ps) : null,
    count: ps.length,
    sum: ps.reduce((a, b) => a + b, 0),
  };
  return out;
}

function textOk(d: Doc, q: string): boolean {
  return q === '' || (q === 'gia' ? d.title.startsWith(q) : d.title === q);
}

/** The index, after upserts, a replaced document and a deletion: dead documents take part. */
function incremental(docs: Doc[]): SearchIndex {
  const half = Math.floor(docs.length / 2);
  const index = SearchIndex.build(schema, docs.slice(0, half));
  for (const d of docs.slice(half)) index.upsert(d);
  if (docs.length > 0) index.upsert({ ...docs[0]! });
  index.upsert({ id: 'gone', title: 'scarpa', tags: TAGS, brand: 'b0', price: 3 });
  index.delete('gone');
  return index;
}

describe('where against a brute-force reference', () => {
  it('agrees on hits, totals and facet counts, with filters, text and dead documents', () => {
    const queryArb = fc.record({
      where: whereArb,
      filters: filterArb,
      q: fc.constantFrom('', '', 'scarpa', 'gia'),
    });
    fc.assert(
      fc.property(
        fc.array(docArb, { maxLength: 40 }),
        fc.array(queryArb, { minLength: 1, maxLength: 3 }),
        fc.boolean(),
        (rows, queries, fresh) => {
          const docs: Doc[] = rows.map((r, i) => ({ ...r, id: `d${i}` }));
          // Top lists for every word, so a one-word search could be answered from them.
          const lists = { topLists: { minPostings: 1, size: 1000 } };
          const index = fresh ? SearchIndex.build(schema, docs, lists) : incremental(docs);
          // Each also negated, so a kept text-less answer must be told apart by its tree.
          const negated = queries.map((x) => ({ ...x, where: { not: x.where } }));
          for (const { where, filters, q } of [...queries, ...negated, ...queries]) {
            const query: SearchQuery = {
              q,
              where,
              filters,
              limit: 1000,
              maxValuesPerFacet: 1000,
            };
            const res = index.search(query);
            const matching = docs.filter((d) => textOk(d, q) && accepts(d, where));
            const expected = matching.filter((d) => passes(d, filters)).map((d) => d.id);
            expect(res.hits.map((h) => h.id).sort()).toEqual(expected.sort());
            expect(res.total).toBe(expected.length);
            expect(res.facets).toEqual(naiveFacets(matching, filters));
          }
        },
      ),
      { numRuns: 100, seed: 35 },
    );
  });
});
