import { NumberColumn, type DocStore, type ValueColumn } from '../index/doc-store.js';
import { EngineError } from '../schema.js';
import { SCATTERED } from '../index/facet-rows.js';
import { inWhere, normalizePath, resolveWhere, type WhereSet } from './filter-expression.js';
import type { FilterExpression, FilterValue } from './types.js';

/**
 * A filtered facet's test, or (`kind: 'where'`, `facet` -1) the query's `where` tree resolved to
 * a document set: a group no facet owns, so it is never left out of a facet's counts.
 */
export type FilterGroup =
  | { facet: number; bit: number; kind: 'values'; col: ValueColumn; accept: Uint8Array }
  | { facet: number; bit: number; kind: 'range'; vals: Float64Array; min: number; max: number }
  | { facet: -1; bit: number; kind: 'where'; set: WhereSet };

/**
 * One bit per filtered facet, and one more, last, for `where` when given; a document's fail mask
 * has the bits of the groups it fails. At most 31 filters plus `where`: 32 bits.
 */
export function compileFilters(
  store: DocStore,
  filters: Readonly<Record<string, FilterValue>>,
  where?: FilterExpression,
): FilterGroup[] {
  const groups: FilterGroup[] = [];
  for (const [name, value] of Object.entries(filters)) {
    const facet = store.schema.facets.findIndex((f) => f.name === name);
    if (facet < 0) throw new EngineError('filter_unknown_field', `${name} is not a facet`);
    if (groups.length === 31) throw new EngineError('filter_too_many', 'at most 31 filters');
    const bit = 1 << groups.length;
    const col = store.facets[facet]!;
    if (col instanceof NumberColumn) {
      if (Array.isArray(value)) throw new EngineError('filter_bad_value', `${name} needs a range`);
      const r = value as { min?: number; max?: number };
      groups.push({
        facet,
        bit,
        kind: 'range',
        vals: col.vals,
        min: r.min ?? -Infinity,
        max: r.max ?? Infinity,
      });
    } else {
      if (!Array.isArray(value)) throw new EngineError('filter_bad_value', `${name} needs values`);
      const accept = new Uint8Array(col.values.length);
      for (const v of value as readonly string[]) {
        const key = col.field.type === 'category' ? normalizePath(v) : v.trim();
        const id = col.dict.get(key);
        if (id !== undefined) accept[id] = 1;
      }
      groups.push({ facet, bit, kind: 'values', col, accept });
    }
  }
  if (where !== undefined) {
    groups.push({
      facet: -1,
      bit: 1 << groups.length,
      kind: 'where',
      set: resolveWhere(store, where),
    });
  }
  return groups;
}

/** Fail mask of one document (pins; the bulk path is `computeFails`). */
export function failMask(groups: readonly FilterGroup[], doc: number): number {
  let mask = 0;
  for (const g of groups) {
    if (g.kind === 'range') {
      const v = g.vals[doc]!;
      if (!(v >= g.min && v <= g.max)) mask |= g.bit;
    } else if (g.kind === 'where') {
      if (!inWhere(g.set.bits, doc)) mask |= g.bit;
    } else if (!acceptsDoc(g.col, g.accept, doc)) mask |= g.bit;
  }
  return mask;
}

function acceptsDoc(col: ValueColumn, accept: Uint8Array, doc: number): boolean {
  const off = col.offsets.data;
  const vals = col.vals.data;
  for (let k = off[doc]!; k < off[doc + 1]!; k++) if (accept[vals[k]!] === 1) return true;
  return false;
}

/**
 * Sets `bit` in `out[i]` unless `docs[i]` holds an accepted value. Reads the facet's lanes (value
 * id + 1 per document, 0 = missing) in one branch-free pass over the documents, instead of a walk
 * of each document's value list, which cost a category browse over 100k documents about 2 ms.
 * Documents with more values than lanes (`overflow`, rare) have their extra values checked in
 * the value lists. Invariant: lanes and lists hold the same values for every live document.
 */
