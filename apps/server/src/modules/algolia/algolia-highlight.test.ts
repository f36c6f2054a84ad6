import { describe, expect, it } from 'vitest';
import {
  highlight,
  ownRanges,
  queryWords,
  snippet,
  type HighlightStyle,
} from './algolia-highlight';

const style = (query: string): HighlightStyle => ({
  preTag: '__ais-highlight__',
  postTag: '__/ais-highlight__',
  ellipsis: '…',
  words: queryWords(query),
});

describe('highlighting in the tags a query sent', () => {
  it('wraps the ranges in exactly the tags sent, and says how much of the query matched', () => {
    const result = highlight('Scarpa running rossa', [[0, 6]], style('scarpa blu'));
    expect(result).toEqual({
      value: '__ais-highlight__Scarpa__/ais-highlight__ running rossa',
      matchLevel: 'partial',
      matchedWords: ['scarpa'],
      fullyHighlighted: false,
    });
    const full = highlight(
      'Scarpa rossa',
      [
        [0, 6],
        [7, 12],
      ],
      style('ross scarpa'),
    );
    expect(full).toMatchObject({
      matchLevel: 'full',
      matchedWords: ['ross', 'scarpa'],
      fullyHighlighted: true,
    });
  });

  it('answers the text as it is, level none, when nothing matched', () => {
    expect(highlight('Borsa <b>', [], style('scarpa'))).toEqual({
      value: 'Borsa <b>',
      matchLevel: 'none',
      matchedWords: [],
    });
  });

  it('merges overlapping ranges and folds accents when matching words itself', () => {
    expect(queryWords('Caffè  caffè Crème')).toEqual(['caffe', 'creme']);
    const ranges = ownRanges('Caffè crème, caffettiera', queryWords('caff'));
    expect(ranges).toEqual([
      [0, 5],
      [13, 24],
    ]);
    expect(
      highlight(
        'abcdef',
        [
          [0, 3],
          [2, 5],
        ],
        style('abc'),
      ).value,
    ).toBe('__ais-highlight__abcde__/ais-highlight__f');
  });

  it('credits a word the engine matched by typo or stem to the closest query word', () => {
    // The engine highlights only words it matched, so none of them is left out of matchedWords.
    expect(highlight('Scarpa da trekking', [[0, 6]], style('scarpe'))).toEqual({
      value: '__ais-highlight__Scarpa__/ais-highlight__ da trekking',
      matchLevel: 'full',
      matchedWords: ['scarpe'],
      fullyHighlighted: false,
    });
    const text = 'Camicia rosse, carpe';
    const both = highlight(
      text,
      [
        [0, 7],
        [8, 13],
      ],
      style('rossa camicie'),
    );
    expect(both).toMatchObject({ matchLevel: 'full', matchedWords: ['rossa', 'camicie'] });
    // A typo on the first letter still lies within two edits; ties go to the first query word.
    expect(highlight(text, [[15, 20]], style('zaino scarpe')).matchedWords).toEqual(['scarpe']);
    expect(highlight('rosse', [[0, 5]], style('rossa rosso')).matchedWords).toEqual(['rossa']);
    // A stem farther than two edits is credited by the longest common prefix.
    expect(highlight('runs', [[0, 4]], style('blue running')).matchedWords).toEqual(['running']);
    // With several query words and nothing in common, no word is guessed.
    expect(highlight('tshirt', [[0, 6]], style('maglia blu'))).toMatchObject({
      matchLevel: 'partial',
      matchedWords: [],
    });
  });

  it('snips around the first match with the ellipsis where words were cut', () => {
    const text = 'uno due tre quattro cinque sei sette otto';
    const cut = snippet(text, [[20, 26]], 3, style('cinque'));
    expect(cut).toEqual({
      value: '…quattro __ais-highlight__cinque__/ais-highlight__ sei…',
      matchLevel: 'full',
    });
    expect(snippet('uno due', [], 5, style('x'))).toEqual({ value: 'uno due', matchLevel: 'none' });
  });
});
