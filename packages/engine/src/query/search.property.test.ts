import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SearchIndex } from '../index/search-index.js';
import {
  REF_BRANDS,
  REF_TAGS,
  REF_WORDS,
  referenceSearch,
  refSchema,
  type RefDoc,
} from '../test-fixtures/reference-search.fixture.js';
import type { FilterValue, Merchandising, SearchQuery, SortBy } from './types.js';

const idArb = fc.integer({ min: 0, max: 11 }).map((n) => `d${n}`);
const wordsArb = (words: readonly string[], min: number, max: number): fc.Arbitrary<string> =>
  fc.array(fc.constantFrom(...words), { minLength: min, maxLength: max }).map((w) => w.join(' '));

const docArb: fc.Arbitrary<RefDoc> = fc.record({
  id: idArb,
  title: wordsArb(REF_WORDS, 1, 3),
  brand: fc.constantFrom(...REF_BRANDS),
  description: wordsArb([...REF_WORDS, ...REF_BRANDS], 0, 3),
  tags: fc.subarray(REF_TAGS),
  price: fc.option(fc.integer({ min: 1, max: 5 }), { nil: undefined }),
  popularity: fc.integer({ min: 0, max: 3 }),
  stock: fc.integer({ min: 0, max: 1 }),
});

type Op = { upsert: RefDoc } | { delete: string };
const opArb: fc.Arbitrary<Op> = fc.oneof(
  docArb.map((upsert) => ({ upsert })),
  idArb.map((id) => ({ delete: id })),
);

const wordArb = fc.constantFrom(...REF_WORDS, ...REF_BRANDS);
const typedArb = wordArb.chain((w) =>
  fc.integer({ min: 1, max: w.length }).map((n) => w.slice(0, n)),
);
// No words, one word (whole or being typed), or a whole word then another (whole or typed).
const qArb = fc.oneof(
  fc.constant(''),
  typedArb,
  fc
    .tuple(wordArb, typedArb)
    .filter(([a, b]) => a !== b)
    .map(([a, b]) => `${a} ${b}`),
);

const filtersArb: fc.Arbitrary<Record<string, FilterValue>> = fc.record(
  {
    brand: fc.subarray(REF_BRANDS, { minLength: 1 }),
    tags: fc.subarray(REF_TAGS, { minLength: 1 }),
    price: fc.record({ min: fc.integer({ min: 1, max: 3 }), max: fc.integer({ min: 2, max: 5 }) }),
  },
  { requiredKeys: [] },
);

const merchArb: fc.Arbitrary<Merchandising> = fc.record(
  {
    pins: fc.uniqueArray(fc.record({ id: idArb, position: fc.integer({ min: 0, max: 6 }) }), {
      selector: (p) => p.id,
      maxLength: 2,
    }),
    boost: fc.uniqueArray(idArb, { maxLength: 3 }),
    bury: fc.uniqueArray(idArb, { maxLength: 3 }),
    remove: fc.uniqueArray(idArb, { maxLength: 2 }),
    applyWhenSorted: fc.boolean(),
  },
  { requiredKeys: [] },
);

const queryArb: fc.Arbitrary<SearchQuery> = fc
  .record(
    {
      q: qArb,
      prefix: fc.constantFrom(true, true, false),
      filters: fc.option(filtersArb, { nil: undefined }),
      sort: fc.constantFrom<SortBy[] | undefined>(
        undefined,
        [{ field: 'price' }],
        [{ field: 'price', order: 'desc' }],
        [{ field: 'brand' }, { field: 'price', order: 'desc' }],
      ),
      merchandising: fc.option(merchArb, { nil: undefined }),
      offset: fc.integer({ min: 0, max: 4 }),
      limit: fc.constantFrom(0, 1, 3, 6, 50),
      facets: fc.constantFrom<string[] | undefined>(undefined, ['brand'], ['price', 'tags']),
      maxValuesPerFacet: fc.constantFrom<number | undefined>(undefined, 1),
      explain: fc.constantFrom(false, false, true),
    },
    // Every word required: the reference does not model optional words.
    { requiredKeys: ['q'] },
  )
  .map((q) => ({ ...q, relaxBelow: 0 }));

const caseArb = fc.record({
  weights: fc.tuple(fc.constantFrom(1, 2, 3), fc.constantFrom(1, 2, 3), fc.constantFrom(1, 2, 3)),
  docs: fc.uniqueArray(docArb, { selector: (d) => d.id, maxLength: 10 }),
  ops: fc.array(opArb, { maxLength: 5 }),
  optimize: fc.boolean(),
  topLists: fc.boolean(),
  queries: fc.array(queryArb, { minLength: 1, maxLength: 6 }),
});

describe('whole search against a brute-force reference', () => {
  it('gives the reference hits, order, total and facets on random catalogues', () => {
    fc.assert(
      fc.property(caseArb, ({ weights, docs, ops, optimize, topLists, queries }) => {
        // Small top lists, so one-word searches are answered from them too.
        const options = topLists ? { topLists: { minPostings: 2, size: 8 } } : {};
        const index = SearchIndex.build(refSchema(weights), docs, options);
        const live = new Map(docs.map((d) => [d.id, d]));
        for (const op of ops) {
          if ('upsert' in op) {
            index.upsert(op.upsert);
            // A replaced document is numbered last, as a new one.
            live.delete(op.upsert.id);
            live.set(op.upsert.id, op.upsert);
          } else if (index.delete(op.delete)) live.delete(op.delete);
        }
        if (optimize) index.optimize();
        for (const query of queries) {
          const ref = referenceSearch([...live.values()], weights, query);
          // Twice: the second text-less search may be read from the browse answers.
          for (const got of [index.search(query), index.search(query)]) {
            const page = got.hits.map((h) =>
              ref.pinned.has(h.id) ? `pin:${h.id}` : (ref.keyOf.get(h.id) ?? `not ranked:${h.id}`),
            );
            expect(page).toEqual(ref.page);
            expect(new Set(got.hits.map((h) => h.id)).size).toBe(got.hits.length);
            expect(got.total).toBe(ref.total);
            expect(got.facets).toEqual(ref.facets);
            if (query.explain !== true) continue;
            for (const h of got.hits) {
              const tier = ref.pinned.has(h.id) ? null : ref.tierOf.get(h.id);
              const placed =
                tier === null ? 'pin' : tier === 2 ? 'boost' : tier === 0 ? 'bury' : '';
              if (placed !== '') expect(h.explain?.placedBy).toBe(placed);
              else expect(['pin', 'boost', 'bury']).not.toContain(h.explain?.placedBy);
            }
          }
        }
      }),
      { numRuns: 200, seed: 34 },
    );
  });
});
