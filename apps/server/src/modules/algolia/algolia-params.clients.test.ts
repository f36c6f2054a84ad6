import algoliasearchHelper from 'algoliasearch-helper';
import { algoliasearch } from 'algoliasearch';
import algoliasearchV4 from 'algoliasearch-v4';
import { describe, expect, it } from 'vitest';
import { toWhere } from './algolia-filters';
import type { AlgoliaQuery } from './algolia-params';
import {
  credentialsOf,
  decodeFacetQuery,
  decodeQueriesBody,
  decodeSingleQuery,
} from './algolia-params';

/**
 * The decoders against what the real clients send: each client runs with a requester that records
 * the request and answers an empty result, so no socket is opened (docs/product/algolia-protocol.md).
 */
interface Sent {
  url: string;
  headers: Record<string, string>;
  body: string;
}

function recorder(): {
  sent: Sent[];
  send: (request: {
    url: string;
    headers: Record<string, string>;
    data?: unknown;
  }) => Promise<{ content: string; isTimedOut: boolean; status: number }>;
} {
  const sent: Sent[] = [];
  return {
    sent,
    send: (request) => {
      const body = typeof request.data === 'string' ? request.data : '';
      sent.push({ url: request.url, headers: request.headers, body });
      const empty = {
        hits: [],
        nbHits: 0,
        page: 0,
        nbPages: 0,
        hitsPerPage: 20,
        processingTimeMS: 1,
        query: '',
        params: '',
        facets: {},
      };
      const facet = { facetHits: [], exhaustiveFacetsCount: true, processingTimeMS: 1 };
      let content = JSON.stringify(request.url.includes('/facets/') ? facet : empty);
      if (request.url.includes('/queries')) {
        const { requests } = JSON.parse(body) as { requests: { type?: string }[] };
        content = JSON.stringify({
          results: requests.map((r) => (r.type === 'facet' ? facet : empty)),
        });
      }
      return Promise.resolve({ content, isTimedOut: false, status: 200 });
    },
  };
}

const FACETS = [
  { name: 'brand', type: 'string' },
  { name: 'color', type: 'string' },
  { name: 'categories', type: 'category' },
  { name: 'price', type: 'number' },
];

/** What an InstantSearch page with a refined OR list, a range, an exclusion and a hierarchical menu asks. */
async function instantSearch(client: Parameters<typeof algoliasearchHelper>[0]): Promise<void> {
  const helper = algoliasearchHelper(client, 'pk_shop', {
    highlightPreTag: '__ais-highlight__',
    highlightPostTag: '__/ais-highlight__',
    disjunctiveFacets: ['brand', 'price'],
    facets: ['color'],
    hierarchicalFacets: [
      {
        name: 'categories.lvl0',
        attributes: ['categories.lvl0', 'categories.lvl1'],
        separator: ' > ',
      },
    ],
    maxValuesPerFacet: 10,
    hitsPerPage: 12,
    clickAnalytics: true,
    userToken: 'anon-1',
  });
  helper.setQuery('scarpe');
  helper.addDisjunctiveFacetRefinement('brand', 'Nike');
  helper.addDisjunctiveFacetRefinement('brand', 'Adidas: Originals');
  helper.addNumericRefinement('price', '>=', 10);
  helper.addFacetExclusion('color', 'rosso');
  helper.toggleFacetRefinement('categories.lvl0', 'Donna > Scarpe');
  helper.setPage(1);
  await new Promise((resolve, reject) => {
    helper.once('result', resolve);
    helper.once('error', reject);
    helper.search();
  });
}

function expectInstantSearchQueries(queries: AlgoliaQuery[]): void {
  const [main, brandCounts] = queries;
  // The main query, one per refined OR facet (brand, price), two for the hierarchical menu.
  expect(queries).toHaveLength(5);
  expect(main).toMatchObject({
    indexName: 'pk_shop',
    type: 'default',
    query: 'scarpe',
    page: 1,
    hitsPerPage: 12,
    maxValuesPerFacet: 10,
    clickAnalytics: true,
    analytics: true,
    userToken: 'anon-1',
    highlightPreTag: '__ais-highlight__',
    highlightPostTag: '__/ais-highlight__',
  });
  expect(main?.facets).toEqual(['brand', 'categories.lvl0', 'categories.lvl1', 'color', 'price']);
  expect(main && toWhere(main, FACETS)).toEqual({
    and: [
      { not: { field: 'color', values: ['rosso'] } },
      { field: 'brand', values: ['Adidas: Originals', 'Nike'] },
      { field: 'categories', values: ['Donna/Scarpe'] },
      { field: 'price', range: { min: 10 } },
    ],
  });
  // The OR facet's own count query: not a search of its own (never logged nor billed).
  expect(brandCounts).toMatchObject({
    analytics: false,
    clickAnalytics: false,
    hitsPerPage: 0,
    facets: ['brand'],
  });
}

