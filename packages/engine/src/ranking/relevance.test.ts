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
