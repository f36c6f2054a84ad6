import fc from 'fast-check';
import type { FilterValue, SearchQuery } from '../query/types.js';
import type { QuerySettings } from '../query-settings.js';
import type { EngineSchema, TypoTolerance } from '../schema.js';

// Words chosen so that prefixes, stems ('scarpa'/'scarpe'), typos ('corsa'/'borsa'/'corse'),
// accents and codes collide: every match class and tie-break of the chain takes part.
export const WORDS = [
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

/** A schema for random catalogues of `docArb` documents. */
export const randomSchema: EngineSchema = {
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

/** Documents with ids among 31, so upserts replace and deletes hit often. */
export const docArb = fc.record({
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

// Queries lists can answer (plain words and prefixes, any case, accents) and a few they cannot.
const termArb = fc.oneof(
  fc
    .constantFrom(...WORDS, ...CODES, ...BRANDS)
    .chain((w) => fc.integer({ min: 1, max: w.length }).map((n) => w.slice(0, n))),
  fc.constantFrom('SCARPE', 'Caffè', 'caffe', 'nike', 'ab-1', 'scarpe corsa', '', 'zaino'),
);

export const queryArb: fc.Arbitrary<SearchQuery> = fc.record(
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

const fieldArb = fc.record(
  {
    weight: fc.constantFrom(1, 2, 3, 6),
    typoTolerance: fc.constantFrom<TypoTolerance>(0, 1, 2),
  },
  { requiredKeys: [] },
);
// One-word alternatives that are list keys ('scarpe', 'corsa') or stem-share with them, and
// phrases holding a stop word, so settings changes turn plain words into synonym words.
const phraseArb = fc.oneof(
  fc.constantFrom(...WORDS, 'zaino', 'sneakers', 'nike'),
  fc
    .tuple(fc.constantFrom('rosa', 'da', 'scarpe'), fc.constantFrom('corsa', 'rosso', 'x9'))
    .map((w) => w.join(' ')),
);

/** Query settings for `randomSchema`'s fields, every part optional. */
export const settingsArb: fc.Arbitrary<QuerySettings> = fc.record(
  {
    fields: fc.record(
      { title: fieldArb, brand: fieldArb, description: fieldArb, sku: fieldArb },
      { requiredKeys: [] },
    ),
    stopWords: fc.subarray(['rosa', 'da', 'scarpa', 'corsa', 'e']),
    synonyms: fc.array(fc.array(phraseArb, { minLength: 1, maxLength: 3 }), { maxLength: 3 }),
    typoMinLength: fc.record({
      one: fc.integer({ min: 2, max: 5 }),
      two: fc.integer({ min: 4, max: 9 }),
    }),
  },
  { requiredKeys: [] },
);
