import { describe, expect, it } from 'vitest';
import { boundedDistance } from './edit-distance.js';
import { foldText, foldWithOffsets } from './normalize.js';
import { stemsOf } from './stemmer.js';
import { forEachTerm, partsOf, tokenize } from './tokenizer.js';

describe('foldText', () => {
  it('removes diacritics, folds compatibility forms and lower-cases', () => {
    expect(foldText('Caffè CRÈME ﬁne Straße')).toBe('caffe creme fine strasse');
  });

  it('maps folded offsets back to the original string', () => {
    const { folded, offsets } = foldWithOffsets('Crème');
    expect(folded).toBe('creme');
    expect(offsets).toEqual([0, 1, 2, 3, 4, 5]);
    // ASCII keeps its offsets: null stands for the identity mapping.
    expect(foldWithOffsets('Scarpe ABC-1')).toEqual({ folded: 'scarpe abc-1', offsets: null });
  });
});

describe('tokenize', () => {
  it('keeps codes whole and in parts', () => {
    const tokens = tokenize(foldText('SKU ABC-123 per l’uomo 8.5'));
    expect(tokens.map((t) => t.term)).toEqual(['sku', 'abc123', 'per', 'l', 'uomo', '85']);
    expect(tokens[1]!.parts).toEqual(['abc', '123']);
  });

  it('splits where letters meet digits and keeps the joined form, except for codes', () => {
    expect(tokenize('iphone15 8.5 wh-1000xm5').map((t) => [t.term, t.parts])).toEqual([
      ['iphone15', ['iphone', '15']],
      ['85', ['8', '5']],
      ['wh1000xm5', ['wh', '1000', 'xm', '5']],
    ]);
    expect(tokenize('iphone15', false)[0]!.parts).toBeNull();
    expect(partsOf('scarpe', true)).toBeNull();
    const out: [string, number][] = [];
    const length = forEachTerm('iphone15 pro', (t, p) => out.push([t, p]));
    expect(out).toEqual([
      ['iphone15', 0],
      ['iphone', 0],
      ['15', 1],
      ['pro', 2],
    ]);
    // Words as written: the parts of 'iphone15' take two positions but it is one word.
    expect(length).toBe(2);
    const code: string[] = [];
    forEachTerm('ab12-x', (t) => code.push(t), false);
    expect(code).toEqual(['ab12x', 'ab12', 'x']);
  });

  it('emits joined and part terms at index time', () => {
    const out: [string, number][] = [];
    forEachTerm('scarpe abc-123 rosse', (t, p) => out.push([t, p]));
    expect(out).toEqual([
      ['scarpe', 0],
      ['abc123', 1],
      ['abc', 1],
      ['123', 2],
      ['rosse', 3],
    ]);
  });
});

describe('stemsOf', () => {
  it('stems Italian and English words and skips codes', () => {
    expect(stemsOf('scarpe', ['it'])).toEqual(stemsOf('scarpa', ['it']));
    expect(stemsOf('jackets', ['en'])).toEqual(['jacket']);
    expect(stemsOf('abc123', ['it', 'en'])).toEqual([]);
  });
});

describe('boundedDistance', () => {
  it('counts substitutions, insertions, deletions and transpositions', () => {
    expect(boundedDistance('scarpe', 'scarpe', 2)).toBe(0);
    expect(boundedDistance('scarpe', 'scrape', 2)).toBe(1);
    expect(boundedDistance('scarpe', 'scarp', 2)).toBe(1);
    expect(boundedDistance('giacca', 'giaca', 1)).toBe(1);
    expect(boundedDistance('nike', 'nkie', 1)).toBe(1);
  });

  it('gives up beyond the bound', () => {
    expect(boundedDistance('scarpe', 'zaino', 2)).toBe(3);
    expect(boundedDistance('a', 'abcd', 1)).toBe(2);
  });
});
