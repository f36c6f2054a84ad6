import { AlgoliaProtocolError } from './algolia-protocol.error';

export interface AlgoliaCredentials {
  applicationId: string | undefined;
  apiKey: string | undefined;
}

/** One decoded query of a multi-query (docs/product/algolia-protocol.md#parameters-and-limits). */
export interface AlgoliaQuery {
  indexName: string;
  type: 'default' | 'facet';
  facetName?: string;
  facetQuery: string;
  query: string;
  page: number;
  hitsPerPage: number;
  offset?: number;
  length?: number;
  facets: string[];
  maxValuesPerFacet: number;
  maxFacetHits: number;
  facetFilters: unknown;
  numericFilters: unknown;
  filters: string;
  attributesToRetrieve?: string[];
  attributesToHighlight?: string[];
  attributesToSnippet?: string[];
  highlightPreTag: string;
  highlightPostTag: string;
  snippetEllipsisText: string;
  clickAnalytics: boolean;
  analytics: boolean;
  getRankingInfo: boolean;
  userToken?: string;
  analyticsTags: string[];
  params: string;
}

export function decodeQueriesBody(body: unknown): AlgoliaQuery[] {
  throw new AlgoliaProtocolError(501, `not implemented: ${typeof body}`);
}

export function decodeSingleQuery(indexName: string, body: unknown): AlgoliaQuery {
  throw new AlgoliaProtocolError(501, `not implemented: ${indexName} ${typeof body}`);
}

export function credentialsOf(
  query: Record<string, unknown>,
  headers: Record<string, unknown>,
): AlgoliaCredentials {
  throw new AlgoliaProtocolError(501, `not implemented: ${typeof query} ${typeof headers}`);
}

export function parseIndexName(indexName: string): {
  shopKey: string;
  sort?: { key: string; order: 'asc' | 'desc' };
  suggestions?: true;
} {
  throw new AlgoliaProtocolError(501, `not implemented: ${indexName}`);
}
