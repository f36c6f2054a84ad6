import type { SearchIndex, SearchQuery } from '@trova/engine';
import { LRUCache } from 'lru-cache';
import type { SearchAnswer } from './search-response.serializer';

/**
 * What the cache keeps of an answer: its JSON without the closing brace, and what the event log
 * records of it. The native answer (`SearchAnswer`) and other protocols' answers (the
 * Algolia-compatible API's) share the one budget; their `view`s never coincide.
 */
export interface CachedAnswer {
  readonly unclosed: string;
  readonly resultCount: number;
  readonly objectIds: readonly string[];
  /**
   * Characters the answer holds itself, when less than its text: a pieced answer's own texts
   * (`PiecedJson`, search-protocol.ts), its shared pieces counted as references. Default: the
   * text's length.
   */
  readonly size?: number;
}

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
 * Serialised answers of recent searches, one LRU for every shop, bounded by size: one budget, however
 * many shops the server hosts, shared by recency of use. Invariant: an answer depends only on the
 * index and the engine query (`searchCacheKey`); anything else that shaped it would have to join the
 * key. Keyed on the index instance (an id each index gets on its first search, held weakly) and its
 * revision, which moves with every delta and query-settings change: an answer of a replaced index,
 * or of the same index before a change, is never served; such entries are never read again and go
 * as the least recently used.
 *
 * @example
 * const body = cache.answer(index, query, () => searchAnswer(index.search(query), resultFields));
 */
export class SearchCache {
  private readonly entries: LRUCache<string, CachedAnswer> | null;
  private readonly indexIds = new WeakMap<SearchIndex, number>();
  private nextIndexId = 0;
  private hits = 0;
  private misses = 0;

  /** `maxSize` in characters of keys plus answers (`CachedAnswer.size`), for all shops together; 0 turns the cache off. */
  constructor(maxSize: number) {
    this.entries =
      maxSize > 0
        ? new LRUCache<string, CachedAnswer>({
            maxSize,
            // The logged ids are the index's own strings, written in the JSON too: its length
            // stands for the whole answer.
            sizeCalculation: (answer, key) => key.length + (answer.size ?? answer.unclosed.length),
          })
        : null;
  }

  /**
   * The cached answer to `query` on `index`, or `compute()`'s, kept for the next identical search.
   * `view` names whatever else shapes the answer (the shop's result fields, the banners of the
   * matching banner campaign). The Visual Machine's campaigns reach the answer through the query's
   * `merchandising`, decided for each search before the lookup, so they are part of the key.
   * Invariant: one `view` always holds one kind of answer `A` (a protocol's views start with a
   * character no native view has), so an entry read back is the kind its key was written with.
   */
  answer<A extends CachedAnswer = SearchAnswer>(
    index: SearchIndex,
    query: SearchQuery,
    compute: () => A,
    view = '',
  ): A {
    if (!this.entries) return compute();
    const key = `${this.idOf(index)}.${index.revision} ${JSON.stringify(view)} ${searchCacheKey(query)}`;
    const cached = this.entries.get(key);
    if (cached !== undefined) {
      this.hits += 1;
      return cached as A;
    }
    this.misses += 1;
    const body = compute();
    // An answer larger than the whole budget is served but not kept (lru-cache's maxEntrySize).
    this.entries.set(key, body);
    return body;
  }

  /** Hits and misses since start, over every index. */
  stats(): SearchCacheStats {
    return { hits: this.hits, misses: this.misses };
  }

  private idOf(index: SearchIndex): number {
    let id = this.indexIds.get(index);
    if (id === undefined) {
      id = this.nextIndexId++;
      this.indexIds.set(index, id);
    }
    return id;
  }
}
