import { describe, expect, it } from 'vitest';
import { SearchIndex } from '../index/search-index.js';
import { products, schema } from '../test-fixtures/catalogue.fixture.js';
import { merchandisingRule } from './merchandising.rule.js';
import { RANKING_CHAIN, SEARCH_CHAIN } from './ranking-chain.js';

const index = SearchIndex.build(schema, products);
const run = (boost: string[], bury: string[]): string[] =>
  index.search({ q: 'scarpe', merchandising: { boost, bury } }).hits.map((h) => h.id);

describe('the merchandising rule', () => {
  it('leads the chain a search ranks by, above every relevance rule', () => {
    expect(SEARCH_CHAIN.map((r) => r.name)).toEqual([
      merchandisingRule.name,
      ...RANKING_CHAIN.map((r) => r.name),
    ]);
  });

  it('buries a product that is both boosted and buried', () => {
    const plain = run([], []);
    const best = plain[0]!;
    expect(run([best], [best]).at(-1)).toBe(best);
  });
});
