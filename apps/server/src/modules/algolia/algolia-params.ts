import { SEARCH_MAX_OFFSET, userTokenSchema } from '@trova/contracts';
import { checkCallConditions } from './algolia-filter-lists';
import { MAX_FILTER_TEXT } from './algolia-filters.grammar';
import { MAX_INDEX_NAME } from './algolia-index-name';
import { checkCallHits } from './algolia-paging';
import type { ParamMap } from './algolia-param-values';
import {
  bodyObject,
  encodeParams,
  jsonList,
  paramsOf,
  readBool,
  readInt,
  readList,
  readString,
} from './algolia-param-values';
import { AlgoliaProtocolError } from './algolia-protocol.error';

export type { AlgoliaCredentials, AlgoliaIndexName } from './algolia-index-name';
export { credentialsOf, parseIndexName } from './algolia-index-name';
export { engineWindow, nbPagesOf } from './algolia-paging';

/** Bounds (docs/product/algolia-protocol.md#parameters-and-limits). */
export const ALGOLIA_LIMITS = {
  queries: 50,
  queryLength: 512,
  hitsPerPage: 1000,
  maxValuesPerFacet: 1000,
  maxFacetHits: 100,
  /** Highlight tags and ellipsis: each wraps every matched word of every hit. */
  tagLength: 64,
  /** Hits all search queries of one call read together (`checkCallHits`). */
  callHits: 1000,
  /** Facet searches in one call: each folds every value of its facet that the search counts. */
  callFacetQueries: 10,
  /**
   * Filter conditions of one call, all its queries together: a condition on a number (`price>9`)
   * costs the engine a pass over every product (256 of them over 100k products: ~150 ms), and a
   * multi-query is one unit of the storefront limit. InstantSearch sends a few dozen.
   */
  callConditions: 256,
  /** Pages past this offset answer no hits; nbPages counts only reachable pages. */
  maxOffset: SEARCH_MAX_OFFSET,
} as const;

