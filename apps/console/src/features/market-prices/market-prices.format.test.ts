import { describe, expect, it } from 'vitest';
import { formatCents, formatPriceDate, priceGapPercent } from './market-prices.format';

describe('market price formats', () => {
  it('shows cents in their currency with comma decimals and dot thousands', () => {
    expect(formatCents(129_900, 'EUR').replace(/\s/g, ' ')).toBe('1.299,00 €');
    expect(formatCents(1299, 'USD')).toContain('12,99');
  });

  it('shows dates in the interface language', () => {
    expect(formatPriceDate(1_772_445_600, 'en')).toBe('Mar 2, 2026');
    expect(formatPriceDate(1_772_445_600, 'it')).toBe('2 mar 2026');
  });

  it('compares our price with the market in percent', () => {
    expect(priceGapPercent(1100, 1000)).toBe(10);
    expect(priceGapPercent(900, 1200)).toBe(-25);
    expect(priceGapPercent(1000, 0)).toBe(0);
  });
});
