import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SearchIndex } from '../index/search-index.js';
import type { EngineSchema } from '../schema.js';
import { docArb, randomSchema, WORDS } from '../test-fixtures/random-catalogue.fixture.js';

// A document no query below can match: removing it changes no answer, but any removal makes the
// search fold every document of every word (the path without the full-matches shortcut).
const SENTINEL = { id: 'sentinel', title: 'qqqq', brand: 'Zeta', sku: 'zz-99' };

const schema: EngineSchema = { ...randomSchema, sortable: [{ name: 'price', type: 'number' }] };

const multiWordArb = fc
  .array(
    fc.oneof(
      fc.constantFrom(...WORDS, 'nike', 'asics', 'ab-12', 'x9'),
      // Typed prefixes and typos, so the last word's classes vary.
      fc.constantFrom('sca', 'cors', 'rossp', 'scarpr'),
    ),
    { minLength: 2, maxLength: 4 },
  )
  .map((words) => words.join(' '));

describe('multi-word searches keep only the documents matching every word when enough do', () => {
  it('answer as when every matched document is folded (hits, rules, totals, facets)', () => {
    fc.assert(
      fc.property(
        fc.array(docArb, { minLength: 1, maxLength: 40 }),
        multiWordArb,
        fc.record({
          offset: fc.integer({ min: 0, max: 4 }),
          limit: fc.integer({ min: 0, max: 10 }),
          relaxBelow: fc.option(fc.integer({ min: 0, max: 12 }), { nil: undefined }),
          sort: fc.constantFrom(undefined, [{ field: 'price', order: 'desc' as const }]),
          prefix: fc.boolean(),
        }),
        (docs, q, options) => {
          const index = SearchIndex.build(schema, [...docs, SENTINEL], { topLists: false });
          const query = { q, ...options, explain: true };
          const folded = index.search({ ...query, merchandising: { remove: [SENTINEL.id] } });
          expect(index.search(query)).toEqual(folded);
        },
      ),
      { numRuns: 300 },
    );
  });
});
