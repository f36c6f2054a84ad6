import { MAX_LANES, NumberColumn, type DocStore, type ValueColumn } from '../index/doc-store.js';
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
  let others = -1;
  for (const name of names) {
    const f = store.schema.facets.findIndex((x) => x.name === name);
    if (f < 0) continue;
    const keep = ~(groups.find((g) => g.facet === f)?.bit ?? 0);
    const col = store.facets[f]!;
    if (col instanceof NumberColumn) {
      out[name] = numberRange(col.vals, set, keep);
      continue;
    }
    // Without filters every candidate counts: use the candidate list itself.
    const docs = set.fails === null ? set.cands : s.counted;
    const size = set.fails === null ? set.n : select(set, keep, false, s.counted);
    const sparse =
      strategy === 'auto'
        ? size <= SPARSE_MAX_DOCS || size * 4 <= col.values.length
        : strategy === 'sparse';
    if (sparse) {
      out[name] = countSparse(col, docs, size, s, maxValues);
      continue;
    }
    const counts = new Int32Array(col.values.length + 1);
    if (size * 2 <= store.liveCount) addValues(col, docs, size, counts, 1, s);
    else {
      // Most live documents are counted: start from the live totals, subtract the rest.
      if (others < 0) others = collectOthers(store, set, s);
      counts.set(col.live.subarray(0, col.values.length), 1);
      addValues(col, s.others, others, counts, -1, s);
      if (set.fails !== null) {
        const failing = select(set, keep, true, s.counted);
        addValues(col, s.counted, failing, counts, -1, s);
      }
    }
    out[name] = valueResult(col, counts, maxValues);
  }
  return out;
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

/** Candidates whose fail mask is within `keep` (or, when `failing`, outside it) into `out`. */
function select(set: CandidateSet, keep: number, failing: boolean, out: Int32Array): number {
  const { cands, fails, n } = set;
  if (fails === null) return 0;
  let m = 0;
  for (let i = 0; i < n; i++) if (((fails[i]! & keep) !== 0) === failing) out[m++] = cands[i]!;
  return m;
}

/**
 * `counts[v + 1] += sign` for every value `v` of `docs[0..n)`: one branchless pass per lane
 * (`counts[0]` absorbs "missing"), plus the rare documents with more values than lanes.
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
  const width = counts.length;
  if (n < 256) {
    // Too few documents for counter chains to matter: count in place.
    for (const lane of col.lanes) for (let i = 0; i < n; i++) counts[lane[docs[i]!]!]! += sign;
    addOverflow(col, docs, n, counts, sign, s);
    return;
  }
  if (s.wide.length < width * 4) s.wide = new Int32Array(width * 8);
  const wide = s.wide;
  wide.fill(0, 0, width * 4);
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
  for (let v = 0; v < width; v++) {
    counts[v]! += sign * (wide[v * 4]! + wide[v * 4 + 1]! + wide[v * 4 + 2]! + wide[v * 4 + 3]!);
  }
  addOverflow(col, docs, n, counts, sign, s);
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

function numberRange(vals: Float64Array, set: CandidateSet, keep: number): FacetResult {
  const { cands, fails, n } = set;
  let min = Infinity;
  let max = -Infinity;
  let count = 0;
  for (let i = 0; i < n; i++) {
    if (fails !== null && (fails[i]! & keep) !== 0) continue;
    const v = vals[cands[i]!]!;
    if (v !== v) continue;
    count++;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  return { type: 'number', min: count ? min : null, max: count ? max : null, count };
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
