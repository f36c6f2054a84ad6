import type { SearchIndex, SearchQuery } from '@trova/engine';
import { LRUCache } from 'lru-cache';
import type { SearchResponseJson } from './search-response.serializer';

export interface SearchCacheStats {
  hits: number;
  misses: number;
}

/**
 * One string for every engine query that must give the same answer: the whole query, so a field the
 * service starts sending (merchandising, facets…) is part of the key without anyone remembering to
 * add it, with facets in name order and the values of one facet (ORed) in value order. Every field
 * of `SearchQuery` is plain JSON data.
 * @example searchCacheKey({ q: 'scarpe', filters: { color: ['rosso', 'blu'] } }) === searchCacheKey({ q: 'scarpe', filters: { color: ['blu', 'rosso'] } })
 */
export function searchCacheKey(query: SearchQuery): string {
  const filters = Object.entries(query.filters ?? {})
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([facet, value]) =>
      Array.isArray(value) ? [facet, [...(value as readonly string[])].sort()] : [facet, value],
    );
  return JSON.stringify({ ...query, filters });
}

/**
 * Serialised answers of recent searches, an LRU per live index, bounded by size. Invariant: an
 * answer depends only on the index and the engine query (`searchCacheKey`); anything else that
 * shaped it would have to join the key. Keyed on the index instance itself: every rebuild or
 * configuration change swaps in a new index, whose cache starts empty, so an answer of a replaced
 * index is never served, and the WeakMap lets the old entries go with the old index.
 *
 * @example
 * const body = cache.answer(index, query, () => serializeSearchResponse(toResponse(index.search(query))));
 */
export class SearchCache {
  private readonly byIndex = new WeakMap<SearchIndex, LRUCache<string, SearchResponseJson>>();
  private hits = 0;
  private misses = 0;

  /** `maxSizePerIndex` in characters of keys plus answers; 0 turns the cache off. */
  constructor(private readonly maxSizePerIndex: number) {}

  /** The cached answer to `query` on `index`, or `compute()`'s, kept for the next identical search. */
  answer(
    index: SearchIndex,
    query: SearchQuery,
    compute: () => SearchResponseJson,
  ): SearchResponseJson {
    if (this.maxSizePerIndex <= 0) return compute();
    const key = searchCacheKey(query);
    const entries = this.entriesOf(index);
    const cached = entries.get(key);
    if (cached !== undefined) {
      this.hits += 1;
      return cached;
    }
    this.misses += 1;
    const body = compute();
    // An answer larger than the whole budget is served but not kept (lru-cache's maxEntrySize).
    entries.set(key, body);
    return body;
  }

  /** Hits and misses since start, over every index. */
  stats(): SearchCacheStats {
    return { hits: this.hits, misses: this.misses };
  }

  private entriesOf(index: SearchIndex): LRUCache<string, SearchResponseJson> {
    let entries = this.byIndex.get(index);
    if (!entries) {
      entries = new LRUCache<string, SearchResponseJson>({
        maxSize: this.maxSizePerIndex,
        sizeCalculation: (body, key) => key.length + body.length,
      });
      this.byIndex.set(index, entries);
    }
    return entries;
  }
}