describe('decoding what algoliasearch 5 sends', () => {
  it('reads search, legacy facet queries, single queries and facet searches', async () => {
    const { sent, send } = recorder();
    const client = algoliasearch('trova', 'pk_shop', { requester: { send } });
    await client.search({
      requests: [
        {
          indexName: 'pk_shop',
          query: 'scarpe',
          hitsPerPage: 5,
          facetFilters: [['brand:Nike', 'brand:Adidas'], 'color:-rosso'],
          numericFilters: ['price>=10'],
          filters: 'brand:"Nike Air"',
        },
      ],
    });
    await client.search({
      requests: [
        { indexName: 'pk_shop', type: 'facet', facet: 'brand', facetQuery: 'ni', maxFacetHits: 5 },
      ],
    });
    await client.searchSingleIndex({ indexName: 'pk_shop', searchParams: { query: 'x', page: 2 } });
    await client.searchForFacetValues({
      indexName: 'pk_shop',
      facetName: 'brand',
      searchForFacetValuesRequest: { facetQuery: 'ni', params: 'query=scarpe' },
    });
    const [multi, facet, single, facetSearch] = sent;
    expect(multi && credentialsOf({}, multi.headers)).toEqual({
      applicationId: 'trova',
      apiKey: 'pk_shop',
    });
    const [search] = decodeQueriesBody(multi?.body);
    expect(search).toMatchObject({ query: 'scarpe', hitsPerPage: 5, filters: 'brand:"Nike Air"' });
    expect(search && toWhere(search, FACETS)).toEqual({
      and: [
        { field: 'brand', values: ['Nike', 'Adidas'] },
        { not: { field: 'color', values: ['rosso'] } },
        { field: 'price', range: { min: 10 } },
        { field: 'brand', values: ['Nike Air'] },
      ],
    });
    expect(decodeQueriesBody(facet?.body)[0]).toMatchObject({
      type: 'facet',
      facetName: 'brand',
      facetQuery: 'ni',
      maxFacetHits: 5,
    });
    expect(single?.url).toContain('/1/indexes/pk_shop/query');
    expect(decodeSingleQuery('pk_shop', single?.body)).toMatchObject({ query: 'x', page: 2 });
    expect(facetSearch?.url).toContain('/1/indexes/pk_shop/facets/brand/query');
    expect(decodeFacetQuery('pk_shop', 'brand', facetSearch?.body)).toMatchObject({
      type: 'facet',
      facetName: 'brand',
      facetQuery: 'ni',
      query: 'scarpe',
    });
  });

  it('reads an InstantSearch multi-query', async () => {
    const { sent, send } = recorder();
    await instantSearch(algoliasearch('trova', 'pk_shop', { requester: { send } }));
    expectInstantSearchQueries(decodeQueriesBody(sent[0]?.body));
  });
});

describe('decoding what algoliasearch 4 sends', () => {
  it('reads params strings, facet queries and single queries', async () => {
    const { sent, send } = recorder();
    const client = algoliasearchV4('trova', 'pk_shop', { requester: { send } });
    await client.search([
      {
        indexName: 'pk_shop',
        query: 'scarpe',
        params: { hitsPerPage: 5, facetFilters: [['brand:Nike', 'brand:Adidas']], facets: ['*'] },
      },
    ]);
    await client.search([
      {
        indexName: 'pk_shop',
        type: 'facet',
        facet: 'brand',
        params: { facetQuery: 'ni', maxFacetHits: 5 },
      },
    ]);
    await client.initIndex('pk_shop').search('scarpe', { hitsPerPage: 3, page: 1 });
    await client.initIndex('pk_shop').searchForFacetValues('brand', 'ni', { maxFacetHits: 4 });
    const [multi, facet, single, facetSearch] = sent;
    expect(multi?.body).toContain('"params":"hitsPerPage=5&facetFilters=');
    const [search] = decodeQueriesBody(multi?.body);
    expect(search).toMatchObject({ query: 'scarpe', hitsPerPage: 5, facets: ['*'] });
    expect(search && toWhere(search, FACETS)).toEqual({
      field: 'brand',
      values: ['Nike', 'Adidas'],
    });
    expect(decodeQueriesBody(facet?.body)[0]).toMatchObject({
      type: 'facet',
      facetName: 'brand',
      facetQuery: 'ni',
      maxFacetHits: 5,
    });
    expect(decodeSingleQuery('pk_shop', single?.body)).toMatchObject({
      query: 'scarpe',
      hitsPerPage: 3,
      page: 1,
    });
    expect(decodeFacetQuery('pk_shop', 'brand', facetSearch?.body)).toMatchObject({
      facetQuery: 'ni',
      maxFacetHits: 4,
    });
  });

  it('reads an InstantSearch multi-query', async () => {
    const { sent, send } = recorder();
    const client = algoliasearchV4('trova', 'pk_shop', { requester: { send } });
    // The helper's types describe v5's client; at run time it speaks to v4's, as InstantSearch does.
    await instantSearch(client as unknown as Parameters<typeof algoliasearchHelper>[0]);
    expectInstantSearchQueries(decodeQueriesBody(sent[0]?.body));
  });
});
