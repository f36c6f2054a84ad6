import type { DocStore } from '../index/doc-store.js';
import { drain, type Steps } from '../index/work-steps.js';
import type { Slot } from './query-analyzer.js';
import { ListFacets } from './top-list-facets.js';
import type { SearchResult } from './types.js';

/** What the index precomputes for frequent words and prefixes (see DESIGN.md, "Top lists"). */
export interface TopListOptions {
  /**
   * A prefix (or whole term) gets a list when its terms hold at least this many postings: below
   * that the exhaustive path is cheap anyway. Default 256; `Infinity` builds no lists.
   */
  minPostings?: number;
  /** Hits kept per list; a search is answered from a list when `offset + limit` fits. Default 32. */
  size?: number;
  /**
   * At most this many lists, the most frequent prefixes first: each costs one exhaustive search
   * at build time. Default 4096.
   */
  maxLists?: number;
}

export const DEFAULT_TOP_LISTS: Required<TopListOptions> = {
  minPostings: 256,
  size: 32,
  maxLists: 4096,
};

/**
 * The word a list could answer: the query is one plain word, typed as a prefix, with no synonym
 * and no compound parts. Lists hold exactly what the exhaustive path returns for such a slot,
 * which depends on that word alone.
 */
export function listWord(slots: readonly Slot[]): string | null {
  if (slots.length !== 1) return null;
  const s = slots[0]!;
  if (s.single === null || !s.prefix || s.synonyms.length > 0 || s.phrases.length > 0) return null;
  return s.single;
}

/**
 * For each frequent word or prefix, the first `size` hits the exhaustive path ranks for it (as
 * document numbers, with their highlight ranges) and its exact total. Built from the documents
 * alone, for every frequent key at once, never from the queries searched: index structure, not a
 * cache. Valid only for the index state it was built on; the index drops it on any change.
 */
export class TopLists {
  private constructor(
    readonly size: number,
    private readonly entries: Map<string, number>,
    /** Exact total of entry `e`. */
    readonly totals: Int32Array,
    /** Hits of entry `e` are `docs[docStart[e] .. docStart[e + 1])`, best first. */
    readonly docStart: Int32Array,
    readonly docs: Int32Array,
    /** Highlights of hit `h` are the triples (field, start, end) `hl[3 * hlStart[h] ..]`. */
    private readonly hlStart: Int32Array,
    private readonly hl: Int32Array,
    private readonly fields: readonly string[],
    /** Facet counts of each list (no filters). */
    readonly facets: ListFacets,
  ) {}

  /**
   * `exact(key)` returns the exhaustive result for `key` (at least `size` hits when there are
   * that many, highlights on, every facet with every value), or null when `key` is not a
   * `listWord`.
   */
  static build(
    keys: readonly string[],
    size: number,
    exact: (key: string) => SearchResult | null,
    store: DocStore,
  ): TopLists {
    return drain(TopLists.steps(keys, size, exact, store));
  }

  /** `build` in slices of one key each, so lists can be built between searches. */
  static *steps(
    keys: readonly string[],
    size: number,
    exact: (key: string) => SearchResult | null,
    store: DocStore,
  ): Steps<TopLists> {
    const fields = store.schema.searchable.map((f) => f.name);
    const facets = new ListFacets(store);
    const entries = new Map<string, number>();
    const totals: number[] = [];
    const docStart: number[] = [0];
    const docs: number[] = [];
    const hlStart: number[] = [0];
    const hl: number[] = [];
    for (const key of keys) {
      const r = exact(key);
      if (r !== null && r.total > 0) {
        entries.set(key, totals.length);
        totals.push(r.total);
        facets.add(r.facets);
        for (const hit of r.hits.slice(0, size)) {
          docs.push(store.idToDoc.get(hit.id)!);
          for (const [field, ranges] of Object.entries(hit.highlights ?? {})) {
            for (const [from, to] of ranges) hl.push(fields.indexOf(field), from, to);
          }
          hlStart.push(hl.length / 3);
        }
        docStart.push(docs.length);
      }
      yield;
    }
    facets.finish();
    return new TopLists(
      size,
      entries,
      Int32Array.from(totals),
      Int32Array.from(docStart),
      Int32Array.from(docs),
      Int32Array.from(hlStart),
      Int32Array.from(hl),
      fields,
      facets,
    );
  }

  /**
   * These lists without the keys `keep` rejects, sharing every array: what remains stays valid
   * when a settings change only stops some keys from being plain one-word queries.
   */
  retain(keep: (key: string) => boolean): TopLists {
    const entries = new Map([...this.entries].filter(([key]) => keep(key)));
    if (entries.size === this.entries.size) return this;
    const { size, totals, docStart, docs, hlStart, hl, fields, facets } = this;
    return new TopLists(size, entries, totals, docStart, docs, hlStart, hl, fields, facets);
  }

  /** Every word that has a list. */
  keys(): IterableIterator<string> {
    return this.entries.keys();
  }

  /** The entry for `word`, if it has a list. */
  entry(word: string): number | undefined {
    return this.entries.get(word);
  }

  /**
   * Highlights of hit `h` (an index into `docs`), fields in the order the exhaustive path gave;
   * only the fields `named` holds when given.
   */
  highlightsOf(h: number, named?: ReadonlySet<string>): Record<string, [number, number][]> {
    const out: Record<string, [number, number][]> = {};
    const { hl, fields } = this;
    let field = -1;
    let ranges: [number, number][] = [];
    for (let i = 3 * this.hlStart[h]!; i < 3 * this.hlStart[h + 1]!; i += 3) {
      if (hl[i] !== field) {
        field = hl[i]!;
        ranges = [];
        const name = fields[field]!;
        if (named === undefined || named.has(name)) out[name] = ranges;
      }
      ranges.push([hl[i + 1]!, hl[i + 2]!]);
    }
    return out;
  }

  get byteLength(): number {
    const arrays = [this.totals, this.docStart, this.docs, this.hlStart, this.hl];
    let bytes = arrays.reduce((n, a) => n + a.byteLength, 0) + this.facets.byteLength;
    for (const key of this.entries.keys()) bytes += 56 + key.length * 2;
    return bytes;
  }
}
