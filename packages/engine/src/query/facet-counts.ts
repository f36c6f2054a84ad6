import {
  MAX_LANES,
  NumberColumn,
  ValueColumn,
  type DocStore,
  type FacetColumn,
} from '../index/doc-store.js';
import { SCATTERED } from '../index/facet-rows.js';
import type { FilteredBrowse } from './filtered-browse.js';
import type { FilterGroup } from './filters.js';
import type { Scratch } from './scratch.js';
import type { FacetResult, FacetValueCount } from './types.js';

/** The candidates of a search: `cands[0..n)` with fail masks (`fails` null when no filters). */
export interface CandidateSet {
  cands: Int32Array;
  fails: Uint32Array | null;
  n: number;
}

/**
 * How a string facet is counted: `auto` picks per facet; the others force a path (for tests
 * comparing them).
 */
export type FacetStrategy = 'auto' | 'general' | 'sparse';

/** At most this many counted documents always take the sparse path (see `countSparse`). */
const SPARSE_MAX_DOCS = 64;

/**
 * Disjunctive counts: a candidate counts for facet `f` when it fails no filter other than `f`'s
 * own, so selecting a value never shrinks its own facet.
 *
 * Cost is O(min(|S|, live − |S|) × values per document) for a counted set S: when S holds most
 * live documents (a one-letter prefix), the counts are the per-value live totals minus the counts
 * of the documents outside S, which are few.
 */
export function countFacets(
  store: DocStore,
  names: readonly string[],
  groups: readonly FilterGroup[],
  set: CandidateSet,
  s: Scratch,
  maxValues: number,
  strategy: FacetStrategy = 'auto',
): Record<string, FacetResult> {
  const out: Record<string, FacetResult> = {};
  const parts = set.fails === null ? null : bucketByFails(set, groups.length, s);
  let others = -1;
  for (const name of names) {
    const facet = facetOf(store, groups, name);
    if (facet === null) continue;
    const { own, col } = facet;
    // The candidates this facet counts: all of them without filters; else those failing no
    // filter (part 0) and, for a filtered facet, those failing only its own (part 1 + own).
    let docs = set.cands;
    let size = set.n;
    if (parts !== null) {
      const { order, start } = parts;
      const passing = start[1]!;
      if (own < 0 || start[own + 2] === start[own + 1]) {
        docs = order;
        size = passing;
      } else {
        docs = s.counted;
        docs.set(order.subarray(0, passing));
        docs.set(order.subarray(start[own + 1], start[own + 2]), passing);
        size = passing + start[own + 2]! - start[own + 1]!;
      }
    }
    if (col instanceof NumberColumn) {
      out[name] = numberRange(col.vals, docs, size);
      continue;
    }
    if (size * 2 <= store.liveCount || isSparse(col, size, strategy)) {
      out[name] = countValues(col, docs, size, s, maxValues, strategy);
      continue;
    }
    // Most live documents are counted: start from the live totals, subtract the rest: live
    // documents that are not candidates, and candidates this facet does not count.
    const counts = liveCounts(col);
    if (others < 0) others = collectOthers(store, set, s);
    addValues(col, s.others, others, counts, -1, s);
    if (parts !== null) {
      const { order, start } = parts;
      const from = own < 0 ? start.length - 1 : own + 1;
      // Parts 1… in order: those before this facet's own, and those after it.
      addRange(col, order, start[1]!, start[from]!, counts, s);
      if (own >= 0) addRange(col, order, start[own + 2]!, set.n, counts, s);
    }
    out[name] = valueResult(col, counts, maxValues);
  }
  return out;
}

/** The part of a fail mask: none failed 0, one group `g` (bit `1 << g`) 1 + g, else `several`. */
function partOf(mask: number, several: number): number {
  if (mask === 0) return 0;
  return (mask & (mask - 1)) === 0 ? 32 - Math.clz32(mask) : several;
}

/**
 * Disjunctive counts of a `FilteredBrowse`, as `countFacets` gives them for the same search: a
 * facet counts the documents passing every filter but its own.
 */
