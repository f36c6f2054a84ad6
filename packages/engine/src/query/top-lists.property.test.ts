import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deserializeIndex, serializeIndex } from '../index/index-serializer.js';
import { SearchIndex } from '../index/search-index.js';
import type { EngineDocument } from '../schema.js';
import {
  docArb,
  queryArb,
  randomSchema as schema,
} from '../test-fixtures/random-catalogue.fixture.js';

type Op = { upsert: EngineDocument } | { remove: string } | { compact: true };
const opArb: fc.Arbitrary<Op> = fc.oneof(
  docArb.map((d) => ({ upsert: d })),
  fc.integer({ min: 0, max: 30 }).map((n) => ({ remove: `d${n}` })),
  fc.constant({ compact: true as const }),
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
