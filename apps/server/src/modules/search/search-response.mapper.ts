import type { ResultValue, SearchBanner, SearchHit, SearchResponse } from '@trova/contracts';
import type { FacetResult, Hit, HitExplanation, SearchResult } from '@trova/engine';
import type { LearnedEvidenceLookup } from './learned-evidence.port';

/** Like `record[key] = value`, also for the key '__proto__', which catalogue values may be. */
export function setOwn<T>(record: Record<string, T>, key: string, value: T): void {
  if (key === '__proto__') {
    Object.defineProperty(record, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  } else record[key] = value;
}

/**
 * The stats of `toResponse` (the console's own searches; the storefront's answer writes them as
 * JSON, `statsJson`). Plain loops: built with Object.fromEntries, these objects took about twice
 * as long to build and stringify.
 */
function toStats(facets: Record<string, FacetResult>): SearchResponse['stats'] {
  const stats: SearchResponse['stats'] = {};
  for (const [name, facet] of Object.entries(facets)) {
    if (facet.type === 'number') {
      setOwn(stats, name, { min: facet.min, max: facet.max });
      continue;
    }
    const counts: Record<string, number> = {};
    for (const { value, count } of facet.values) setOwn(counts, value, count);
    setOwn(stats, name, counts);
  }
  return stats;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** The keys of every hit's `data` by contract; a results field of the same name never replaces one. */
const FIXED_DATA_KEYS: ReadonlySet<string> = new Set([
  'title',
  'description',
  'brand',
  'availability',
  'image',
  'url',
]);

/** A document value the contract can carry; anything else (booleans, objects, NaN) is left out. */
function resultValue(value: unknown): ResultValue | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value;
  return undefined;
}

/**
 * The hit's fields: the fixed ones, then the shop's results fields the product has. Names come
 * from the shop's setup and values from its own catalogue, so both go in as own keys, even
 * '__proto__', and only the document's own fields are read (never Object.prototype's).
 */
function toData(
  document: Record<string, unknown>,
  resultFields: readonly string[],
): SearchHit['data'] {
  const data: SearchHit['data'] = {
    title: text(document.title) ?? '',
    description: text(document.description),
    brand: text(document.brand),
    availability: text(document.availability),
    image: Array.isArray(document.images)
      ? document.images.filter((i) => typeof i === 'string')
      : [],
    url: text(document.link) ?? '',
  };
  for (const name of resultFields) {
    if (FIXED_DATA_KEYS.has(name) || !Object.hasOwn(document, name)) continue;
    const value = resultValue(document[name]);
    if (value !== undefined) setOwn<ResultValue | undefined>(data, name, value);
  }
  return data;
}

/**
 * The engine's ranges of the fields the hit's `data` carries as text, under the same names: a
 * range of a field the storefront never receives would point into nothing
 * (docs/product/search-api.md#highlights).
 */
function toHighlights(
  ranges: NonNullable<Hit['highlights']>,
  data: SearchHit['data'],
): NonNullable<SearchHit['highlights']> {
  const highlights: NonNullable<SearchHit['highlights']> = {};
  for (const [field, list] of Object.entries(ranges)) {
    if (Object.hasOwn(data, field) && typeof data[field] === 'string') {
      setOwn(highlights, field, list);
    }
  }
  return highlights;
}

/**
 * The engine's explanation in the contract's words (docs/product/search-api.md#explain); learned
 * evidence only for a hit the engine ranked with a learned score (else it would explain nothing).
 */
function toExplain(
  hit: Hit,
  explanation: HitExplanation,
  learned: LearnedEvidenceLookup | undefined,
): NonNullable<SearchHit['explain']> {
  const evidence =
    learned && explanation.learned ? learned(explanation.learned, hit.id) : undefined;
  return {
    decidedBy: explanation.placedBy,
    rules: explanation.rules,
    matchedFields: explanation.matchedFields,
    typos: explanation.typos,
    // Search labels each merchandising entry with its campaign's name.
    ...(explanation.label === undefined ? {} : { campaign: explanation.label }),
    ...(evidence === undefined ? {} : { learned: evidence }),
  };
}

function toHit(
  hit: Hit,
  resultFields: readonly string[],
  learned?: LearnedEvidenceLookup,
): SearchHit {
  const { id, document } = hit;
  const data = toData(document, resultFields);
  const out: SearchHit = {
    header: { externalId: id, imagePrefix: '' },
    data,
    pricing: {
      sellingPrice: typeof document.price === 'number' ? document.price : 0,
      currency: text(document.currency) ?? null,
    },
  };
  // Assigned, not spread: this runs for every hit of every storefront search.
  if (hit.highlights !== undefined) out.highlights = toHighlights(hit.highlights, data);
  if (hit.explain !== undefined) out.explain = toExplain(hit, hit.explain, learned);
  return out;
}

/** Hits whose JSON a process keeps, over all shops, before it starts again from none. */
export const HIT_JSON_ENTRIES = 50_000;

interface KeptHit {
  id: string;
  resultFields: readonly string[];
  json: string;
}

let keptHits = new WeakMap<object, KeptHit>();
let keptCount = 0;

/**
 * `JSON.stringify(toHit(hit, resultFields))`, kept per stored document: an index never changes a
 * document it stores (an update stores a new one), so the same document object with the same
 * result fields (the same array, replaced when the shop's setup changes) always writes the same
 * JSON, and the popular products of a shop are mapped and written once instead of on every search
 * that shows them. Hits with highlights or explanations depend on the search and are written each
 * time. Entries go with their documents (a weak map); past `HIT_JSON_ENTRIES` the process starts
 * again from none, which bounds the memory to about that many hits.
 * @example hitJson({ id: 'p1', document }, ['color']) // '{"header":{"externalId":"p1",…},…}'
 */
export function hitJson(
  hit: Hit,
  resultFields: readonly string[],
  learned?: LearnedEvidenceLookup,
): string {
  if (hit.highlights !== undefined || hit.explain !== undefined) {
    return JSON.stringify(toHit(hit, resultFields, learned));
  }
  const kept = keptHits.get(hit.document);
  if (kept !== undefined && kept.id === hit.id && kept.resultFields === resultFields) {
    return kept.json;
  }
  const json = JSON.stringify(toHit(hit, resultFields));
  if (keptCount >= HIT_JSON_ENTRIES) {
    keptHits = new WeakMap();
    keptCount = 0;
  }
  keptHits.set(hit.document, { id: hit.id, resultFields, json });
  keptCount++;
  return json;
}

/**
 * The engine's result in the contract's shape, exactly its keys: the serializer writes each hit
 * with `toHit`, and its tests compare the whole answer with this one.
 * Hits carry `highlights` and `explain` only when the engine query asked for them; `banners`
 * are the matching banner campaign's, when one matched; explained hits carry their learned
 * evidence when `learned` is given.
 */
export function toResponse(
  result: SearchResult,
  resultFields: readonly string[],
  banners?: SearchBanner[],
  learned?: LearnedEvidenceLookup,
): SearchResponse {
  return {
    results: result.hits.map((hit) => toHit(hit, resultFields, learned)),
    results_count: result.total,
    stats: toStats(result.facets),
    ...(result.didYouMean === undefined ? {} : { didYouMean: result.didYouMean }),
    ...(banners === undefined ? {} : { banners }),
  };
}