function failValues(
  col: ValueColumn,
  accept: Uint8Array,
  bit: number,
  docs: Int32Array,
  n: number,
  out: Uint32Array,
): void {
  // Lanes hold value id + 1, so the accept table shifts by one (index 0: missing, never accepted).
  const accept1 = new Uint8Array(accept.length + 1);
  accept1.set(accept, 1);
  if (n * SCATTERED <= col.size) failRows(col, accept1, bit, docs, n, out);
  else failLanes(col, accept1, bit, docs, n, out);
  if (col.overflow.length === 0) return;
  const wide = new Set(col.overflow);
  for (let i = 0; i < n; i++) {
    if ((out[i]! & bit) !== 0 && wide.has(docs[i]!) && acceptsDoc(col, accept, docs[i]!)) {
      out[i]! &= ~bit;
    }
  }
}

/** `failValues`' pass over the lanes, for many documents. */
function failLanes(
  col: ValueColumn,
  accept1: Uint8Array,
  bit: number,
  docs: Int32Array,
  n: number,
  out: Uint32Array,
): void {
  const { lanes } = col;
  // One pass reading every lane of a document (one, or a category's few levels), not a pass per
  // lane: each pass would read and write `out` again. `lane0` stands in for missing lanes.
  const lane0 = lanes[0]!;
  const lane1 = lanes[1] ?? lane0;
  const lane2 = lanes[2] ?? lane0;
  if (lanes.length <= 3) {
    for (let i = 0; i < n; i++) {
      const d = docs[i]!;
      // An accepted value gives 1, so `hit - 1` is 0; none gives -1, which keeps `bit`.
      const hit = accept1[lane0[d]!]! | accept1[lane1[d]!]! | accept1[lane2[d]!]!;
      out[i]! |= bit & (hit - 1);
    }
  } else {
    for (let i = 0; i < n; i++) {
      const d = docs[i]!;
      let hit = 0;
      for (const lane of lanes) hit |= accept1[lane[d]!]!;
      out[i]! |= bit & (hit - 1);
    }
  }
}

/** `failValues`' pass over the facet rows, for a few scattered documents (`SCATTERED`). */
function failRows(
  col: ValueColumn,
  accept1: Uint8Array,
  bit: number,
  docs: Int32Array,
  n: number,
  out: Uint32Array,
): void {
  const { data, shift } = col.rows;
  const at = col.rowAt;
  const end = at + col.lanes.length;
  for (let i = 0; i < n; i++) {
    const row = docs[i]! << shift;
    let hit = 0;
    for (let j = at; j < end; j++) hit |= accept1[data[row + j]!]!;
    // An accepted value gives 1, so `hit - 1` is 0; none gives -1, which keeps `bit`.
    out[i]! |= bit & (hit - 1);
  }
}

/**
 * `out[i]` = fail mask of `docs[i]`. One tight pass per filter group (rather than a call per
 * document) keeps each loop monomorphic; value facets read their lanes.
 */
export function computeFails(
  groups: readonly FilterGroup[],
  docs: Int32Array,
  n: number,
  out: Uint32Array,
): void {
  out.fill(0, 0, n);
  for (const g of groups) {
    const bit = g.bit;
    if (g.kind === 'range') {
      const { vals, min, max } = g;
      for (let i = 0; i < n; i++) {
        const v = vals[docs[i]!]!;
        if (!(v >= min && v <= max)) out[i]! |= bit;
      }
    } else if (g.kind === 'where') {
      const { bits } = g.set;
      // In the set gives 1, so `in - 1` is 0; out of it gives -1, which keeps `bit`.
      for (let i = 0; i < n; i++) {
        const d = docs[i]!;
        out[i]! |= bit & (((bits[d >>> 5]! >>> d) & 1) - 1);
      }
    } else {
      failValues(g.col, g.accept, bit, docs, n, out);
    }
  }
}
