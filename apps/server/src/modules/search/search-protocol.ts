import {
  ANALYTICS_PRODUCT_POSITION_WINDOW,
  type SearchBanner,
  type SearchRequest,
} from '@trova/contracts';
import type { SearchQuery, SearchResult } from '@trova/engine';
import type { CachedAnswer } from './search-cache';

/**
 * A search another protocol asks for (the Algolia-compatible API,
 * docs/product/algolia-protocol.md#search): its engine query and its own answer's JSON.
 */
export interface ProtocolSearch {
  query: SearchQuery;
  /** What campaign and banner triggers read: the text and the filters applied. */
  facts: Pick<SearchRequest, 'q' | 'filters'>;
  /** Whatever else shapes `write`'s JSON besides the query and the banners, for the cache key. */
  view: string;
  /** The answer's JSON without its closing brace, from the result and the banners. */
  write: (result: SearchResult, banners: SearchBanner[] | undefined) => string;
  /** Logged as a search, so billed (null: answered only, never logged). */
  log: {
    filters: readonly string[];
    sort: string | null;
    userToken: string | undefined;
    device: SearchRequest['device'];
  } | null;
  /** A queryID is wanted for the answer, logged or not. */
  queryId: boolean;
}

/** A protocol's answer as cached, with the queryID it was given when logged or asked. */
export interface ProtocolAnswer extends CachedAnswer {
  queryId: string | undefined;
}

/** The request campaign triggers see of a protocol's search: only `q` and `filters` are read. */
export const PROTOCOL_REQUEST: SearchRequest = {
  q: '',
  filters: [],
  sort: [],
  offset: 0,
  limit: 0,
  customer_group_id: 'default',
  currency: 'EUR',
  highlight: '0',
  explain: '0',
};

/** A protocol's answer with the result count and first products the event log records. */
export function protocolCached(
  result: SearchResult,
  search: ProtocolSearch,
  banners: SearchBanner[] | undefined,
): CachedAnswer {
  const shown = Math.min(result.hits.length, ANALYTICS_PRODUCT_POSITION_WINDOW);
  const objectIds: string[] = [];
  for (let i = 0; i < shown; i++) objectIds.push(result.hits[i]!.id);
  return { unclosed: search.write(result, banners), resultCount: result.total, objectIds };
}
