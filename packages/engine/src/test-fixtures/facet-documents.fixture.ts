import fc from 'fast-check';
import { resolveSchema, type EngineSchema } from '../schema.js';

/** More tags than facet lanes (8), so documents with overflow values take part. */
export const FACET_TAGS = Array.from({ length: 12 }, (_, i) => `t${i}`);
export const FACET_CATEGORIES = [
  'Uomo',
  'Uomo/Scarpe',
  'Uomo/Scarpe/Corsa',
  'Donna/Borse',
  'Donna',
];

/** A multi-valued, a single-valued, a category and a number facet. */
export const facetSchema = resolveSchema({
  searchable: [{ name: 'title' }],
  facets: [
    { name: 'tags', type: 'string[]' },
    { name: 'kind', type: 'string' },
    { name: 'category', type: 'category' },
    { name: 'price', type: 'number' },
  ],
} satisfies EngineSchema);

/** A document of `facetSchema` without an id: any facet may be missing. */
export const facetDocArb = fc.record({
  tags: fc.uniqueArray(fc.constantFrom(...FACET_TAGS), { maxLength: 11 }),
  kind: fc.option(fc.constantFrom('a', 'b', 'c', 'd'), { nil: undefined }),
  category: fc.option(fc.constantFrom(...FACET_CATEGORIES), { nil: undefined }),
  price: fc.option(fc.integer({ min: 1, max: 9 }), { nil: undefined }),
});

export type FacetDocument = typeof facetDocArb extends fc.Arbitrary<infer T> ? T : never;
