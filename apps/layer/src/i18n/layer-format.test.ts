import { describe, expect, it } from 'vitest';
import { layerFormat, supportedLocale } from './layer-format';

/** Intl separates currency and number with a no-break space in some locales. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('layerFormat', () => {
  it('formats prices and counts the Italian way', () => {
    const format = layerFormat('it');
    expect(plain(format.price(12345.5, 'EUR'))).toBe('12.345,50 €');
    expect(format.count(12345)).toBe('12.345');
  });

  it('formats prices and counts the English way', () => {
    const format = layerFormat('en');
    expect(format.price(1234.5, 'EUR')).toBe('€1,234.50');
    expect(format.count(12345)).toBe('12,345');
  });

  it('shows a bare number when the product has no currency or an unknown one', () => {
    const format = layerFormat('it');
    expect(format.price(9.9, null)).toBe('9,90');
    expect(format.price(9.9, 'euro')).toBe('9,90');
  });

  it('falls back to English for a language tag the runtime cannot use', () => {
    expect(supportedLocale('not a tag')).toBe('en');
    expect(supportedLocale('it')).toBe('it');
  });
});
