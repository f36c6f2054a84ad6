import { describe, expect, it } from 'vitest';
import { SearchIndex } from '../index/search-index.js';
import { products, schema } from '../test-fixtures/catalogue.fixture.js';
import { RANKING_CHAIN } from './ranking-chain.js';

const index = SearchIndex.build(schema, products);

describe('ranking chain', () => {
  it('runs the rules in the documented order', () => {
    expect(RANKING_CHAIN.map((r) => r.name)).toEqual([
      'words',
      'typo',
      'proximity',
      'fieldWeight',
      'exactness',
      'business',
      'availability',
      'bm25',
    ]);
  });

  it('ranks an exact title match above a typo match', () => {
    const r = index.search({ q: 'trail', explain: true, prefix: false });
    expect(r.hits[0]!.explain!.rules.typo).toBeGreaterThanOrEqual(
      r.hits.at(-1)!.explain!.rules.typo,
    );
  });

  it('puts popular, available products first when text ties', () => {
    const r = index.search({ filters: { brand: ['Adidas'] }, explain: true });
    expect(r.hits.map((h) => [h.id, h.explain!.placedBy])).toEqual([
      ['p10', 'business'],
      ['p2', 'business'],
    ]);
  });
});

describe('relevance snapshots on the fixed catalogue', () => {
  const queries = [
    'scarpe',
    'scarpe corsa',
    'running shoes',
    'nike running',
    'giacca impermeabile',
    'maglietta rossa',
    'sneakers bianche',
    'caffe',
    'salomon trail',
    'calze',
    'sca',
    'scarep',
  ];
  for (const q of queries) {
    it(`ranks "${q}"`, () => {
      const r = index.search({ q, explain: true });
      expect(r.hits.map((h) => `${h.id} ${h.explain!.placedBy}`)).toMatchSnapshot();
    });
  }
});

describe('explain', () => {
  const tiny = SearchIndex.build(
    {
      searchable: [
        { name: 'title', weight: 3 },
        { name: 'tags', weight: 1 },
      ],
    },
    [
      { id: 'a', title: 'Zaino trekking', tags: ['montagna', 'zaino'] },
      { id: 'b', title: 'Borraccia', tags: ['zaimo'] },
    ],
  );

  it('names the fields that matched and the typos of each hit', () => {
    const r = tiny.search({ q: 'zaino', explain: true, highlight: false, prefix: false });
    expect(r.hits.map((h) => [h.id, h.explain!.matchedFields, h.explain!.typos])).toEqual([
      ['a', ['title', 'tags'], 0],
      ['b', ['tags'], 1],
    ]);
    expect(r.hits[0]!.highlights).toBeUndefined();
  });

  it('has no matched fields nor typos without text', () => {
    const r = tiny.search({ explain: true });
    expect(r.hits.every((h) => h.explain!.matchedFields.length === 0)).toBe(true);
    expect(r.hits.every((h) => h.explain!.typos === 0)).toBe(true);
  });
});
