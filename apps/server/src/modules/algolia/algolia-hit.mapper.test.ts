import type { Hit } from '@trova/engine';
import { describe, expect, it } from 'vitest';
import { hitJson, rankingInfo, type HitOptions } from './algolia-hit.mapper';

const OPTIONS: HitOptions = {
  retrieve: undefined,
  highlight: ['title', 'categories'],
  snippet: [],
  style: { preTag: '[', postTag: ']', ellipsis: '…', words: ['donna', 'scarpa'] },
  categories: new Set(['categories']),
  rankingInfo: false,
};

const HIT: Hit = {
  id: 'p1',
  document: {
    id: 'p1',
    inStock: true,
    title: 'Scarpa rossa',
    description: 'Una scarpa leggera e comoda per correre',
    categories: ['Donna/Scarpe', 'Uomo'],
    price: 49.5,
  },
  highlights: { title: [[0, 6]] },
};

const parse = (json: string) => JSON.parse(json) as Record<string, unknown>;

describe('one Algolia hit', () => {
  it('keeps internal fields out and highlights list elements one by one', () => {
    const hit = parse(hitJson(HIT, OPTIONS));
    expect(Object.keys(hit)).toEqual([
      'objectID',
      'title',
      'description',
      'categories',
      'price',
      '_highlightResult',
    ]);
    expect(hit._highlightResult).toEqual({
      title: {
        value: '[Scarpa] rossa',
        matchLevel: 'partial',
        matchedWords: ['scarpa'],
        fullyHighlighted: false,
      },
      categories: [
        {
          value: '[Donna] > Scarpe',
          matchLevel: 'partial',
          matchedWords: ['donna'],
          fullyHighlighted: false,
        },
        { value: 'Uomo', matchLevel: 'none', matchedWords: [] },
      ],
    });
  });

  it('retrieves only the attributes asked, snippets, and ranking info when asked', () => {
    const options: HitOptions = {
      ...OPTIONS,
      retrieve: new Set(['title']),
      highlight: [],
      snippet: [{ name: 'description', words: 3 }],
      rankingInfo: true,
    };
    const explain = {
      placedBy: 'pin' as const,
      rules: {
        words: 2,
        typo: 0,
        proximity: 7,
        fieldWeight: 3,
        exactness: 1,
        business: 5,
        availability: 1,
        bm25: 0,
        learned: 0,
      },
      matchedFields: ['title'],
      typos: 1,
      label: 'Saldi',
    };
    const hit = parse(hitJson({ ...HIT, explain }, options));
    expect(hit).toMatchObject({
      objectID: 'p1',
      title: 'Scarpa rossa',
      _snippetResult: { description: { value: 'Una [scarpa] leggera…', matchLevel: 'partial' } },
      _rankingInfo: { nbTypos: 1, words: 2, proximityDistance: 7, userScore: 5, promoted: true },
    });
    expect(hit.description).toBeUndefined();
    expect(rankingInfo(explain).trova).toMatchObject({ placedBy: 'pin', campaign: 'Saldi' });
  });
});
