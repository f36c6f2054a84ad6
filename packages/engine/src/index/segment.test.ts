import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Segment, type SegmentData } from './segment.js';

/** One posting per term: only the sorted term dictionary matters here. */
function segmentOf(words: readonly string[]): Segment {
  const terms = [...new Set(words)].sort();
  const n = terms.length;
  const data: SegmentData = {
    terms,
    start: Int32Array.from({ length: n + 1 }, (_, i) => i),
    docs: new Int32Array(n),
    masks: new Uint16Array(n).fill(1),
    pos: new Uint16Array(n),
    tf: new Uint8Array(n).fill(1),
  };
  return new Segment(data, [], 1);
}

describe('Segment.prefixRange', () => {
  it('is the range of the terms starting with the prefix, whether or not it is a term', () => {
    const word = fc.stringMatching(/^[ab1]{0,5}$/);
    fc.assert(
      fc.property(fc.array(word, { maxLength: 80 }), word, (words, prefix) => {
        const seg = segmentOf(words);
        const { terms } = seg.data;
        const lo = terms.findIndex((t) => t >= prefix);
        const from = lo < 0 ? terms.length : lo;
        let to = from;
        while (to < terms.length && terms[to]!.startsWith(prefix)) to++;
        expect(seg.prefixRange(prefix)).toEqual([from, to]);
      }),
      { numRuns: 500, seed: 3 },
    );
  });
});