/** One decoded query of a multi-query (docs/product/algolia-protocol.md#parameters-and-limits). */
export interface AlgoliaQuery {
  indexName: string;
  type: 'default' | 'facet';
  facetName?: string;
  facetQuery: string;
  query: string;
  /** As asked (offset/length mapped onto them when sent); `engineWindow` bounds what is read. */
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

/** Names that route a request rather than shape its search: never echoed in `params`. */
const ROUTING = ['indexName', 'type', 'facet', 'params'];

function decodeRequest(
  label: string,
  request: unknown,
  route: { indexName?: string; facetName?: string } = {},
): AlgoliaQuery {
  if (typeof request !== 'object' || request === null || Array.isArray(request)) {
    throw new AlgoliaProtocolError(400, `${label} must be an object`);
  }
  const params = paramsOf(request as Record<string, unknown>);
  const indexName = route.indexName ?? readString(params, 'indexName', MAX_INDEX_NAME + 1);
  if (indexName === undefined || indexName === '') {
    throw new AlgoliaProtocolError(400, `${label}: indexName is required`);
  }
  const type =
    route.facetName !== undefined || params.get('type') === 'facet' ? 'facet' : 'default';
  const facetName = route.facetName ?? readString(params, 'facet', MAX_INDEX_NAME);
  if (type === 'facet' && !facetName) {
    throw new AlgoliaProtocolError(400, `${label}: facet is required for a facet query`);
  }
  const filters = params.get('filters');
  if (typeof filters === 'string' && filters.length > MAX_FILTER_TEXT) {
    throw new AlgoliaProtocolError(400, `filters: longer than ${MAX_FILTER_TEXT} characters`);
  }
  let hitsPerPage = readInt(params, 'hitsPerPage', 20, 0, ALGOLIA_LIMITS.hitsPerPage);
  let page = readInt(params, 'page', 0, 0, 1_000_000_000);
  const offset = readInt(params, 'offset', undefined, 0, 1_000_000_000);
  const length =
    offset === undefined
      ? undefined
      : readInt(params, 'length', hitsPerPage, 0, ALGOLIA_LIMITS.hitsPerPage);
  if (offset !== undefined && length !== undefined) {
    hitsPerPage = length;
    page = length > 0 ? Math.floor(offset / length) : 0;
  }
  const token = userTokenSchema.safeParse(params.get('userToken'));
  const tag = (key: string, fallback: string): string =>
    readString(params, key, ALGOLIA_LIMITS.tagLength) ?? fallback;
  const echoed = new Map([...params].filter(([key]) => !ROUTING.includes(key)));
  return {
    indexName,
    type,
    ...(type === 'facet' && facetName ? { facetName } : {}),
    facetQuery: readString(params, 'facetQuery', ALGOLIA_LIMITS.queryLength) ?? '',
    query: readString(params, 'query', ALGOLIA_LIMITS.queryLength) ?? '',
    page,
    hitsPerPage,
    ...(offset !== undefined && length !== undefined ? { offset, length } : {}),
    facets: readList(params, 'facets') ?? [],
    maxValuesPerFacet: readInt(
      params,
      'maxValuesPerFacet',
      100,
      0,
      ALGOLIA_LIMITS.maxValuesPerFacet,
    ),
    maxFacetHits: readInt(params, 'maxFacetHits', 10, 1, ALGOLIA_LIMITS.maxFacetHits),
    facetFilters: jsonList(params.get('facetFilters')),
    numericFilters: jsonList(params.get('numericFilters')),
    filters: typeof filters === 'string' ? filters : '',
    ...optionalList(params, 'attributesToRetrieve'),
    ...optionalList(params, 'attributesToHighlight'),
    ...optionalList(params, 'attributesToSnippet'),
    highlightPreTag: tag('highlightPreTag', '<em>'),
    highlightPostTag: tag('highlightPostTag', '</em>'),
    snippetEllipsisText: tag('snippetEllipsisText', '…'),
    clickAnalytics: readBool(params, 'clickAnalytics', false),
    analytics: readBool(params, 'analytics', true),
    getRankingInfo: readBool(params, 'getRankingInfo', false),
    ...(token.success ? { userToken: token.data } : {}),
    analyticsTags: readList(params, 'analyticsTags') ?? [],
    params: encodeParams(echoed),
  };
}

function optionalList(params: ParamMap, key: string): Record<string, string[]> {
  const list = readList(params, key);
  return list === undefined ? {} : { [key]: list };
}

/**
 * `POST /1/indexes/*\/queries` in both forms: v5 `{ requests: [{ indexName, ...params }] }` and
 * v4 `{ requests: [{ indexName, params: 'query=x&…' }] }`; `strategy` is read and ignored.
 * @example decodeQueriesBody('{"requests":[{"indexName":"pk","params":"query=x"}]}')[0].query // 'x'
 */
export function decodeQueriesBody(body: unknown): AlgoliaQuery[] {
  const { requests } = bodyObject(body, false);
  if (!Array.isArray(requests)) {
    throw new AlgoliaProtocolError(400, 'The body must have a `requests` array');
  }
  if (requests.length > ALGOLIA_LIMITS.queries) {
    throw new AlgoliaProtocolError(400, `At most ${ALGOLIA_LIMITS.queries} requests at once`);
  }
  const queries = requests.map((request: unknown, i) => decodeRequest(`requests[${i}]`, request));
  checkCallConditions(queries, ALGOLIA_LIMITS.callConditions);
  checkCallHits(queries, ALGOLIA_LIMITS.callHits);
  if (queries.filter((q) => q.type === 'facet').length > ALGOLIA_LIMITS.callFacetQueries) {
    throw new AlgoliaProtocolError(
      400,
      `At most ${ALGOLIA_LIMITS.callFacetQueries} facet searches in one call`,
    );
  }
  return queries;
}

/** `POST /1/indexes/{indexName}/query`: the path names the index; the body may be empty. */
export function decodeSingleQuery(indexName: string, body: unknown): AlgoliaQuery {
  return checkedAlone(decodeRequest('The body', bodyObject(body, true), { indexName }));
}

/** A query that is a whole call: the call's bounds apply to it alone. */
function checkedAlone(q: AlgoliaQuery): AlgoliaQuery {
  checkCallConditions([q], ALGOLIA_LIMITS.callConditions);
  return q;
}

/** `POST /1/indexes/{indexName}/facets/{facetName}/query`: a facet query named by the path. */
export function decodeFacetQuery(
  indexName: string,
  facetName: string,
  body: unknown,
): AlgoliaQuery {
  return checkedAlone(decodeRequest('The body', bodyObject(body, true), { indexName, facetName }));
}
