import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deserializeIndex, serializeIndex } from '../index/index-serializer.js';
import { SearchIndex } from '../index/search-index.js';
import type { EngineDocument, EngineSchema } from '../schema.js';
import type { FilterValue, SearchQuery } from './types.js';

// Words chosen so that prefixes, stems ('scarpa'/'scarpe'), typos ('corsa'/'borsa'/'corse'),
// accents and codes collide: every match class and tie-break of the chain takes part.
const WORDS = [
  'scarpa',
  'scarpe',
  'scarpetta',
  'corsa',
  'corse',
  'borsa',
  'rosso',
  'rosa',
  'caffè',
];
const CODES = ['ab-12', 'ab-13', 'x9', 'abc'];
const BRANDS = ['Nike', 'Nika', 'Asics'];

const schema: EngineSchema = {
  searchable: [
    { name: 'title', weight: 3 },
    { name: 'brand', weight: 2, typoTolerance: 1 },
    { name: 'description' },
    { name: 'sku', type: 'code' },
  ],
  facets: [
    { name: 'brand', type: 'string' },
    { name: 'tags', type: 'string[]' },
    { name: 'price', type: 'number' },
    { name: 'category', type: 'category' },
  ],
  returned: ['title', 'brand', 'sku'],
  stopWords: ['rosa'],
  synonyms: [['borsa', 'zaino']],
  popularityField: 'popularity',
  availabilityField: 'stock',
};

const docArb = fc.record({
  id: fc.integer({ min: 0, max: 30 }).map((n) => `d${n}`),
  title: fc
    .array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 4 })
    .map((w) => w.join(' ')),
  brand: fc.constantFrom(...BRANDS),
  description: fc.array(fc.constantFrom(...WORDS), { maxLength: 3 }).map((w) => w.join(' ')),
  sku: fc.constantFrom(...CODES),
  tags: fc.uniqueArray(fc.constantFrom('a', 'b', 'c'), { maxLength: 3 }),
  price: fc.option(fc.integer({ min: 1, max: 9 }), { nil: undefined }),
  category: fc.constantFrom('Uomo/Scarpe', 'Uomo', 'Donna/Borse/Pelle'),
  popularity: fc.integer({ min: 0, max: 3 }),
  stock: fc.integer({ min: 0, max: 1 }),
});

type Op = { upsert: EngineDocument } | { remove: string } | { compact: true };
const opArb: fc.Arbitrary<Op> = fc.oneof(
  docArb.map((d) => ({ upsert: d })),
  fc.integer({ min: 0, max: 30 }).map((n) => ({ remove: `d${n}` })),
  fc.constant({ compact: true as const }),
);

// Queries lists can answer (plain words and prefixes, any case, accents) and a few they cannot.
const termArb = fc.oneof(
  fc
    .constantFrom(...WORDS, ...CODES, ...BRANDS)
    .chain((w) => fc.integer({ min: 1, max: w.length }).map((n) => w.slice(0, n))),
  fc.constantFrom('SCARPE', 'Caffè', 'caffe', 'nike', 'ab-1', 'scarpe corsa', '', 'zaino'),
);
const queryArb: fc.Arbitrary<SearchQuery> = fc.record(
  {
    q: termArb,
    offset: fc.integer({ min: 0, max: 6 }),
    limit: fc.integer({ min: 0, max: 8 }),
    highlight: fc.boolean(),
    facets: fc.constantFrom<string[] | undefined>([], undefined, ['price', 'brand', 'nope']),
    maxValuesPerFacet: fc.constantFrom(0, 1, 2, 50),
    filters: fc.constantFrom<Record<string, FilterValue> | undefined>(
      undefined,
      {},
      {
        brand: ['Nike'],
      },
    ),
    prefix: fc.constantFrom(true, true, false),
    explain: fc.constantFrom(false, false, true),
  },
  { requiredKeys: ['q'] },
);

describe('top lists against the exhaustive path', () => {
  it('give identical results through builds, upserts, deletes, compactions and reloads', () => {
    fc.assert(
      fc.property(
        fc.array(docArb, { maxLength: 40 }),
        fc.array(opArb, { maxLength: 12 }),
        fc.array(queryArb, { minLength: 1, maxLength: 12 }),
        (docs, ops, queries) => {
          // Tiny thresholds, so that nearly every prefix has a list and lists run short.
          const options = { topLists: { minPostings: 1, size: 6 } };
          const fast = SearchIndex.build(schema, docs, options);
          const exact = SearchIndex.build(schema, docs, { topLists: false });
          const check = (index: SearchIndex): void => {
            for (const q of queries) expect(index.search(q)).toEqual(exact.search(q));
          };
          check(fast);
          for (const op of ops) {
            if ('upsert' in op) {
              fast.upsert(op.upsert);
              exact.upsert(op.upsert);
            } else if ('remove' in op) {
              expect(fast.delete(op.remove)).toBe(exact.delete(op.remove));
            } else {
              fast.compact();
              exact.compact();
            }
            check(fast);
          }
          // Serialising compacts; so must the reference, since suggestions read dead terms.
          const loaded = deserializeIndex(serializeIndex(fast), options);
          exact.compact();
          check(loaded);
          check(fast);
        },
      ),
      { numRuns: 80, seed: 11 },
    );
  }, 60_000);
});
