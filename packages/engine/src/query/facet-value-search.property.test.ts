import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldText } from '../analysis/normalize.js';
import { SearchIndex } from '../index/search-index.js';
import type { EngineDocument, EngineSchema } from '../schema.js';
import type { FacetValueHit, FilterExpression, SearchQuery } from './types.js';

// A naive reference of facet value search: counts taken document by document under the query's
// text, filters (a facet's own left out) and `where`; a value kept when each folded query word
// starts one of its words; highlights found by folding the value's words letter by letter.

const BRANDS = [
  'Nike',
  'New Balance',
  'Nike SB',
  'Caffè Crème',
  'Straße',
  'Über-Jacke',
  'ÆON',
  'Maß',
];
const TAGS = ['air', 'Air Max', 'max', 'nero', 'Nero Opaco', 'crema', 'strass', 'ubi', 'Große'];
const CATS = ['Uomo/Scarpe', 'Donna/Scarpe', 'Donna/Borse', 'Uomo', 'Scarpe Running/Trail'];
const QUERIES = ['', 'n', 'ni', 'NE', 'air', 'a m', 'max a', 'caf', 'cre', 'stras', 'strass'];
const MORE = ['ss', 'ü', 'ube', 'ja', 'ae', 'do sc', 'scarpe', 'tr', 'x', 'nero o', 'ne ne'];
const FACETS = ['brand', 'tags', 'category'] as const;
/** A prefix of a word of some value: as written, or folded (it may end inside a folded `ß`). */
const prefixArb = fc
  .tuple(
    fc.constantFrom(...[...BRANDS, ...TAGS, ...CATS].flatMap((v) => v.split(/[^\p{L}]+/u))),
    fc.integer({ min: 1, max: 6 }),
    fc.boolean(),
  )
  .map(([word, n, folded]) => (folded ? foldText(word) : word).slice(0, n));

const schema: EngineSchema = {
  searchable: [{ name: 'title', typoTolerance: 0 }],
  facets: [
    { name: 'brand', type: 'string' },
    { name: 'tags', type: 'string[]' },
    { name: 'category', type: 'category' },
  ],
  languages: [],
};

const docArb = fc.record({
  title: fc.constantFrom('scarpa', 'giacca'),
  brand: fc.constantFrom(...BRANDS),
  tags: fc.uniqueArray(fc.constantFrom(...TAGS), { maxLength: 4 }),
  category: fc.constantFrom(...CATS),
});
type Doc = (typeof docArb extends fc.Arbitrary<infer T> ? T : never) & EngineDocument;

function valuesOf(d: Doc, facet: (typeof FACETS)[number]): string[] {
  if (facet === 'brand') return [d.brand];
  if (facet === 'tags') return d.tags;
  const parts = d.category.split('/');
  return parts.map((_, i) => parts.slice(0, i + 1).join('/'));
}

/** Each word of `value` (letters and digits of the original) a query word starts, covered. */
function naiveHighlights(value: string, words: string[]): [number, number][] | null {
  const ranges: [number, number][] = [];
  const found = new Set<string>();
  for (const m of value.matchAll(/[\p{L}\p{N}]+/gu)) {
    let end = 0;
    for (const w of words) {
      if (!foldText(m[0]).startsWith(w)) continue;
      found.add(w);
      let k = 1;
      while (foldText(m[0].slice(0, k)).length < w.length) k++;
      end = Math.max(end, k);
    }
    if (end > 0) ranges.push([m.index, m.index + end]);
  }
  return words.every((w) => found.has(w)) ? ranges : null;
}

function naive(
  docs: Doc[],
  q: string,
  brands: string[] | undefined,
  where: string | undefined,
  facet: (typeof FACETS)[number],
  facetQuery: string,
  limit: number,
): FacetValueHit[] {
  const counts = new Map<string, number>();
  for (const d of docs) {
    if (q !== '' && d.title !== q) continue;
    if (brands !== undefined && facet !== 'brand' && !brands.includes(d.brand)) continue;
    if (where !== undefined && !d.tags.includes(where)) continue;
    for (const v of valuesOf(d, facet)) counts.set(v, (counts.get(v) ?? 0) + 1);
  }
  const words = foldText(facetQuery)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return [...counts]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .flatMap(([value, count]) => {
      const highlights = naiveHighlights(value, words);
      return highlights === null ? [] : [{ value, count, highlights }];
    })
    .slice(0, limit);
}

describe('searchFacetValues against a naive reference', () => {
  it('agrees on values, counts, order and highlights', () => {
    fc.assert(
      fc.property(
        fc.array(docArb, { maxLength: 40 }),
        fc.constantFrom('', '', '', 'scarpa'),
        fc.option(fc.subarray(BRANDS, { minLength: 1, maxLength: 2 }), { nil: undefined }),
        fc.option(fc.constantFrom(...TAGS), { nil: undefined }),
        fc.constantFrom(...FACETS),
        fc.oneof(
          { arbitrary: fc.constantFrom(...QUERIES, ...MORE), weight: 1 },
          { arbitrary: prefixArb, weight: 2 },
        ),
        fc.integer({ min: 0, max: 6 }),
        (rows, q, brands, tag, facet, facetQuery, limit) => {
          const docs: Doc[] = rows.map((r, i) => ({ ...r, id: `d${i}` }));
          const index = SearchIndex.build(schema, docs);
          const where: FilterExpression | undefined =
            tag === undefined ? undefined : { field: 'tags', values: [tag] };
          const query: SearchQuery = { q };
          if (brands !== undefined) query.filters = { brand: brands };
          if (where !== undefined) query.where = where;
          expect(index.searchFacetValues(query, facet, facetQuery, limit)).toEqual(
            naive(docs, q, brands, tag, facet, facetQuery, limit),
          );
        },
      ),
      { numRuns: 200, seed: 35 },
    );
  });
});
