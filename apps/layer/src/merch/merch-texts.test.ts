import { describe, expect, it } from 'vitest';
import { merchTexts } from './merch-texts';

describe('merchTexts', () => {
  it('speaks Italian for it and it-IT, English otherwise, with the same keys', () => {
    expect(merchTexts('it-IT').previous).toBe('Prodotti precedenti');
    expect(merchTexts('de').previous).toBe('Previous products');
    expect(Object.keys(merchTexts('it'))).toEqual(Object.keys(merchTexts('en')));
  });
});
