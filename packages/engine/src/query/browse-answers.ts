import type { DocStore } from '../index/doc-store.js';
import type { FacetResult, Hit, SearchQuery, SearchResult } from './types.js';

/** How many ranked documents an answer keeps at least: four storefront pages of 12. */
export const BROWSE_DEPTH = 48;
/** Answers kept per index state by default. */
export const BROWSE_CAPACITY = 256;

/** What a text-less search computed: its first ranked documents, total and facet counts. */
interface BrowseAnswer {
  /** Document numbers, best first: the first `order.length` of the ranked list. */
  order: Int32Array;
  total: number;
  facets: Record<string, FacetResult>;
}

/**
 * Answers of text-less searches (a category, a brand and a colour browsed without words) for
 * one index state. Such a search reads no query word, so its answer — the ranked order of every
 * live document passing the filters, and their disjunctive facet counts — depends only on the
 * documents, the filters, the sort and which facets are counted; computing it scans the whole
 * catalogue (every live document is a candidate). Storefronts ask the same few of them over and
 * over (a shop's menu), so the engine keeps the last `capacity` of them, least recently used
 * out.
 *
 * Invariant: every entry was computed by the exhaustive path on the state `(epoch, settings)`
 * it is tagged with; `at` drops them all as soon as either moves (an upsert, a delete, a merge
 * renumbering documents, a settings change), so an answer read from here is the one the
 * exhaustive path gives now. Hits are rebuilt from the store, facets copied: no caller holds an
 * object another search returns.
 *
 * @example
 * const memo = new BrowseAnswers().at(data.epoch, queryState); // emptied if either moved
 * const kept = memo.read(browseKey(query), store, 0, 12); // null: compute, then memo.keep(...)
 */
export class BrowseAnswers {
  private readonly answers = new Map<string, BrowseAnswer>();
  private epoch = -1;
  private settings: unknown = null;

  readonly capacity: number;

  /** `capacity` answers at most; anything but a positive number keeps none. */
  constructor(capacity: number = BROWSE_CAPACITY) {
    this.capacity = capacity > 0 ? Math.floor(capacity) : 0;
  }

  /** This memo for the index state `(epoch, settings)`: emptied when that is not its state. */
  at(epoch: number, settings: unknown): this {
    if (epoch !== this.epoch || settings !== this.settings) {
      this.answers.clear();
      this.epoch = epoch;
      this.settings = settings;
    }
    return this;
  }

  /** Entries held (for tests and memory reports). */
  get size(): number {
    return this.answers.size;
  }

  /**
   * The answer to `query` (text-less, no merchandising in force, no explanation) when one is
   * kept and deep enough for its page; null otherwise.
   */
  read(key: string, store: DocStore, offset: number, limit: number): SearchResult | null {
    const answer = this.answers.get(key);
    if (answer === undefined) return null;
    const { order, total } = answer;
    const end = offset + limit;
    // Kept only the first `order.length`: a later page needs the exhaustive path.
    if (end > order.length && order.length < total) return null;
    // Most recently used last, so the first key is the one to evict.
    this.answers.delete(key);
    this.answers.set(key, answer);
    const hits: Hit[] = [];
    for (let i = offset; i < Math.min(end, order.length); i++) {
      const d = order[i]!;
      hits.push({ id: store.ids[d]!, document: store.stored[d] ?? {} });
    }
    return { hits, total, facets: copyFacets(answer.facets) };
  }

  /** Keeps an answer computed by the exhaustive path on this state. */
  keep(key: string, order: Int32Array, total: number, facets: Record<string, FacetResult>): void {
    if (this.capacity <= 0) return;
    this.answers.delete(key);
    if (this.answers.size >= this.capacity) {
      const oldest = this.answers.keys().next().value;
      if (oldest !== undefined) this.answers.delete(oldest);
    }
    this.answers.set(key, { order, total, facets: copyFacets(facets) });
  }
}

/**
 * What shapes a text-less answer besides the documents: filters (in the caller's order, as they
 * compile), sort, counted facets, their length and how they are counted. Numbers are written with `String`, so NaN,
 * ±Infinity and null stay apart (JSON would write all three as null).
 *
 * @example browseKey({ filters: { brand: ['Nike'] }, offset: 12 }) === browseKey({ filters: { brand: ['Nike'] } }) // true
 */
export function browseKey(query: SearchQuery): string {
  const parts = [
    query.filters ?? {},
    query.sort ?? [],
    query.facets ?? null,
    query.where ?? null,
    query.facetCounting === 'conjunctive',
  ];
  return `${String(query.maxValuesPerFacet)}|${JSON.stringify(parts, numbersAsText)}`;
}

function numbersAsText(_key: string, value: unknown): unknown {
  return typeof value === 'number' ? `#${String(value)}` : value;
}

function copyFacets(facets: Record<string, FacetResult>): Record<string, FacetResult> {
  const out: Record<string, FacetResult> = {};
  for (const [name, facet] of Object.entries(facets)) {
    if (facet.type === 'number') out[name] = { ...facet };
    else if (facet.type === 'category') {
      out[name] = { type: 'category', values: facet.values.map((v) => ({ ...v })) };
    } else out[name] = { type: facet.type, values: facet.values.map((v) => ({ ...v })) };
  }
  return out;
}
