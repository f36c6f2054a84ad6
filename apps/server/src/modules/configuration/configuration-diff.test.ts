import { describe, expect, it } from 'vitest';
import { EMPTY_CONFIGURATION, type ShopConfiguration } from './configuration-document';
import { changedSections, diffConfigurations } from './configuration-diff';

const fineTuning = { weights: { title: 1 }, ips: [], stopwords: [], synonyms: [] };

describe('configuration diff', () => {
  it('names each changed value by its path, with before and after', () => {
    const before: ShopConfiguration = { ...EMPTY_CONFIGURATION, fineTuning };
    const after: ShopConfiguration = {
      ...before,
      fineTuning: { ...fineTuning, weights: { title: 3, brand: 1 } },
      facetLabels: { color: 'Colore' },
    };
    expect(diffConfigurations(before, after)).toEqual([
      { path: ['fineTuning', 'weights', 'title'], kind: 'changed', before: 1, after: 3 },
      { path: ['fineTuning', 'weights', 'brand'], kind: 'added', after: 1 },
      { path: ['facetLabels'], kind: 'added', after: { color: 'Colore' } },
    ]);
    expect(changedSections(diffConfigurations(before, after))).toEqual([
      'fineTuning',
      'facetLabels',
    ]);
  });

  it('treats a list as one value, so a reorder is one change', () => {
    const before = { ...EMPTY_CONFIGURATION, fineTuning: { ...fineTuning, stopwords: ['a', 'b'] } };
    const after = { ...EMPTY_CONFIGURATION, fineTuning: { ...fineTuning, stopwords: ['b', 'a'] } };
    expect(diffConfigurations(before, after)).toEqual([
      { path: ['fineTuning', 'stopwords'], kind: 'changed', before: ['a', 'b'], after: ['b', 'a'] },
    ]);
  });

  it('reports a removed section and finds nothing between equal configurations', () => {
    const saved = { ...EMPTY_CONFIGURATION, seo: { color: { red: 'rosso' } } };
    expect(diffConfigurations(saved, EMPTY_CONFIGURATION)).toEqual([
      { path: ['seo'], kind: 'removed', before: { color: { red: 'rosso' } } },
    ]);
    expect(diffConfigurations(saved, structuredClone(saved))).toEqual([]);
  });
});
