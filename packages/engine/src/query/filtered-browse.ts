import type { DocStore, ValueColumn } from '../index/doc-store.js';
import { listWhere } from './filter-expression.js';
import { failMask, type FilterGroup } from './filters.js';
import type { Scratch } from './scratch.js';

/**
 * A text-less search whose filters all pick facet values, read from those values' document
 * lists (`ValueColumn.docsByValue`) instead of testing every live document.
 */
export interface FilteredBrowse {
  /** Live documents passing every filter (`passing[0..n)`): the ones ranked and shown. */
  passing: Int32Array;
  n: number;
  /**
   * Writes the live documents passing every filter except group `g`'s into `out` (what `g`'s own
   * facet counts: selecting a value never shrinks its own facet) and answers how many; null when
   * `g` is the only filter, so every live document counts.
   */
  passingBut(g: number, out: Int32Array): number | null;
}

/** Above this share of the live documents, the narrowest filter is no cheaper than a scan. */
const MAX_SHARE = 0.25;

/** A group with document lists: a facet's values, or the `where` set (its set bits). */
type ListGroup = Extract<FilterGroup, { kind: 'values' | 'where' }>;

/**
 * The documents of a text-less search with value filters (and a `where` set, listed from its
 * bits), from the narrowest filter's lists:
 * its documents (a category's few thousand among 100k) are tested against the other filters,
 * which gives those passing all of them, and, for each other filter's facet, those passing all
 * but that one. The narrowest filter's own facet reads the second narrowest's lists the same way.
 * Null when a filter is a range (no lists) or the narrowest still holds over a quarter of the
 * live documents: the scan of every document (`selectCandidates`) costs no more then.
 *
 * Invariant: the sets are exactly those the scan would give (property tests compare both paths);
 * order does not matter, since ranking and counting are independent of candidate order.
 *
 * @example
 * const browse = filteredBrowse(store, compileFilters(store, { brand: ['Nike'] }), scratch);
 * browse?.n; // live Nike documents
 */
export function filteredBrowse(
  store: DocStore,
  groups: readonly FilterGroup[],
  s: Scratch,
): FilteredBrowse | null {
  if (groups.length === 0) return null;
  // Every group has lists, so `values[i]` is `groups[i]`, narrowed.
  const values: ListGroup[] = [];
  for (const g of groups) if (g.kind !== 'range') values.push(g);
  if (values.length < groups.length) return null;
  // Groups by estimated size: live holders of an accepted value (a bound for multi-valued facets);
  // the `where` set's members, dead ones included.
  const sizes = values.map((g) => {
    if (g.kind === 'where') return g.set.count;
    let size = 0;
    for (let v = 0; v < g.accept.length; v++) if (g.accept[v] === 1) size += g.col.live[v]!;
    return size;
  });
  const byOrder = values.map((_, i) => i).sort((a, b) => sizes[a]! - sizes[b]!);
  const first = byOrder[0]!;
  if (sizes[first]! > store.liveCount * MAX_SHARE) return null;
  // The narrowest group's documents and each one's fail mask against every group.
  const docs = s.cands;
  const masks = s.fails;
  const nDocs = listOf(values[first]!, store, s, docs);
  let n = 0;
  for (let i = 0; i < nDocs; i++) {
    masks[i] = failMask(groups, docs[i]!);
    if (masks[i] === 0) s.ranked[n++] = docs[i]!;
  }
  let second: number | null = null;
  return {
    passing: s.ranked,
    n,
    passingBut(g, out) {
      if (g !== first) return keepPassing(docs, masks, nDocs, ~groups[g]!.bit, out);
      if (groups.length === 1) return null;
      // The narrowest group's own facet: from the next narrowest, computed once.
      const other = s.others;
      const otherMasks = s.rawFails;
      if (second === null) {
        second = listOf(values[byOrder[1]!]!, store, s, other);
        for (let i = 0; i < second; i++) otherMasks[i] = failMask(groups, other[i]!);
      }
      return keepPassing(other, otherMasks, second, ~groups[g]!.bit, out);
    },
  };
}

/** `docs[i]` whose mask has no bit within `keep`, into `out`; answers how many. */
function keepPassing(
  docs: Int32Array,
  masks: Uint32Array,
  n: number,
  keep: number,
  out: Int32Array,
): number {
  let m = 0;
  for (let i = 0; i < n; i++) if ((masks[i]! & keep) === 0) out[m++] = docs[i]!;
  return m;
}

/**
 * The live documents holding any accepted value of `g`, each once, into `out`; answers how many.
 * A document of a multi-valued facet may hold several accepted values: a stamp keeps it once.
 */
function listOf(g: ListGroup, store: DocStore, s: Scratch, out: Int32Array): number {
  if (g.kind === 'where') return listWhere(g.set, store.alive, out);
  const col: ValueColumn = g.col;
  const { start, docs } = col.docsByValue();
  const { alive } = store;
  const stamp = ++s.candEpoch;
  const { candStamp } = s;
  let m = 0;
  for (let v = 0; v < g.accept.length; v++) {
    if (g.accept[v] !== 1) continue;
    for (let k = start[v]!; k < start[v + 1]!; k++) {
      const d = docs[k]!;
      if (alive[d] === 0) continue;
      if (!col.single) {
        if (candStamp[d] === stamp) continue;
        candStamp[d] = stamp;
      }
      out[m++] = d;
    }
  }
  return m;
}