export function countBrowseFacets(
  store: DocStore,
  names: readonly string[],
  groups: readonly FilterGroup[],
  browse: FilteredBrowse,
  s: Scratch,
  maxValues: number,
): Record<string, FacetResult> {
  const out: Record<string, FacetResult> = {};
  for (const name of names) {
    const facet = facetOf(store, groups, name);
    if (facet === null) continue;
    const { own, col } = facet;
    let docs = browse.passing;
    let size = browse.n;
    if (own >= 0) {
      const counted = browse.passingBut(own, s.counted);
      if (counted === null) {
        // The only filter, so every live document counts; a filtered browse takes value filters
        // only, so this facet is a value column.
        if (col instanceof ValueColumn) out[name] = valueResult(col, liveCounts(col), maxValues);
        continue;
      }
      docs = s.counted;
      size = counted;
    }
    out[name] =
      col instanceof NumberColumn
        ? numberRange(col.vals, docs, size)
        : countValues(col, docs, size, s, maxValues, 'auto');
  }
  return out;
}

/** The facet named `name`: its column and the index of its filter group (-1: unfiltered). */
function facetOf(
  store: DocStore,
  groups: readonly FilterGroup[],
  name: string,
): { own: number; col: FacetColumn } | null {
  const f = store.schema.facets.findIndex((x) => x.name === name);
  if (f < 0) return null;
  return { own: groups.findIndex((g) => g.facet === f), col: store.facets[f]! };
}

function isSparse(col: ValueColumn, size: number, strategy: FacetStrategy): boolean {
  return strategy === 'auto'
    ? size <= SPARSE_MAX_DOCS || size * 4 <= col.values.length
    : strategy === 'sparse';
}

/** The counts of `docs[0..size)`'s values, on the sparse or the general path. */
function countValues(
  col: ValueColumn,
  docs: Int32Array,
  size: number,
  s: Scratch,
  maxValues: number,
  strategy: FacetStrategy,
): FacetResult {
  if (isSparse(col, size, strategy)) return countSparse(col, docs, size, s, maxValues);
  const counts = new Int32Array(col.values.length + 1);
  addValues(col, docs, size, counts, 1, s);
  return valueResult(col, counts, maxValues);
}

/** Per value (at `v + 1`, as `addValues` counts), the live documents holding it. */
function liveCounts(col: ValueColumn): Int32Array {
  const counts = new Int32Array(col.values.length + 1);
  counts.set(col.live.subarray(0, col.values.length), 1);
  return counts;
}

/** Subtracts the values of `order[from..to)` from `counts`. */
function addRange(
  col: ValueColumn,
  order: Int32Array,
  from: number,
  to: number,
  counts: Int32Array,
  s: Scratch,
): void {
  if (to > from) addValues(col, order.subarray(from, to), to - from, counts, -1, s);
}

/**
 * The candidates by which filters they fail, in one counting-sort pass: part 0 fails none (the
 * ranked ones), part `1 + g` fails only group `g` (counted by `g`'s facet alone: disjunctive
 * counts), the last part fails several (counted by no facet). `order[start[p]..start[p + 1])`
 * holds part `p`. A facet then reads its parts instead of testing every candidate's mask again:
 * a browse of one category among 100k documents counts its five facets over the few thousand it
 * shows, not five times over the whole catalogue.
 */
function bucketByFails(
  set: CandidateSet,
  nGroups: number,
  s: Scratch,
): { order: Int32Array; start: Int32Array } {
  const fails = set.fails!;
  const { cands, n } = set;
  const parts = nGroups + 2;
  const several = parts - 1;
  const start = new Int32Array(parts + 1);
  for (let i = 0; i < n; i++) start[partOf(fails[i]!, several) + 1]!++;
  for (let p = 0; p < parts; p++) start[p + 1]! += start[p]!;
  const next = start.slice(0, parts);
  const order = s.order;
  for (let i = 0; i < n; i++) order[next[partOf(fails[i]!, several)]!++] = cands[i]!;
  return { order, start };
}

/**
 * Counts for few documents, in time proportional to their own values: nothing sized by the
 * column's vocabulary is allocated, cleared or scanned. Values met are numbered in order of first
 * sight through stamped per-value scratch (`valueStamp[v] === stamp` means `valueSlot[v]` is
 * valid), counted per slot, then ordered like `valueResult` (count desc, then value).
 */
