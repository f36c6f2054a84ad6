import type { ResultValue, SearchHit, SearchRequest, SearchResponse } from '@trova/contracts';
import type { FacetResult, FilterValue, SearchQuery, SearchResult, SortBy } from '@trova/engine';
import { AppError } from '../../errors/error-catalogue';
import type { IndexRegistry } from './index-registry';
import type { RequestCounter } from './request-counter';
import { SearchCache, type SearchCacheStats } from './search-cache';
import { serializeSearchResponse, type SearchResponseJson } from './search-response.serializer';

/** Sort keys storefronts send (the layout's defaults use `selling_price`) → sortable fields. */
const SORT_FIELDS: Readonly<Record<string, string>> = { price: 'price', selling_price: 'price' };

/** Filter groups → engine filters: values of one facet are ORed, facets ANDed. */
export function toEngineFilters(groups: SearchRequest['filters']): Record<string, FilterValue> {
  const values = new Map<string, Set<string>>();
  const ranges: Record<string, { min?: number; max?: number }> = {};
  for (const group of groups) {
    for (const filter of group) {
      for (const [facet, value] of Object.entries(filter)) {
        if (typeof value === 'string') {
          values.set(facet, (values.get(facet) ?? new Set()).add(value));
        } else {
          ranges[facet] = {
            ...(value.from === undefined ? {} : { min: value.from }),
            ...(value.to === undefined ? {} : { max: value.to }),
          };
        }
      }
    }
  }
  return { ...Object.fromEntries([...values].map(([facet, set]) => [facet, [...set]])), ...ranges };
}

function toSort(sort: SearchRequest['sort']): SortBy[] {
  return sort.flatMap((entry) =>
    Object.entries(entry).flatMap(([key, order]) => {
      const field = SORT_FIELDS[key];
      return field ? [{ field, order: order.toLowerCase() as 'asc' | 'desc' }] : [];
    }),
  );
}

/** Like `record[key] = value`, also for the key '__proto__', which catalogue values may be. */
function setOwn<T>(record: Record<string, T>, key: string, value: T): void {
  if (key === '__proto__') {
    Object.defineProperty(record, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  } else record[key] = value;
}

/** Plain loops: built with Object.fromEntries, these objects took about twice as long to build and stringify. */
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

function toResponse(result: SearchResult, resultFields: readonly string[]): SearchResponse {
  return {
    results: result.hits.map(({ id, document }) => ({
      header: { externalId: id, imagePrefix: '' },
      data: toData(document, resultFields),
      pricing: {
        sellingPrice: typeof document.price === 'number' ? document.price : 0,
        currency: text(document.currency) ?? null,
      },
    })),
    results_count: result.total,
    stats: toStats(result.facets),
    ...(result.didYouMean === undefined ? {} : { didYouMean: result.didYouMean }),
  };
}

/**
 * What the engine runs for a request. customer_group_id and currency are not part of it: products
 * carry one price, in their own currency (docs/decisions.md).
 */
function toEngineQuery(request: SearchRequest): SearchQuery {
  return {
    q: request.q,
    filters: toEngineFilters(request.filters),
    sort: toSort(request.sort),
    offset: request.offset,
    limit: request.limit,
    highlight: false,
  };
}

/** The public search API: any storefront may call it with the shop's public key. */
export class SearchService {
  constructor(
    private readonly registry: IndexRegistry,
    private readonly counter: RequestCounter,
    /** Storefront traffic repeats itself; only `search` answers from it. */
    private readonly cache = new SearchCache(0),
  ) {}

  /**
   * `GET shops/{shopKey}/search`, for a published shop only (`shop-not-published` otherwise).
   * Counted as one request of the shop this month, unless the client address is one of the shop's
   * excluded IPs (served, never billed).
   * Answers the JSON as sent, from the cache when the same search already ran on this index; a
   * cached answer is counted like any other.
   * @example await search.search(shopKey, { q: 'sneaker', filters: [], sort: [], offset: 0, limit: 12, customer_group_id: 'default', currency: 'EUR' });
   */
  search(shopKey: string, request: SearchRequest, clientIp = ''): SearchResponseJson {
    const entry = this.registry.get(shopKey);
    if (!entry) throw new AppError('shop-not-found');
    // Storefronts see a shop once its owner publishes it (docs/product/search-api.md); the
    // console's preview goes through `preview`, which does not ask.
    if (!entry.published) throw new AppError('shop-not-published');
    if (!entry.excludedIps.has(clientIp)) this.counter.count(entry.shopId);
    const { index, resultFields } = entry;
    const query = toEngineQuery(request);
    return this.cache.answer(
      index,
      query,
      () => serializeSearchResponse(toResponse(index.search(query), resultFields)),
      resultFields.join('\u0000'),
    );
  }

  /**
   * The same search for the console, not counted: only storefront searches are billed requests.
   * Callers check the shop belongs to the caller first. A shop without an index yet (no products,
   * or the first build still running) answers no products instead of an error.
   */
  preview(shopKey: string, request: SearchRequest): SearchResponse {
    const entry = this.registry.get(shopKey);
    if (!entry) return { results: [], results_count: 0, stats: {} };
    return toResponse(entry.index.search(toEngineQuery(request)), entry.resultFields);
  }

  /** Hits and misses of the public search's answer cache since start. */
  cacheStats(): SearchCacheStats {
    return this.cache.stats();
  }
}
