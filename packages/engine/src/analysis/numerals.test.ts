import { describe, expect, it } from 'vitest';
import { numeralEquivalents } from './numerals.js';

describe('numeralEquivalents', () => {
  it('maps numbers 2–20 to Roman numerals and back', () => {
    expect(numeralEquivalents('2', false)).toEqual(['ii']);
    expect(numeralEquivalents('20', true)).toEqual(['xx']);
    expect(numeralEquivalents('viii', true)).toEqual(['8']);
    expect(numeralEquivalents('x', true)).toEqual(['10']);
  });

  it('leaves 1, numbers past 20, padded numbers and words being typed alone', () => {
    expect(numeralEquivalents('1', true)).toEqual([]);
    expect(numeralEquivalents('21', true)).toEqual([]);
    expect(numeralEquivalents('05', true)).toEqual([]);
    expect(numeralEquivalents('vi', false)).toEqual([]);
    expect(numeralEquivalents('viola', true)).toEqual([]);
  });
});