function countSparse(
  col: ValueColumn,
  docs: Int32Array,
  n: number,
  s: Scratch,
  maxValues: number,
): FacetResult {
  s.ensureValues(col.values.length);
  const stamp = ++s.valueEpoch;
  const { valueStamp, valueSlot, seen, seenCounts } = s;
  const off = col.offsets.data;
  const vals = col.vals.data;
  let u = 0;
  for (let i = 0; i < n; i++) {
    const d = docs[i]!;
    for (let k = off[d]!; k < off[d + 1]!; k++) {
      const v = vals[k]!;
      if (valueStamp[v] === stamp) seenCounts[valueSlot[v]!]!++;
      else {
        valueStamp[v] = stamp;
        valueSlot[v] = u;
        seen[u] = v;
        seenCounts[u++] = 1;
      }
    }
  }
  // Insertion sort of the slots: few values, and no comparator closure or array per query.
  const order = s.seenOrder;
  const values = col.values;
  for (let i = 0; i < u; i++) {
    let j = i;
    while (j > 0) {
      const a = order[j - 1]!;
      const ca = seenCounts[a]!;
      const ci = seenCounts[i]!;
      if (ca > ci || (ca === ci && values[seen[a]!]! < values[seen[i]!]!)) break;
      order[j] = a;
      j--;
    }
    order[j] = i;
  }
  const top = sliceEnd(u, maxValues);
  if (col.field.type === 'category') {
    const out: (FacetValueCount & { depth: number })[] = [];
    for (let i = 0; i < top; i++) {
      const value = values[seen[order[i]!]!]!;
      out.push({ value, count: seenCounts[order[i]!]!, depth: pathDepth(value) });
    }
    return { type: 'category', values: out };
  }
  const out: FacetValueCount[] = [];
  for (let i = 0; i < top; i++) {
    out.push({ value: values[seen[order[i]!]!]!, count: seenCounts[order[i]!]! });
  }
  return { type: col.field.type === 'string[]' ? 'string[]' : 'string', values: out };
}

/** Where `ids.slice(0, maxValues)` ends for `length` ids (the general path slices). */
function sliceEnd(length: number, maxValues: number): number {
  const e = Number.isNaN(maxValues) ? 0 : Math.trunc(maxValues);
  return e < 0 ? Math.max(0, length + e) : Math.min(length, e);
}

/**
 * `counts[v + 1] += sign` for every value `v` of `docs[0..n)`: one branchless pass per lane
 * (`counts[0]` absorbs "missing"), plus the rare documents with more values than lanes. A few
 * scattered documents are read from the facet rows (`SCATTERED`).
 * Consecutive documents often share a value (four departments, twelve colours), and a chain of
 * increments of one counter stalls on memory; four interleaved histograms break the chain.
 */
function addValues(
  col: ValueColumn,
  docs: Int32Array,
  n: number,
  counts: Int32Array,
  sign: number,
  s: Scratch,
): void {
  if (n * SCATTERED <= col.size) {
    addRowValues(col, docs, n, counts, sign, s);
    return;
  }
  const width = counts.length;
  if (n < 256) {
    // Too few documents for counter chains to matter: count in place.
    for (const lane of col.lanes) for (let i = 0; i < n; i++) counts[lane[docs[i]!]!]! += sign;
    addOverflow(col, docs, n, counts, sign, s);
    return;
  }
  const wide = clearedWide(s, width);
  for (const lane of col.lanes) {
    let i = 0;
    for (; i + 3 < n; i += 4) {
      wide[lane[docs[i]!]! * 4]!++;
      wide[lane[docs[i + 1]!]! * 4 + 1]!++;
      wide[lane[docs[i + 2]!]! * 4 + 2]!++;
      wide[lane[docs[i + 3]!]! * 4 + 3]!++;
    }
    for (; i < n; i++) wide[lane[docs[i]!]! * 4]!++;
  }
  foldWide(wide, counts, sign);
  addOverflow(col, docs, n, counts, sign, s);
}

/**
 * `addValues` over scattered documents (`SCATTERED`), read from the facet rows: every read would
 * miss the cache in a lane, while a row holds the document's lanes of every facet in one line,
 * which the next facet's pass finds cached.
 */
