import { randomBytes } from 'node:crypto';
import type { SearchBanner } from '@trova/contracts';
import type { SearchResult } from '@trova/engine';
import { hitJson, toStats } from './search-response.mapper';

/** A search answer serialised as JSON, in the contract's response shape. */
export type SearchResponseJson = string & { readonly __searchResponseJson: true };

/** The answer's opening: `results_count` is written first so it can be read back without parsing. */
const COUNT_PREFIX = /^\{"results_count":(\d+)/;

/**
 * The public search's answer as sent: the characters `JSON.stringify` gives for
 * `toResponse(result, resultFields, banners)` with `results_count` moved first (see
 * `resultCountOf`), written without building the hits. Each hit's JSON comes from `hitJson`, which
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
 * How many products a serialised answer found, read from its opening: the event log records it
 * for every search, cached answers included, and parsing the whole answer would cost more than
 * the search.
 * @example resultCountOf(serializeSearchResult({ hits: [], total: 7, facets: {} }, [])) // 7
 */
export function resultCountOf(json: SearchResponseJson): number {
  return Number(COUNT_PREFIX.exec(json)?.[1] ?? 0);
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
