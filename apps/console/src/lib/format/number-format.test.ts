import { describe, expect, it } from 'vitest';
import {
  NOT_A_NUMBER,
  formatCount,
  formatExitRate,
  formatPrice,
  formatRate,
} from './number-format';

// Intl separates the euro sign with a no-break space.
const normalise = (text: string) => text.replace(/\u00a0/g, ' ');

describe('number formatting', () => {
  it('formats counts with dot thousands and no decimals', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(1000)).toBe('1.000');
    expect(formatCount(1234567)).toBe('1.234.567');
    expect(formatCount(1234.6)).toBe('1.235');
    expect(formatCount(-25000)).toBe('-25.000');
  });

  it('formats rates with one comma decimal', () => {
    expect(formatRate(0)).toBe('0,0');
    expect(formatRate(12.34)).toBe('12,3');
    expect(formatRate(12.35)).toBe('12,4');
    expect(formatRate(-3.21)).toBe('-3,2');
    expect(formatRate(1234.5)).toBe('1.234,5');
  });

  it('formats exit rates with two comma decimals', () => {
    expect(formatExitRate(4.567)).toBe('4,57');
    expect(formatExitRate(100)).toBe('100,00');
    expect(formatExitRate(-0.001)).toBe('0,00');
  });

  it('formats prices in euro with two decimals', () => {
    expect(normalise(formatPrice(1234.5))).toBe('1.234,50 €');
    expect(normalise(formatPrice(0))).toBe('0,00 €');
    expect(normalise(formatPrice(-75))).toBe('-75,00 €');
    expect(normalise(formatPrice(5.005))).toMatch(/^5,0[01] €$/);
  });

  it('never shows NaN or Infinity as a number', () => {
    expect(formatCount(Number.NaN)).toBe(NOT_A_NUMBER);
    expect(formatRate(Number.POSITIVE_INFINITY)).toBe(NOT_A_NUMBER);
    expect(formatExitRate(Number.NEGATIVE_INFINITY)).toBe(NOT_A_NUMBER);
    expect(formatPrice(Number.NaN)).toBe(NOT_A_NUMBER);
  });
});
