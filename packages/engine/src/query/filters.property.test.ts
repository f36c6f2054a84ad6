import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SearchIndex } from '../index/search-index.js';
import type { EngineDocument, EngineSchema } from '../schema.js';
import type { FacetResult, FilterValue } from './types.js';

const BRANDS = ['Nike', 'Adidas', 'Puma', 'Asics'];
const COLORS = ['rosso', 'blu', 'nero', 'verde', 'bianco'];
const CATS = ['Uomo/Scarpe', 'Uomo/Giacche', 'Donna/Scarpe', 'Donna', 'Kids/Scarpe/Running'];
const WORDS = ['scarpe', 'giacca', 'corsa', 'trail', 'leggera'];

const schema: EngineSchema = {
  searchable: [{ name: 'title' }],
  facets: [
    { name: 'brand', type: 'string' },
    { name: 'colors', type: 'string[]' },
    { name: 'price', type: 'number' },
    { name: 'category', type: 'category' },
  ],
};

interface Doc extends EngineDocument {
  title: string;
  brand: string;
  colors: string[];
  price: number;
  category: string;
}

const docArb = fc.record({
  title: fc.subarray(WORDS, { minLength: 1 }).map((w) => w.join(' ')),
  brand: fc.constantFrom(...BRANDS),
  colors: fc.uniqueArray(fc.constantFrom(...COLORS), { maxLength: 3 }),
  price: fc.integer({ min: 1, max: 300 }),
  category: fc.constantFrom(...CATS),
});

const filterArb = fc.record(
  {
    brand: fc.subarray(BRANDS, { minLength: 1 }),
    colors: fc.subarray(COLORS, { minLength: 1 }),
    price: fc.record({
      min: fc.integer({ min: 0, max: 150 }),
      max: fc.integer({ min: 100, max: 300 }),
    }),
    category: fc.subarray(['Uomo', 'Donna/Scarpe', 'Kids/Scarpe'], { minLength: 1 }),
  },
  { requiredKeys: [] },
);

type Filters = Partial<{
  brand: string[];
  colors: string[];
  price: { min: number; max: number };
  category: string[];
}>;

function passes(d: Doc, f: Filters, skip?: string): boolean {
  if (f.brand && skip !== 'brand' && !f.brand.includes(d.brand)) return false;
  if (f.colors && skip !== 'colors' && !d.colors.some((c) => f.colors!.includes(c))) return false;
  if (f.price && skip !== 'price' && !(d.price >= f.price.min && d.price <= f.price.max))
    return false;
  if (f.category && skip !== 'category') {
    if (!f.category.some((c) => d.category === c || d.category.startsWith(c + '/'))) return false;
  }
  return true;
}

/** `conjunctive`: counted under every filter; else under every filter but the facet's own. */
function naiveCounts(
  docs: Doc[],
  f: Filters,
  facet: 'brand' | 'colors',
  conjunctive = false,
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const d of docs) {
    if (!passes(d, f, conjunctive ? undefined : facet)) continue;
    for (const v of facet === 'brand' ? [d.brand] : d.colors) out[v] = (out[v] ?? 0) + 1;
  }
  return out;
}

/** A category facet counts each document under its path and every ancestor of it. */
function naiveCategories(docs: Doc[], f: Filters, conjunctive = false): Record<string, number> {
  const out: Record<string, number> = {};
  for (const d of docs) {
    if (!passes(d, f, conjunctive ? undefined : 'category')) continue;
    const parts = d.category.split('/');
    for (let i = 1; i <= parts.length; i++) {
      const path = parts.slice(0, i).join('/');
      out[path] = (out[path] ?? 0) + 1;
    }
  }
  return out;
}

function asRecord(r: FacetResult | undefined): Record<string, number> {
  if (!r || r.type === 'number') return {};
  return Object.fromEntries(r.values.map((v) => [v.value, v.count]));
}

