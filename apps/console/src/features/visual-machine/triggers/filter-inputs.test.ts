import { describe, expect, it } from 'vitest';
import { categorySuggestions, parsePriceInput, priceSlider } from './filter-inputs';

describe('price input', () => {
  it('reads whole numbers of at least 0; empty or unreadable is 0', () => {
    expect(parsePriceInput('')).toBe(0);
    expect(parsePriceInput('  ')).toBe(0);
    expect(parsePriceInput('abc')).toBe(0);
    expect(parsePriceInput('42')).toBe(42);
    expect(parsePriceInput('12.9')).toBe(12);
    expect(parsePriceInput('-3')).toBe(0);
    expect(parsePriceInput(7.8)).toBe(7);
    expect(parsePriceInput(-1)).toBe(0);
  });

  it('scales the slider in 100 whole steps up to the highest price', () => {
    expect(priceSlider(249, null)).toEqual({ max: 300, step: 3 });
    expect(priceSlider(50, null)).toEqual({ max: 100, step: 1 });
    expect(priceSlider(undefined, null)).toEqual({ max: 1000, step: 10 });
    expect(priceSlider(50, 900)).toEqual({ max: 900, step: 9 });
  });
});

describe('category suggestions', () => {
  const categories = Array.from({ length: 15 }, (_, i) => `Donna/Scarpe ${i}`);

  it('gives at most 10 suggestions', () => {
    expect(categorySuggestions(categories, 'scarpe')).toEqual(categories.slice(0, 10));
  });

  it('matches anywhere, ignoring case', () => {
    expect(categorySuggestions(['Uomo/Giacche', 'Donna/Scarpe', 'Bimbi'], 'SCA')).toEqual([
      'Donna/Scarpe',
    ]);
    expect(categorySuggestions(['Uomo/Giacche'], 'giacche')).toEqual(['Uomo/Giacche']);
    expect(categorySuggestions(['Uomo'], 'zz')).toEqual([]);
  });
});
