import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deserializeIndex, serializeIndex } from '../index/index-serializer.js';
import { SearchIndex } from '../index/search-index.js';
import { docArb, randomSchema, settingsArb } from '../test-fixtures/random-catalogue.fixture.js';
import type { EngineSchema } from '../schema.js';
import type { FilterValue, SearchQuery } from './types.js';

// Text-less searches as storefronts browse: a category, a brand and tags, a price range,
// sorted or not, on any page; some with words that analyse to nothing (a stop word alone is
// kept, so only punctuation is text-less) and some with merchandising.
const browseArb: fc.Arbitrary<SearchQuery> = fc.record(
  {
    q: fc.constantFrom('', '  ', '-', '/'),
    filters: fc.constantFrom<Record<string, FilterValue> | undefined>(
      undefined,
      {},
      { category: ['Uomo'] },
      { category: ['Donna/Borse'] },
      { brand: ['Nike', 'Asics'] },
      { brand: ['Nika'], tags: ['a'] },
      { tags: ['b', 'c'], category: ['Uomo/Scarpe'] },
      { price: { min: 3, max: 6 } },
      { price: { min: 5 }, brand: ['Nike'] },
    ),
    sort: fc.constantFrom(undefined, [{ field: 'price' }], [{ field: 'price', order: 'desc' }]),
    offset: fc.integer({ min: 0, max: 50 }),
    limit: fc.integer({ min: 0, max: 12 }),
    facets: fc.constantFrom<string[] | undefined>(undefined, [], ['brand', 'price']),
    maxValuesPerFacet: fc.constantFrom(1, 50),
    merchandising: fc.constantFrom(undefined, { pins: [{ id: 'd3', position: 0 }], bury: ['d1'] }),
    explain: fc.constantFrom(false, false, true),
  },
  { requiredKeys: ['q'] },
);

const opArb = fc.oneof(
  fc.record({ kind: fc.constant('search' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('upsert' as const), doc: docArb }),
  fc.record({ kind: fc.constant('delete' as const), id: fc.nat(30).map((n) => `d${n}`) }),
  fc.record({ kind: fc.constant('optimize' as const) }),
  fc.record({ kind: fc.constant('settings' as const), settings: settingsArb }),
);

// Sorted by price and sold in the catalogue, so sort and merchandising take part.
const schema: EngineSchema = {
  ...randomSchema,
  sortable: [{ name: 'price', type: 'number' }],
};

describe('browse answers (text-less searches kept per index state)', () => {
  it('equal the exhaustive answers through deltas, deletes, merges, settings and reloads', () => {
    fc.assert(
      fc.property(
        fc.array(docArb, { maxLength: 40 }),
        // A few searches asked again and again, as a shop's menu is, across the changes.
        fc.array(browseArb, { minLength: 1, maxLength: 3 }),
        fc.array(opArb, { minLength: 1, maxLength: 30 }),
        fc.boolean(),
        (docs, queries, ops, reload) => {
          // Small top lists so they exist on these catalogues; the naive index keeps no answers.
          const options = { topLists: { minPostings: 2 } };
          let kept = SearchIndex.build(schema, docs, options);
          let naive = SearchIndex.build(schema, docs, { ...options, browseAnswers: 0 });
          if (reload) {
            kept = deserializeIndex(serializeIndex(kept), options);
            naive = deserializeIndex(serializeIndex(naive), { ...options, browseAnswers: 0 });
          }
          for (const op of ops) {
            if (op.kind === 'search') {
              const query = queries[op.pick % queries.length]!;
              const expected = naive.search(query);
              // Twice: the first may compute and keep the answer, the second reads it.
              expect(kept.search(query)).toEqual(expected);
              expect(kept.search(query)).toEqual(expected);
            } else if (op.kind === 'upsert') {
              kept.upsert(op.doc);
              naive.upsert(op.doc);
            } else if (op.kind === 'delete') {
              kept.delete(op.id);
              naive.delete(op.id);
            } else if (op.kind === 'optimize') {
              kept.optimize();
              naive.optimize();
            } else {
              kept.setQuerySettings(op.settings);
              naive.setQuerySettings(op.settings);
            }
          }
        },
      ),
      { numRuns: 100 },
    );
  });

  it('hands each caller its own facet counts', () => {
    const docs = [
      { id: 'a', title: 'scarpa', brand: 'Nike', category: 'Uomo' },
      { id: 'b', title: 'borsa', brand: 'Asics', category: 'Uomo' },
    ];
    const index = SearchIndex.build(schema, docs);
    const query = { filters: { category: ['Uomo'] } };
    const first = index.search(query);
    const brand = first.facets.brand;
    if (brand?.type !== 'string') throw new Error('brand is a string facet');
    brand.values.splice(0, brand.values.length, { value: 'Puma', count: 99 });
    first.hits.length = 0;
    const again = index.search(query);
    expect(again.hits.map((h) => h.id)).toEqual(['a', 'b']);
    expect(again.facets.brand).toEqual({
      type: 'string',
      values: [
        { value: 'Asics', count: 1 },
        { value: 'Nike', count: 1 },
      ],
    });
  });

  it('answers a page beyond the kept order from the documents', () => {
    const docs = Array.from({ length: 120 }, (_, i) => ({
      id: `p${i}`,
      title: 'scarpa',
      brand: 'Nike',
      price: i,
    }));
    const index = SearchIndex.build(schema, docs);
    const sort = [{ field: 'price', order: 'desc' as const }];
    expect(index.search({ sort, limit: 12 }).hits[0]?.id).toBe('p119');
    const far = index.search({ sort, offset: 100, limit: 12 });
    expect(far.hits.map((h) => h.id)).toEqual(Array.from({ length: 12 }, (_, i) => `p${19 - i}`));
    expect(far.total).toBe(120);
  });
});
