import { describe, expect, it } from 'vitest';
import { OptionalWords } from './optional-words.js';

/** `docs` as [slots missed, slots matched only by typo] bit masks. */
function words(slotDocs: number[], docs: [number, number][]): OptionalWords {
  const w = new OptionalWords(slotDocs.length, slotDocs);
  for (const [missed, typo] of docs) w.add(missed, typo);
  return w;
}

describe('optional words', () => {
  it('keeps every word while enough results have them all', () => {
    expect(
      words(
        [5, 5],
        [
          [0, 0],
          [0, 0],
          [0b01, 0],
        ],
      ).required(2),
    ).toEqual({
      mask: 0b11,
      dropped: [],
    });
  });

  it('drops the least informative word when too few results have them all', () => {
    // 'black snowborad': one black snowboard; black is far more frequent.
    const w = words(
      [300, 30],
      [
        [0, 0b10],
        [0b10, 0],
        [0b10, 0],
        [0b01, 0b10],
        [0b01, 0b10],
      ],
    );
    expect(w.required(3)).toEqual({ mask: 0b10, dropped: [0] });
  });

  it('drops a word that matched nothing first', () => {
    const w = words(
      [40, 0, 25],
      [
        [0b010, 0],
        [0b010, 0],
        [0b011, 0],
      ],
    );
    expect(w.required(2).dropped[0]).toBe(1);
  });

  it('drops the word conflicting with the rest when no result has them all', () => {
    // 'new black shoes': 'new' is rare but never meets the other two, which meet twice.
    const w = words(
      [3, 50, 60],
      [
        [0b001, 0],
        [0b001, 0],
        [0b110, 0],
        [0b110, 0],
        [0b110, 0],
      ],
    );
    expect(w.required(2)).toEqual({ mask: 0b110, dropped: [0] });
  });

  it('counts a conflicting word met only by typos as missing', () => {
    // 'sale elite 4': 'sale' meets 'same' (a typo) with '4' in three results.
    const w = words(
      [3, 2, 9],
      [
        [0b010, 0b001],
        [0b010, 0b001],
        [0b010, 0b001],
        [0b001, 0],
        [0b001, 0],
      ],
    );
    expect(w.required(2)).toEqual({ mask: 0b110, dropped: [0] });
  });

  it('accepts any word when one required word is still too few', () => {
    expect(words([1, 9], [[0b10, 0]]).required(5)).toEqual({ mask: 0, dropped: [1, 0] });
  });
});
