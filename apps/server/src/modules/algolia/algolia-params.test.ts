import { describe, expect, it } from 'vitest';
import {
  ALGOLIA_LIMITS,
  decodeFacetQuery,
  decodeQueriesBody,
  decodeSingleQuery,
} from './algolia-params';
import { errorOf, one } from './algolia-params.test-support';

/** Captured from algoliasearch 4 (`client.search`), InstantSearch's main query. */
const V4_BODY =
  '{"requests":[{"indexName":"pk","params":"attributesToSnippet=%5B%22description%3A10%22%5D&clickAnalytics=true&facetFilters=%5B%22color%3A-rosso%22%2C%5B%22brand%3AAdidas%3A%20Originals%22%2C%22brand%3ANike%22%5D%5D&facets=%5B%22brand%22%2C%22color%22%5D&highlightPostTag=__%2Fais-highlight__&highlightPreTag=__ais-highlight__&hitsPerPage=12&maxValuesPerFacet=10&numericFilters=%5B%22price%3E%3D10%22%5D&page=1&query=scarpe&ruleContexts=%5B%22ais-shop%22%5D&snippetEllipsisText=%E2%80%A6&tagFilters=promo&userToken=anon-1"}],"strategy":"none"}';

describe('decodeQueriesBody', () => {
  it('decodes a v4 params string into typed parameters, echoing them', () => {
    const [query] = decodeQueriesBody(V4_BODY);
    expect(query).toEqual({
      indexName: 'pk',
      type: 'default',
      facetQuery: '',
      query: 'scarpe',
      page: 1,
      hitsPerPage: 12,
      facets: ['brand', 'color'],
      maxValuesPerFacet: 10,
      maxFacetHits: 10,
      facetFilters: ['color:-rosso', ['brand:Adidas: Originals', 'brand:Nike']],
      numericFilters: ['price>=10'],
      filters: '',
      attributesToSnippet: ['description:10'],
      highlightPreTag: '__ais-highlight__',
      highlightPostTag: '__/ais-highlight__',
      snippetEllipsisText: '…',
      clickAnalytics: true,
      analytics: true,
      getRankingInfo: false,
      userToken: 'anon-1',
      analyticsTags: [],
      params: expect.stringContaining('query=scarpe') as string,
    });
    expect(query?.params).toContain('tagFilters=promo');
    expect(query?.params).not.toContain('indexName');
  });

  it('accepts the body as text, bytes or parsed JSON, and lets a request field override params', () => {
    const body = { requests: [{ indexName: 'pk', query: 'top', params: 'query=inner&page=2' }] };
    for (const form of [body, JSON.stringify(body), Buffer.from(JSON.stringify(body))]) {
      expect(decodeQueriesBody(form)[0]).toMatchObject({ query: 'top', page: 2 });
    }
  });

  it('gives the defaults Algolia documents', () => {
    expect(one({ indexName: 'pk' })).toMatchObject({
      query: '',
      page: 0,
      hitsPerPage: 20,
      facets: [],
      maxValuesPerFacet: 100,
      maxFacetHits: 10,
      highlightPreTag: '<em>',
      highlightPostTag: '</em>',
      snippetEllipsisText: '…',
      clickAnalytics: false,
      analytics: true,
      getRankingInfo: false,
    });
  });

  it('reads facet queries of the multi-query', () => {
    expect(one({ indexName: 'pk', type: 'facet', facet: 'brand', facetQuery: 'ni' })).toMatchObject(
      {
        type: 'facet',
        facetName: 'brand',
        facetQuery: 'ni',
      },
    );
    expect(one({ indexName: 'pk', type: 'weird', facet: 'brand' })).toMatchObject({
      type: 'default',
    });
    expect(errorOf(() => one({ indexName: 'pk', type: 'facet' }))).toBe(
      '400 requests[0]: facet is required for a facet query',
    );
  });

  it('keeps a query that looks like JSON as text', () => {
    const [query] = decodeQueriesBody({
      requests: [{ indexName: 'pk', params: 'query=%5B2024%5D' }],
    });
    expect(query?.query).toBe('[2024]');
  });

  it('tolerates unknown and mistyped parameters', () => {
    expect(
      one({
        indexName: 'pk',
        hitsPerPage: 'many',
        page: -2,
        whatever: { a: 1 },
        clickAnalytics: 'yes',
      }),
    ).toMatchObject({ hitsPerPage: 20, page: 0, clickAnalytics: false });
    expect(one({ indexName: 'pk', userToken: 'has spaces' })?.userToken).toBeUndefined();
    expect(one({ indexName: 'pk', facets: 'brand' })?.facets).toEqual(['brand']);
  });

  it('caps what is costly and maps offset/length onto pages', () => {
    expect(
      one({
        indexName: 'pk',
        query: 'q'.repeat(600),
        hitsPerPage: 5000,
        maxValuesPerFacet: 10 ** 6,
        maxFacetHits: 500,
      }),
    ).toMatchObject({
      query: 'q'.repeat(ALGOLIA_LIMITS.queryLength),
      hitsPerPage: 1000,
      maxValuesPerFacet: 1000,
      maxFacetHits: 100,
    });
    expect(one({ indexName: 'pk', offset: 45, length: 15 })).toMatchObject({
      offset: 45,
      length: 15,
      page: 3,
      hitsPerPage: 15,
    });
    expect(one({ indexName: 'pk', offset: 10, hitsPerPage: 5 })).toMatchObject({
      offset: 10,
      length: 5,
    });
  });

  it('answers 400 for bodies it cannot read', () => {
    expect(errorOf(() => decodeQueriesBody('{'))).toBe('400 The body is not valid JSON');
    expect(errorOf(() => decodeQueriesBody('[1]'))).toBe('400 The body must be a JSON object');
    expect(errorOf(() => decodeQueriesBody({}))).toBe('400 The body must have a `requests` array');
    expect(errorOf(() => decodeQueriesBody(undefined))).toBe('400 The body must be a JSON object');
    expect(errorOf(() => decodeQueriesBody({ requests: [1] }))).toBe(
      '400 requests[0] must be an object',
    );
    expect(errorOf(() => one({ query: 'x' }))).toBe('400 requests[0]: indexName is required');
    const many = Array.from({ length: 51 }, () => ({ indexName: 'pk' }));
    expect(errorOf(() => decodeQueriesBody({ requests: many }))).toBe(
      '400 At most 50 requests at once',
    );
    expect(errorOf(() => one({ indexName: 'pk', filters: 'x'.repeat(4097) }))).toBe(
      '400 filters: longer than 4096 characters',
    );
    expect(decodeQueriesBody({ requests: [] })).toEqual([]);
  });
});

describe('decodeSingleQuery and decodeFacetQuery', () => {
  it('take the index (and facet) from the path, over the body', () => {
    expect(
      decodeSingleQuery('pk', '{"params":"query=x&hitsPerPage=3","indexName":"other"}'),
    ).toMatchObject({
      indexName: 'pk',
      query: 'x',
      hitsPerPage: 3,
      type: 'default',
    });
    expect(decodeSingleQuery('pk', undefined)).toMatchObject({ indexName: 'pk', query: '' });
    expect(
      decodeFacetQuery('pk', 'brand', { facetQuery: 'ni', params: 'query=scarpe' }),
    ).toMatchObject({
      type: 'facet',
      facetName: 'brand',
      facetQuery: 'ni',
      query: 'scarpe',
    });
  });
});