function addRowValues(
  col: ValueColumn,
  docs: Int32Array,
  n: number,
  counts: Int32Array,
  sign: number,
  s: Scratch,
): void {
  const { data, shift } = col.rows;
  const at = col.rowAt;
  const end = at + col.lanes.length;
  const width = counts.length;
  if (n < 256) {
    for (let j = at; j < end; j++) {
      for (let i = 0; i < n; i++) counts[data[(docs[i]! << shift) + j]!]! += sign;
    }
    addOverflow(col, docs, n, counts, sign, s);
    return;
  }
  const wide = clearedWide(s, width);
  for (let j = at; j < end; j++) {
    let i = 0;
    for (; i + 3 < n; i += 4) {
      wide[data[(docs[i]! << shift) + j]! * 4]!++;
      wide[data[(docs[i + 1]! << shift) + j]! * 4 + 1]!++;
      wide[data[(docs[i + 2]! << shift) + j]! * 4 + 2]!++;
      wide[data[(docs[i + 3]! << shift) + j]! * 4 + 3]!++;
    }
    for (; i < n; i++) wide[data[(docs[i]! << shift) + j]! * 4]!++;
  }
  foldWide(wide, counts, sign);
  addOverflow(col, docs, n, counts, sign, s);
}

/** `s.wide` zeroed for four interleaved histograms of `width` counters. */
function clearedWide(s: Scratch, width: number): Int32Array {
  if (s.wide.length < width * 4) s.wide = new Int32Array(width * 8);
  s.wide.fill(0, 0, width * 4);
  return s.wide;
}

/** Adds the four interleaved histograms of `wide`, times `sign`, into `counts`. */
function foldWide(wide: Int32Array, counts: Int32Array, sign: number): void {
  for (let v = 0; v < counts.length; v++) {
    counts[v]! += sign * (wide[v * 4]! + wide[v * 4 + 1]! + wide[v * 4 + 2]! + wide[v * 4 + 3]!);
  }
}

/** The values beyond MAX_LANES of the (rare) documents that have more. */
function addOverflow(
  col: ValueColumn,
  docs: Int32Array,
  n: number,
  counts: Int32Array,
  sign: number,
  s: Scratch,
): void {
  if (col.overflow.length === 0) return;
  const stamp = ++s.candEpoch;
  for (let i = 0; i < n; i++) s.candStamp[docs[i]!] = stamp;
  const off = col.offsets.data;
  const vals = col.vals.data;
  for (const d of col.overflow) {
    if (s.candStamp[d] !== stamp) continue;
    for (let k = off[d]! + MAX_LANES; k < off[d + 1]!; k++) counts[vals[k]! + 1]! += sign;
  }
}

/** Live documents that are not candidates, into `s.others`; returns their number. */
function collectOthers(store: DocStore, set: CandidateSet, s: Scratch): number {
  // Candidates are distinct live documents: as many as the live ones means all of them.
  if (set.n === store.liveCount) return 0;
  const stamp = ++s.candEpoch;
  const { candStamp, others } = s;
  for (let i = 0; i < set.n; i++) candStamp[set.cands[i]!] = stamp;
  const alive = store.alive;
  let m = 0;
  // Branch-free: about half the documents are candidates in random order, and a mispredicted
  // branch per document cost more than the rest of the loop.
  for (let d = 0; d < store.size; d++) {
    others[m] = d;
    m += alive[d]! & +(candStamp[d] !== stamp);
  }
  return m;
}

function numberRange(vals: Float64Array, docs: Int32Array, n: number): FacetResult {
  let min = Infinity;
  let max = -Infinity;
  let count = 0;
  let sum = 0;
  for (let i = 0; i < n; i++) {
    const v = vals[docs[i]!]!;
    if (v !== v) continue;
    count++;
    sum += v;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  return { type: 'number', min: count ? min : null, max: count ? max : null, count, sum };
}

function valueResult(col: ValueColumn, counts: Int32Array, maxValues: number): FacetResult {
  const ids: number[] = [];
  for (let v = 0; v < col.values.length; v++) if (counts[v + 1]! > 0) ids.push(v);
  ids.sort((a, b) => counts[b + 1]! - counts[a + 1]! || (col.values[a]! < col.values[b]! ? -1 : 1));
  const top = ids.slice(0, maxValues);
  if (col.field.type === 'category') {
    return {
      type: 'category',
      values: top.map((v) => ({
        value: col.values[v]!,
        count: counts[v + 1]!,
        depth: pathDepth(col.values[v]!),
      })),
    };
  }
  return {
    type: col.field.type === 'string[]' ? 'string[]' : 'string',
    values: top.map((v) => ({ value: col.values[v]!, count: counts[v + 1]! })),
  };
}

/** Number of '/' separators, without allocating the split parts. */
export function pathDepth(path: string): number {
  let depth = 0;
  for (let i = path.indexOf('/'); i >= 0; i = path.indexOf('/', i + 1)) depth++;
  return depth;
}
