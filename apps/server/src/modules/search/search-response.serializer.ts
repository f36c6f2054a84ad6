import { randomBytes } from 'node:crypto';
import { ANALYTICS_PRODUCT_POSITION_WINDOW, type SearchBanner } from '@trova/contracts';
import type { FacetResult, SearchResult } from '@trova/engine';
import type { LearnedEvidenceLookup } from './learned-evidence.port';
import { hitJson } from './search-response.mapper';

/** A search answer serialised as JSON, in the contract's response shape. */
export type SearchResponseJson = string & { readonly __searchResponseJson: true };

/** A search answer's JSON without its closing brace, so that its `queryID` can follow. */
export type UnclosedResponseJson = string & { readonly __unclosedResponseJson: true };

/** Keys kept written (`quotedKey`), over all shops, before starting again from none. */
export const QUOTED_KEYS_MAX = 100_000;
/** Longer keys are written each time: a catalogue value is the feed's to choose. */
const QUOTED_KEY_LENGTH_MAX = 200;
const quotedKeys = new Map<string, string>();

/**
 * `JSON.stringify(key) + ':'`, kept per key: the same facet values come back answer after answer
 * (the index hands out the same strings, whose hashes V8 keeps), and a lookup costs about a fifth
 * of `JSON.stringify` on a short string. Bounded in entries and key length, emptied when full.
 * @example quotedKey('Levi"s') // '"Levi\\"s":'
 */
export function quotedKey(key: string): string {
  let quoted = quotedKeys.get(key);
  if (quoted === undefined) {
    quoted = `${JSON.stringify(key)}:`;
    if (key.length <= QUOTED_KEY_LENGTH_MAX) {
      if (quotedKeys.size >= QUOTED_KEYS_MAX) quotedKeys.clear();
      quotedKeys.set(key, quoted);
    }
  }
  return quoted;
}

/**
 * The answer's `stats`, written from the engine's facets without building them as objects (an
 * object of 80 catalogue values took about 4 % of an uncached search to build, own key by own key,
 * and stringify again): a key per facet in the facets' order; a value facet's values in the
 * engine's order, each as a `quotedKey` and its count (a whole number, written as JSON writes it);
 * a number facet's `min` and `max`. Parsed, it equals `toStats(facets)`; as text it differs only
 * where a value reads as an array index ("42"), which an object would have moved ahead of the
 * others, out of the engine's order.
 * @example statsJson({ size: { type: 'string', values: [{ value: 'M', count: 9 }, { value: '42', count: 3 }] } }) // '{"size":{"M":9,"42":3}}'
 */
export function statsJson(facets: Record<string, FacetResult>): string {
  let out = '{';
  let first = true;
  for (const name of Object.keys(facets)) {
    const facet = facets[name]!;
    out += `${first ? '' : ','}${quotedKey(name)}`;
    first = false;
    if (facet.type === 'number') {
      out += `{"min":${JSON.stringify(facet.min)},"max":${JSON.stringify(facet.max)}}`;
      continue;
    }
    let values = '';
    for (let i = 0; i < facet.values.length; i++) {
      const { value, count } = facet.values[i]!;
      values += `${i === 0 ? '' : ','}${quotedKey(value)}${count}`;
    }
    out += `{${values}}`;
  }
  return `${out}}`;
}

/**
 * The answer as `serializeSearchResult` writes it, without the closing brace: the answer cache
 * keeps it so, and each search closes it with its own `queryID` (`withQueryId`), appending to the
 * text as written instead of cutting its last character, which would copy the whole answer once
 * more on every search.
 */
function unclosedAnswer(
  result: SearchResult,
  resultFields: readonly string[],
  banners?: SearchBanner[],
  learned?: LearnedEvidenceLookup,
): UnclosedResponseJson {
  let hits = '';
  for (let i = 0; i < result.hits.length; i++) {
    hits += (i === 0 ? '' : ',') + hitJson(result.hits[i]!, resultFields, learned);
  }
  const didYouMean =
    result.didYouMean === undefined ? '' : `,"didYouMean":${JSON.stringify(result.didYouMean)}`;
  const banner = banners === undefined ? '' : `,"banners":${JSON.stringify(banners)}`;
  const stats = statsJson(result.facets);
  return `{"results_count":${JSON.stringify(result.total)},"results":[${hits}],"stats":${stats}${didYouMean}${banner}` as UnclosedResponseJson;
}

/**
 * The public search's answer as sent: the JSON of `toResponse(result, resultFields, banners)`,
 * with `results_count` first (the order answers have always had), written without building the
 * hits or the stats. Each hit's JSON comes from `hitJson`, which keeps it per stored document, the
 * stats from `statsJson`; the rest is stringified key by key in the object's order (undefined keys
 * left out, as JSON.stringify leaves them out). No parse through the contract's zod schema on the
 * hot path: the tests pin this output to the contract's own parse and to the naive writer. Native
 * JSON.stringify for each piece, because on these answers it measured about a third faster than a
 * serializer compiled from the contract's JSON schema with fast-json-stringify, and several times
 * faster than zod.
 * @example serializeSearchResult({ hits: [], total: 0, facets: {} }, []) // '{"results_count":0,"results":[],"stats":{}}'
 */
export function serializeSearchResult(
  result: SearchResult,
  resultFields: readonly string[],
  banners?: SearchBanner[],
  learned?: LearnedEvidenceLookup,
): SearchResponseJson {
  return `${unclosedAnswer(result, resultFields, banners, learned)}}` as SearchResponseJson;
}

/**
 * A serialised answer with what the event log records of it, taken from the result it was written
 * from: the answer cache keeps the three together, so logging a search (cached or not) never
 * reads the JSON back.
 */
export interface SearchAnswer {
  /** The answer's JSON without its closing brace (`withQueryId` closes it). */
  unclosed: UnclosedResponseJson;
  /** `results_count`: how many products the search found. */
  resultCount: number;
  /** The ids of the first products shown, in order (at most `ANALYTICS_PRODUCT_POSITION_WINDOW`). */
  objectIds: readonly string[];
}

/**
 * `serializeSearchResult` (unclosed) with the result count and the first products' ids beside it.
 * `learned` (the preview's explain only) adds each explained hit's learned evidence.
 * @example searchAnswer({ hits: [], total: 0, facets: {} }, []) // { unclosed: '{"results_count":0,…', resultCount: 0, objectIds: [] }
 */
export function searchAnswer(
  result: SearchResult,
  resultFields: readonly string[],
  banners?: SearchBanner[],
  learned?: LearnedEvidenceLookup,
): SearchAnswer {
  const objectIds: string[] = [];
  const shown = Math.min(result.hits.length, ANALYTICS_PRODUCT_POSITION_WINDOW);
  for (let i = 0; i < shown; i++) objectIds.push(result.hits[i]!.id);
  return {
    unclosed: unclosedAnswer(result, resultFields, banners, learned),
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
 * The answer closed with this search's `queryID`. Applied after the cache: a cached answer is
 * shared by every identical search, the queryID belongs to one of them.
 * @example withQueryId('{"results_count":0' as UnclosedResponseJson, 'ab…') // '{"results_count":0,"queryID":"ab…"}'
 */
export function withQueryId(unclosed: UnclosedResponseJson, queryId: string): SearchResponseJson {
  // The id is hex, so it needs no escaping; the answer always has keys before it.
  return `${unclosed},"queryID":"${queryId}"}` as SearchResponseJson;
}
