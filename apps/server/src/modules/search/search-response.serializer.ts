import { randomBytes } from 'node:crypto';
import { ANALYTICS_PRODUCT_POSITION_WINDOW, type SearchBanner } from '@trova/contracts';
import type { SearchResult } from '@trova/engine';
import { hitJson, toStats } from './search-response.mapper';

/** A search answer serialised as JSON, in the contract's response shape. */
export type SearchResponseJson = string & { readonly __searchResponseJson: true };

/**
 * The public search's answer as sent: the characters `JSON.stringify` gives for
 * `toResponse(result, resultFields, banners)`, with `results_count` first (the order answers have
 * always had), written without building the hits. Each hit's JSON comes from `hitJson`, which
 * keeps it per stored document; the rest is stringified key by key in the object's order
 * (undefined keys left out, as JSON.stringify leaves them out). No parse through the contract's
 * zod schema on the hot path: `toResponse` builds exactly the contract's keys, and the tests pin
 * this output to the contract's own parse and to that naive writer. Native JSON.stringify, because
 * on these answers (stats are open maps of facet values) it measured about a third faster than a
 * serializer compiled from the contract's JSON schema with fast-json-stringify, and several times
 * faster than zod.
 * @example serializeSearchResult({ hits: [], total: 0, facets: {} }, []) // '{"results_count":0,"results":[],"stats":{}}'
 */
export function serializeSearchResult(
  result: SearchResult,
  resultFields: readonly string[],
  banners?: SearchBanner[],
): SearchResponseJson {
  let hits = '';
  for (let i = 0; i < result.hits.length; i++) {
    hits += (i === 0 ? '' : ',') + hitJson(result.hits[i]!, resultFields);
  }
  const didYouMean =
    result.didYouMean === undefined ? '' : `,"didYouMean":${JSON.stringify(result.didYouMean)}`;
  const banner = banners === undefined ? '' : `,"banners":${JSON.stringify(banners)}`;
  const stats = JSON.stringify(toStats(result.facets));
  return `{"results_count":${JSON.stringify(result.total)},"results":[${hits}],"stats":${stats}${didYouMean}${banner}}` as SearchResponseJson;
}

/**
 * A serialised answer with what the event log records of it, taken from the result it was written
 * from: the answer cache keeps the three together, so logging a search (cached or not) never
 * reads the JSON back.
 */
export interface SearchAnswer {
  json: SearchResponseJson;
  /** `results_count`: how many products the search found. */
  resultCount: number;
  /** The ids of the first products shown, in order (at most `ANALYTICS_PRODUCT_POSITION_WINDOW`). */
  objectIds: readonly string[];
}

/**
 * `serializeSearchResult` with the result count and the first products' ids beside it.
 * @example searchAnswer({ hits: [], total: 0, facets: {} }, []) // { json: '{"results_count":0,…}', resultCount: 0, objectIds: [] }
 */
export function searchAnswer(
  result: SearchResult,
  resultFields: readonly string[],
  banners?: SearchBanner[],
): SearchAnswer {
  const objectIds: string[] = [];
  const shown = Math.min(result.hits.length, ANALYTICS_PRODUCT_POSITION_WINDOW);
  for (let i = 0; i < shown; i++) objectIds.push(result.hits[i]!.id);
  return {
    json: serializeSearchResult(result, resultFields, banners),
    resultCount: result.total,
    objectIds,
  };
}

const QUERY_ID_BYTES = 16;
/**
 * Random bytes drawn at once for 256 ids: one `randomBytes` call per search cost more than the
 * rest of logging it. Each id still takes bytes no other id took.
 */
const QUERY_ID_POOL = QUERY_ID_BYTES * 256;
let idPool = Buffer.alloc(0);
let idOffset = 0;

/**
 * A fresh `queryID` for one answered search: 32 lowercase hex characters (`QUERY_ID_PATTERN`).
 * @example newQueryId() // 'a3f0…' (32 characters)
 */
export function newQueryId(): string {
  if (idOffset + QUERY_ID_BYTES > idPool.length) {
    idPool = randomBytes(QUERY_ID_POOL);
    idOffset = 0;
  }
  const id = idPool.toString('hex', idOffset, idOffset + QUERY_ID_BYTES);
  idOffset += QUERY_ID_BYTES;
  return id;
}

/**
 * The answer with this search's `queryID` appended. Applied after the cache: a cached answer is
 * shared by every identical search, the queryID belongs to one of them.
 * @example withQueryId('{"results_count":0}' as SearchResponseJson, 'ab…') // '{"results_count":0,"queryID":"ab…"}'
 */
export function withQueryId(json: SearchResponseJson, queryId: string): SearchResponseJson {
  // The id is hex, so it needs no escaping; the answer is always a non-empty object.
  return `${json.slice(0, -1)},"queryID":"${queryId}"}` as SearchResponseJson;
}
