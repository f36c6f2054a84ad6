import { describe, expect, it } from 'vitest';
import { LAYER_TEXTS, layerTexts, sortLabel } from './layer-texts';

describe('layerTexts', () => {
  it('has the same texts in every language', () => {
    const keys = Object.keys(LAYER_TEXTS.en ?? {}).sort();
    for (const texts of Object.values(LAYER_TEXTS)) expect(Object.keys(texts).sort()).toEqual(keys);
  });

  it('speaks Italian and English, and English for other languages', () => {
    expect(layerTexts('it').resultCount('24', false)).toBe('24 risultati');
    expect(layerTexts('en').resultCount('1', true)).toBe('1 result');
    expect(layerTexts('IT-it').submit).toBe('Cerca');
    expect(layerTexts('de').submit).toBe('Search');
  });

  it('translates the stored default sort labels and keeps the owner’s own', () => {
    expect(sortLabel(layerTexts('it'), 'Price Ascending')).toBe('Prezzo crescente');
    expect(sortLabel(layerTexts('it'), 'Novità')).toBe('Novità');
    expect(sortLabel(layerTexts('en'), 'Relevance')).toBe('Relevance');
  });
});
