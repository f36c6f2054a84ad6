import { describe, expect, it } from 'vitest';
import { highlightSegments } from './highlight-segments';

const marks = (text: string, ranges: [number, number][]) =>
  highlightSegments(text, ranges)
    .map((s) => (s.match ? `[${s.text}]` : s.text))
    .join('');

describe('highlightSegments', () => {
  it('marks the matched ranges', () => {
    expect(marks('Running shoe', [[8, 12]])).toBe('Running [shoe]');
    expect(
      marks('Shoe horn shoe', [
        [0, 4],
        [10, 14],
      ]),
    ).toBe('[Shoe] horn [shoe]');
  });

  it('sorts, merges and clamps odd ranges without losing or repeating characters', () => {
    expect(
      marks('abcdefgh', [
        [5, 99],
        [1, 3],
        [2, 4],
        [-3, 1],
      ]),
    ).toBe('[abcd]e[fgh]');
    expect(marks('abc', [[2, 1]])).toBe('abc');
  });

  it('returns the whole text without ranges, and one empty segment for empty text', () => {
    expect(highlightSegments('abc', undefined)).toEqual([{ text: 'abc', match: false }]);
    expect(highlightSegments('', [[0, 2]])).toEqual([{ text: '', match: false }]);
  });
});
