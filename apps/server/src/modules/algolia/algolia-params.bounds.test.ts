import { describe, expect, it } from 'vitest';
import {
  ALGOLIA_LIMITS,
  decodeFacetQuery,
  decodeQueriesBody,
  decodeSingleQuery,
} from './algolia-params';
import { errorOf, one } from './algolia-params.test-support';

/** What one hostile call may cost (docs/product/algolia-protocol.md#parameters-and-limits). */

describe('a hostile body', () => {
  it('tolerates a parameter nested too deep to echo, leaving it out of params', () => {
    // 100k levels parse (JSON.parse does not recurse) but overflow JSON.stringify's stack: that
    // RangeError would have answered a 500, which the clients retry on other hosts.
    const deep: unknown = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`);
    const query = one({ indexName: 'pk', query: 'x', ruleContexts: deep });
    expect(query?.params).toBe('query=x');
  });
});

describe('the filter budget of a call', () => {
  // Each numeric comparison costs the engine a pass over every product: 50 queries of 1,000
  // each, one call, held the process for half a minute on 100k products.
  const comparisons = (n: number) => Array.from({ length: n }, (_, i) => `price>${i}`);
  const call = (queries: number, each: number) =>
    Array.from({ length: queries }, () => ({
      indexName: 'pk',
      numericFilters: comparisons(each),
      facetFilters: [['brand:A', 'brand:B']],
      filters: 'price<5 OR NOT color:red',
    }));

  it('refuses more conditions than one call may hold across its queries', () => {
    // 20 conditions a query (16 comparisons, 2 OR-ed values, 2 in filters): 13 queries are 260.
    expect(errorOf(() => decodeQueriesBody({ requests: call(13, 16) }))).toBe(
      `400 filters: more than ${ALGOLIA_LIMITS.callConditions} conditions in one call`,
    );
    expect(decodeQueriesBody({ requests: call(12, 16) })).toHaveLength(12);
    // A single query is a call of its own.
    const alone = { numericFilters: [comparisons(150), comparisons(150)] };
    expect(errorOf(() => decodeSingleQuery('pk', alone))).toBe(
      `400 filters: more than ${ALGOLIA_LIMITS.callConditions} conditions in one call`,
    );
    expect(errorOf(() => decodeFacetQuery('pk', 'brand', alone))).toContain('400 filters');
  });
});

describe('the hits of a call', () => {
  it('answers at most 1,000 hits over all queries, tags at most 64 characters', () => {
    // 50 queries of 1,000 hits, every word wrapped in long tags, built strings of gigabytes.
    const main = { indexName: 'pk', hitsPerPage: 1000 };
    const counts = Array.from({ length: 10 }, () => ({ indexName: 'pk', hitsPerPage: 0 }));
    expect(decodeQueriesBody({ requests: [main, ...counts] })).toHaveLength(11);
    expect(errorOf(() => decodeQueriesBody({ requests: [main, { indexName: 'pk' }] }))).toBe(
      `400 At most ${ALGOLIA_LIMITS.callHits} hits in one call`,
    );
    const facets = { indexName: 'pk', type: 'facet', facet: 'brand', hitsPerPage: 1000 };
    expect(decodeQueriesBody({ requests: [main, facets] })).toHaveLength(2);
    const tagged = one({ indexName: 'pk', highlightPreTag: 'x'.repeat(300) });
    expect(tagged?.highlightPreTag).toHaveLength(64);
  });
});

describe('the facet searches of a call', () => {
  it('answers at most 10 facet searches in one call', () => {
    // Each folds every value of its facet: 100k values took 164 ms here, 50 of them 8 s.
    const facet = { indexName: 'pk', type: 'facet', facet: 'brand', facetQuery: 'zz' };
    const ten = Array.from({ length: 10 }, () => facet);
    expect(decodeQueriesBody({ requests: ten })).toHaveLength(10);
    expect(errorOf(() => decodeQueriesBody({ requests: [...ten, facet] }))).toBe(
      `400 At most ${ALGOLIA_LIMITS.callFacetQueries} facet searches in one call`,
    );
  });
});
