import { NumberColumn, type DocStore, type ValueColumn } from '../index/doc-store.js';
import { EngineError } from '../schema.js';
import type { FilterValue } from './types.js';

export type FilterGroup =
  | { facet: number; bit: number; kind: 'values'; col: ValueColumn; accept: Uint8Array }
  | { facet: number; bit: number; kind: 'range'; vals: Float64Array; min: number; max: number };

/** One bit per filtered facet; a document's fail mask has the bits of the groups it fails. */
export function compileFilters(
  store: DocStore,
  filters: Readonly<Record<string, FilterValue>>,
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
  return groups;
}

function normalizePath(v: string): string {
  return v
    .split('/')
    .map((s) => s.trim())
    .filter((s) => s.length > 0)
    .join('/');
}

/** Fail mask of one document (pins; the bulk path is `computeFails`). */
export function failMask(groups: readonly FilterGroup[], doc: number): number {
  let mask = 0;
  for (const g of groups) {
    if (g.kind === 'range') {
      const v = g.vals[doc]!;
      if (!(v >= g.min && v <= g.max)) mask |= g.bit;
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
 * `out[i]` = fail mask of `docs[i]`. One tight pass per filter group (rather than a call per
 * document) keeps each loop monomorphic; single-valued facets read their direct column.
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
    } else if (g.col.single) {
      const lane = g.col.lanes[0]!;
      // Lanes hold value id + 1 (0 = missing), so the accept table shifts by one.
      const accept1 = new Uint8Array(g.accept.length + 1);
      accept1.set(g.accept, 1);
      for (let i = 0; i < n; i++) if (accept1[lane[docs[i]!]!] !== 1) out[i]! |= bit;
    } else {
      for (let i = 0; i < n; i++) if (!acceptsDoc(g.col, g.accept, docs[i]!)) out[i]! |= bit;
    }
  }
}