describe('filters and facet counts against a naive reference', () => {
  it('agree on hits, totals, disjunctive and conjunctive counts and price bounds', () => {
    fc.assert(
      fc.property(
        fc.array(docArb, { maxLength: 40 }),
        filterArb,
        fc.constantFrom('', 'scarpe', 'cor'),
        (rows, f, q) => {
          const docs: Doc[] = rows.map((r, i) => ({ id: `d${i}`, ...r }));
          const index = SearchIndex.build(schema, docs);
          const filters = f as Record<string, FilterValue>;
          const res = index.search({ q, filters, limit: 1000 });
          const textOk = (d: Doc): boolean =>
            q === '' || d.title.split(' ').some((w) => (q === 'cor' ? w.startsWith(q) : w === q));
          const matching = docs.filter(textOk);
          const expected = matching.filter((d) => passes(d, f)).map((d) => d.id);
          expect(res.hits.map((h) => h.id).sort()).toEqual(expected.sort());
          expect(res.total).toBe(expected.length);
          expect(asRecord(res.facets.brand)).toEqual(naiveCounts(matching, f, 'brand'));
          expect(asRecord(res.facets.colors)).toEqual(naiveCounts(matching, f, 'colors'));
          expect(asRecord(res.facets.category)).toEqual(naiveCategories(matching, f));
          const prices = matching.filter((d) => passes(d, f, 'price')).map((d) => d.price);
          const price = res.facets.price;
          expect(price?.type === 'number' ? [price.min, price.max, price.count] : null).toEqual(
            prices.length
              ? [Math.min(...prices), Math.max(...prices), prices.length]
              : [null, null, 0],
          );
          // Integer prices: the sum is exact whatever the order of addition.
          expect(price?.type === 'number' ? price.sum : null).toBe(
            prices.reduce((a, b) => a + b, 0),
          );
          // Conjunctive counts, on the same index (text-less answers are kept per counting).
          const all = index.search({ q, filters, limit: 1000, facetCounting: 'conjunctive' });
          expect(all.hits.map((h) => h.id).sort()).toEqual(expected.sort());
          expect(all.total).toBe(expected.length);
          expect(asRecord(all.facets.brand)).toEqual(naiveCounts(matching, f, 'brand', true));
          expect(asRecord(all.facets.colors)).toEqual(naiveCounts(matching, f, 'colors', true));
          expect(asRecord(all.facets.category)).toEqual(naiveCategories(matching, f, true));
          const within = matching.filter((d) => passes(d, f)).map((d) => d.price);
          const bounded = all.facets.price;
          expect(
            bounded?.type === 'number'
              ? [bounded.min, bounded.max, bounded.count, bounded.sum]
              : null,
          ).toEqual(
            within.length
              ? [
                  Math.min(...within),
                  Math.max(...within),
                  within.length,
                  within.reduce((a, b) => a + b, 0),
                ]
              : [null, null, 0, 0],
          );
        },
      ),
      { numRuns: 150, seed: 42 },
    );
  });

  it('give the same answers after upserts and deletes as a fresh build', () => {
    fc.assert(
      fc.property(fc.array(docArb, { minLength: 1, maxLength: 30 }), filterArb, (rows, f) => {
        const docs: Doc[] = rows.map((r, i) => ({ id: `d${i}`, ...r }));
        const half = Math.floor(docs.length / 2);
        const incremental = SearchIndex.build(schema, docs.slice(0, half));
        for (const d of docs.slice(half)) incremental.upsert(d);
        incremental.upsert({ ...docs[0]!, id: 'gone' });
        incremental.delete('gone');
        const fresh = SearchIndex.build(schema, docs);
        const query = { filters: f as Record<string, FilterValue>, limit: 1000 };
        const ids = (ix: SearchIndex): string[] =>
          ix
            .search(query)
            .hits.map((h) => h.id)
            .sort();
        expect(ids(incremental)).toEqual(ids(fresh));
        expect(incremental.search(query).facets).toEqual(fresh.search(query).facets);
      }),
      { numRuns: 60, seed: 7 },
    );
  });
});
