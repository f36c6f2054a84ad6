import { describe, expect, it } from 'vitest';
import {
  centsToEuros,
  divideRounded,
  formatEuro,
  formatRate,
  prorateCents,
  vatCents,
} from './money';

describe('money in cents', () => {
  it('rounds half up on integers', () => {
    expect(divideRounded(5, 2)).toBe(3);
    expect(divideRounded(4, 3)).toBe(1);
    expect(divideRounded(5, 3)).toBe(2);
  });

  it('prorates by seconds, bounded to the whole', () => {
    expect(prorateCents(4_900, 20 * 86_400, 30 * 86_400)).toBe(3_267);
    expect(prorateCents(4_900, -5, 30)).toBe(0);
    expect(prorateCents(4_900, 40, 30)).toBe(4_900);
    expect(prorateCents(4_900, 10, 0)).toBe(0);
  });

  it('computes VAT to the cent, rounding half up', () => {
    expect(vatCents(19_900, 2_200)).toBe(4_378);
    expect(vatCents(16_633, 2_200)).toBe(3_659);
    // 0,25 € × 22 % = 0,055 €: half a cent goes up.
    expect(vatCents(25, 2_200)).toBe(6);
    expect(vatCents(19_900, 0)).toBe(0);
  });

  it('refuses amounts that are not whole cents', () => {
    expect(() => vatCents(10.5, 2_200)).toThrow(RangeError);
    expect(() => centsToEuros(0.1)).toThrow(RangeError);
  });

  it('writes euro the Italian way and rates as percent', () => {
    expect(centsToEuros(53_892)).toBe(538.92);
    expect(formatEuro(123_456_789)).toBe('1.234.567,89 €');
    expect(formatEuro(5)).toBe('0,05 €');
    expect(formatEuro(-3_267)).toBe('-32,67 €');
    expect(formatRate(2_200)).toBe('22%');
    expect(formatRate(450)).toBe('4,5%');
  });
});
