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
  write: (result: SearchResult, banners: SearchBanner[] | undefined) => string | PiecedJson;
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

/**
 * An answer's JSON in pieces: `texts[0]`, then for each `i` the shared piece `shared(i)` and
 * `texts[i + 1]`. A shared piece is text many answers carry (a product's attributes), kept once
 * elsewhere and read again each time the answer is served, so the answer cache counts and holds
 * only the `texts`, and holds about twice as many answers in the same budget. Invariant:
 * `shared(i)` is the same text every time it is read.
 */
export interface PiecedJson {
  readonly texts: readonly string[];
  readonly shared: (i: number) => string;
}

/** What the answer cache counts for a shared piece: its reference, not its text. */
const SHARED_PIECE_SIZE = 16;

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
  const json = search.write(result, banners);
  if (typeof json === 'string') return { unclosed: json, resultCount: result.total, objectIds };
  let size = 0;
  for (const text of json.texts) size += text.length + SHARED_PIECE_SIZE;
  return {
    // Joined on each read: the answer's text is not kept whole anywhere. An own enumerable
    // getter, so a spread of the answer copies the text too.
    get unclosed(): string {
      return joinPieces(json);
    },
    size: size - SHARED_PIECE_SIZE,
    resultCount: result.total,
    objectIds,
  };
}

/**
 * The text of a pieced answer, as one string (V8 concatenates without copying, until written).
 * @example joinPieces({ texts: ['{"a":', ',"b":1'], shared: () => '2' }) // '{"a":2,"b":1'
 */
export function joinPieces(json: PiecedJson): string {
  const { texts } = json;
  let out = texts[0] ?? '';
  for (let i = 1; i < texts.length; i++) out += json.shared(i - 1) + texts[i]!;
  return out;
}
