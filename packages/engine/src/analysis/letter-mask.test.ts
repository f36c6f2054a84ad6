import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boundedDistance } from './edit-distance.js';
import { bitCount, letterMask } from './letter-mask.js';

describe('letterMask', () => {
  it('sets one bit per letter and counts bits', () => {
    expect(letterMask('abca')).toBe(0b111);
    expect(bitCount(letterMask('scarpe'))).toBe(6);
    expect(bitCount(0xffffffff)).toBe(32);
  });

  it('never rejects a word within k edits: masks differ in at most 2k bits', () => {
    const word = fc.stringMatching(/^[a-zñ]{1,9}$/);
    fc.assert(
      fc.property(word, word, (a, b) => {
        const d = boundedDistance(a, b, 2);
        if (d <= 2) expect(bitCount(letterMask(a) ^ letterMask(b))).toBeLessThanOrEqual(2 * d);
      }),
      { numRuns: 2000, seed: 5 },
    );
  });
});
