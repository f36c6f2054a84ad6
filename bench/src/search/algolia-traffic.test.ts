import { describe, expect, it } from 'vitest';
import { algoliaBody } from './algolia-traffic.js';

interface Body {
  requests: Record<string, unknown>[];
}

describe('native storefront searches as InstantSearch multi-queries', () => {
  it('sends a lone word as one main query on the shop index', () => {
    const { requests } = JSON.parse(algoliaBody('q=scarpe', 'key')) as Body;
    expect(requests).toEqual([
      expect.objectContaining({
        indexName: 'key',
        query: 'scarpe',
        facets: ['*'],
        hitsPerPage: 12,
        page: 0,
        clickAnalytics: true,
      }),
    ]);
  });

  it('adds one analytics:false query per refined facet, on the sort replica, with the page', () => {
    const native =
      'q=scarpe&filters[0][0][brand]=Nike&filters[1][0][categories]=Donna%2FScarpe' +
      '&filters[2][0][price][from]=10&filters[2][0][price][to]=60&sort[0][selling_price]=DESC&offset=24';
    const { requests } = JSON.parse(algoliaBody(native, 'key')) as Body;
    expect(requests[0]).toMatchObject({
      indexName: 'key:selling_price:desc',
      page: 2,
      facetFilters: [['brand:Nike'], ['categories.lvl1:Donna > Scarpe']],
      numericFilters: ['price>=10', 'price<=60'],
    });
    expect(
      requests.slice(1).map((query) => [query.facets, query.analytics, query.hitsPerPage]),
    ).toEqual([
      ['brand', false, 0],
      ['categories.lvl0', false, 0],
      ['price', false, 0],
    ]);
    expect(requests[1]).toMatchObject({ facetFilters: [['categories.lvl1:Donna > Scarpe']] });
  });
});
