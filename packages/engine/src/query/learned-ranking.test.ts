import { describe, expect, it } from 'vitest';
import { SearchIndex } from '../index/search-index.js';
import type { LearnedSignals, LearningSettings } from '../ranking/learned-signals.js';
import type { EngineSchema } from '../schema.js';

const schema: EngineSchema = {
  searchable: [
    { name: 'title', weight: 3 },
    { name: 'tags', weight: 1 },
  ],
  popularityField: 'popularity',
};
// Every `zaino` ties on the text rules but b (tags only: field weight) and e (popularity).
const docs = [
  { id: 'a', title: 'Zaino rosso', tags: [], popularity: 1 },
  { id: 'b', title: 'Borsa rossa', tags: ['zaino'], popularity: 1 },
  { id: 'c', title: 'Zaino verde', tags: [], popularity: 1 },
  { id: 'd', title: 'Zaino giallo', tags: [], popularity: 1 },
  { id: 'e', title: 'Zaino nero', tags: [], popularity: 50 },
  { id: 'f', title: 'Borraccia rossa', tags: [], popularity: 1 },
];
const on = (placement: LearningSettings['placement'], strength = 1): LearningSettings => ({
  enabled: true,
  strength,
  placement,
});

function indexWith(
  learning: LearningSettings | undefined,
  signals: LearnedSignals | null,
): SearchIndex {
  const index = SearchIndex.build(schema, docs);
  if (learning !== undefined) index.setQuerySettings({ ...index.querySettings(), learning });
  index.setLearnedSignals(signals);
  return index;
}
const ids = (index: SearchIndex, q: string, extra = {}): string[] =>
  index.search({ q, limit: 10, ...extra }).hits.map((h) => h.id);

const staticIndex = SearchIndex.build(schema, docs);
const zaino: LearnedSignals = {
  queries: [
    [
      'zaino',
      [
        ['d', 0.9],
        ['f', 1],
        ['a', 0.2],
      ],
    ],
  ],
  prior: [],
};

describe('learned ranking on a tiny catalogue', () => {
  it('lifts a product for the query it was learned for, and only that query', () => {
    const index = indexWith(on('after-exactness'), zaino);
    expect(ids(staticIndex, 'zaino')[0]).toBe('e');
    expect(ids(index, 'zaino')[0]).toBe('d');
    expect(ids(index, 'rosso')).toEqual(ids(staticIndex, 'rosso'));
    expect(ids(index, '')).toEqual(ids(staticIndex, ''));
  });

  it('never lifts a product that does not match the query', () => {
    const index = indexWith(on('after-typo'), zaino);
    expect(ids(index, 'zaino')).not.toContain('f');
    expect(index.search({ q: 'zaino' }).total).toBe(staticIndex.search({ q: 'zaino' }).total);
  });

  it('leaves pins, boosts and buries above it', () => {
    const index = indexWith(on('after-typo'), zaino);
    expect(ids(index, 'zaino', { merchandising: { boost: ['c'] } })[0]).toBe('c');
    expect(ids(index, 'zaino', { merchandising: { bury: ['d'] } }).at(-1)).toBe('d');
    expect(ids(index, 'zaino', { merchandising: { pins: [{ id: 'a', position: 0 }] } })[0]).toBe(
      'a',
    );
  });

  it('ranks statically when off, at strength 0, or when the query opts out', () => {
    const expected = ids(staticIndex, 'zaino');
    expect(ids(indexWith(undefined, zaino), 'zaino')).toEqual(expected);
    expect(ids(indexWith({ ...on('after-typo'), enabled: false }, zaino), 'zaino')).toEqual(
      expected,
    );
    expect(ids(indexWith(on('after-typo', 0), zaino), 'zaino')).toEqual(expected);
    expect(ids(indexWith(on('after-typo'), zaino), 'zaino', { learning: false })).toEqual(expected);
  });

  it('acts where its placement puts it', () => {
    const forB: LearnedSignals = { queries: [['zaino', [['b', 1]]]], prior: [] };
    // b matches in tags only: the field-weight rule precedes the learned rule after exactness.
    expect(ids(indexWith(on('after-typo'), forB), 'zaino')[0]).toBe('b');
    expect(ids(indexWith(on('after-exactness'), forB), 'zaino')[0]).toBe('e');
    // d is less popular than e: the business rule precedes the learned rule after availability.
    expect(ids(indexWith(on('after-exactness'), zaino), 'zaino')[0]).toBe('d');
    expect(ids(indexWith(on('after-availability'), zaino), 'zaino')[0]).toBe('e');
    expect(ids(indexWith(on('after-availability'), zaino), 'zaino')[1]).toBe('d');
  });

  it('ranks queries without history and browsing by the prior, at a coarser resolution', () => {
    const near: LearnedSignals = {
      queries: [],
      prior: [
        ['c', 0.55],
        ['e', 0.5],
      ],
    };
    expect(ids(indexWith(on('after-typo'), near), 'zaino')).toEqual(ids(staticIndex, 'zaino'));
    const far: LearnedSignals = {
      queries: [],
      prior: [
        ['c', 0.9],
        ['e', 0.1],
      ],
    };
    expect(ids(indexWith(on('after-typo'), far), 'zaino')[0]).toBe('c');
    expect(ids(indexWith(on('after-typo'), far), '')[0]).toBe('c');
  });

  it('explains the learned level, its source and what it placed', () => {
    const index = indexWith(on('after-exactness'), { ...zaino, prior: [['c', 0.3]] });
    const hits = index.search({ q: 'zaino', explain: true }).hits;
    const [d, c] = [hits.find((h) => h.id === 'd')!, hits.find((h) => h.id === 'c')!];
    expect(d.explain!.placedBy).toBe('learned');
    expect(d.explain!.learned).toEqual({ source: 'query', key: 'zaino', score: 0.9 });
    expect(d.explain!.rules.learned).toBe(Math.floor(0.9 * 32));
    expect(c.explain!.learned).toEqual({ source: 'prior', key: 'zaino', score: 0.3 });
    const plain = staticIndex.search({ q: 'zaino', explain: true }).hits[0]!;
    expect(plain.explain!.learned).toBeUndefined();
    expect(plain.explain!.rules.learned).toBe(0);
  });
});
