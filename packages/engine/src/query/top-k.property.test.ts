import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { topK, topKByKey } from './top-k.js';

describe('topKByKey against a full sort', () => {
  it('returns the k best candidates (key descending, then document ascending), best first', () => {
    fc.assert(
      fc.property(
        // Few distinct keys, so ties (broken by document number) are common.
        fc.uniqueArray(fc.nat(10_000), { maxLength: 300 }),
        fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 300, maxLength: 300 }),
        fc.integer({ min: 0, max: 40 }),
        (docList, keyList, k) => {
          const n = docList.length;
          const docs = Int32Array.from(docList);
          const keys = Float64Array.from(keyList.slice(0, n));
          const order = (a: number, b: number): number =>
            keys[b]! - keys[a]! || docs[a]! - docs[b]!;
          const expected = Array.from({ length: n }, (_, i) => i)
            .sort(order)
            .slice(0, k);
          expect(topKByKey(keys, docs, n, k)).toEqual(expected);
          expect(topK(n, k, order, keys)).toEqual(expected);
        },
      ),
      { numRuns: 300, seed: 5 },
    );
  });
});
