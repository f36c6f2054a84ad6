import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SearchIndex } from '../index/search-index.js';
import type { EngineSchema } from '../schema.js';
import type { FilterValue, SearchQuery } from './types.js';

const BRANDS = Array.from({ length: 12 }, (_, i) => `brand${i}`);
const COLORS = ['rosso', 'blu', 'nero', 'verde', 'bianco', 'giallo', 'viola', 'grigio'];
const CATS = ['Uomo/Scarpe', 'Uomo/Giacche', 'Donna/Scarpe', 'Donna', 'Kids/Scarpe/Running'];
// More tags than facet lanes (8): documents holding more are read from their value lists.
const TAGS = Array.from({ length: 14 }, (_, i) => `t${i}`);

const schema: EngineSchema = {
  searchable: [{ name: 'title' }],
  facets: [
    { name: 'brand', type: 'string' },
    { name: 'colors', type: 'string[]' },
    { name: 'category', type: 'category' },
    { name: 'tags', type: 'string[]' },
    { name: 'price', type: 'number' },
  ],
  sortable: [{ name: 'price', type: 'number' }],
  popularityField: 'sold',
};

const docArb = fc.record({
  title: fc.constantFrom('scarpa', 'giacca', 'borsa'),
  brand: fc.constantFrom(...BRANDS),
  colors: fc.uniqueArray(fc.constantFrom(...COLORS), { maxLength: 3 }),
  category: fc.constantFrom(...CATS),
  tags: fc.uniqueArray(fc.constantFrom(...TAGS), { maxLength: 12 }),
  price: fc.integer({ min: 1, max: 300 }),
  sold: fc.integer({ min: 0, max: 5 }),
});

// Narrow filters (a brand among twelve) take the value lists; wide ones fall back to the scan.
const filterArb = fc.record(
  {
    brand: fc.subarray(BRANDS, { minLength: 1, maxLength: 3 }),
    colors: fc.subarray(COLORS, { minLength: 1, maxLength: 2 }),
    category: fc.subarray(['Uomo', 'Donna/Scarpe', 'Kids', 'Kids/Scarpe/Running', 'Nessuna']),
    tags: fc.subarray(TAGS, { minLength: 1, maxLength: 2 }),
  },
  { requiredKeys: [] },
);

/** A price range holding every document: the same search, but one the value lists cannot take. */
const EVERY_PRICE: FilterValue = { min: 0, max: 1_000 };

describe('text-less searches read from the filtered values, against the scan of every document', () => {
  it('give the same hits, order, total and facet counts, after upserts and deletes', () => {
    fc.assert(
      fc.property(
        fc.array(docArb, { minLength: 1, maxLength: 120 }),
        fc.array(fc.nat(), { maxLength: 20 }),
        filterArb,
        fc.constantFrom<SearchQuery['sort']>([], [{ field: 'price', order: 'desc' }]),
        fc.constantFrom(0, 5),
        (rows, changes, filters, sort, offset) => {
          const docs = rows.map((r, i) => ({ id: `d${i}`, ...r }));
          const index = SearchIndex.build(schema, docs.slice(0, Math.ceil(docs.length / 2)));
          for (const d of docs.slice(Math.ceil(docs.length / 2))) index.upsert(d);
          // Some changes delete a document, some write it again (a new document number).
          for (const [i, k] of changes.entries()) {
            const doc = docs[k % docs.length]!;
            if (i % 2 === 0) index.delete(doc.id);
            else index.upsert({ ...doc, brand: BRANDS[k % BRANDS.length]! });
          }
          const query = { sort, offset, limit: 10, maxValuesPerFacet: 100 };
          const listed = index.search({ ...query, filters: filters });
          const scanned = index.search({
            ...query,
            filters: { ...(filters as Record<string, FilterValue>), price: EVERY_PRICE },
          });
          expect(listed.hits.map((h) => h.id)).toEqual(scanned.hits.map((h) => h.id));
          expect(listed.total).toBe(scanned.total);
          const { price: _listedPrice, ...listedFacets } = listed.facets;
          const { price: _scannedPrice, ...scannedFacets } = scanned.facets;
          expect(listedFacets).toEqual(scannedFacets);
          // Price is not filtered in the first search: its range covers the shown documents.
          expect(listed.facets.price).toMatchObject({ count: listed.total });
        },
      ),
      { numRuns: 300, seed: 23 },
    );
  });
});
