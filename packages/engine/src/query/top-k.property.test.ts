import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { topK, topKByKey } from './top-k.js';

describe('topKByKey against a full sort', () => {
  it('returns the k best candidates (key, second key descending, then document), best first', () => {
    fc.assert(
      fc.property(
        // Few distinct keys, so ties (broken by the second key, then document number) are common.
        fc.uniqueArray(fc.nat(10_000), { maxLength: 300 }),
        fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 300, maxLength: 300 }),
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 300, maxLength: 300 }),
        fc.integer({ min: 0, max: 40 }),
        (docList, keyList, key2List, k) => {
          const n = docList.length;
          const docs = Int32Array.from(docList);
          const keys = Float64Array.from(keyList.slice(0, n));
          const keys2 = Float64Array.from(key2List.slice(0, n));
          const first = Array.from({ length: n }, (_, i) => i);
          const order = (a: number, b: number): number =>
            keys[b]! - keys[a]! || docs[a]! - docs[b]!;
          const expected = [...first].sort(order).slice(0, k);
          expect(topKByKey(keys, null, docs, n, k)).toEqual(expected);
          expect(topK(n, k, order, keys)).toEqual(expected);
          const order2 = (a: number, b: number): number =>
            keys[b]! - keys[a]! || keys2[b]! - keys2[a]! || docs[a]! - docs[b]!;
          const second = { get: (i: number) => keys2[i]! };
          expect(topKByKey(keys, second, docs, n, k)).toEqual([...first].sort(order2).slice(0, k));
        },
      ),
      { numRuns: 300, seed: 5 },
    );
  });
});
