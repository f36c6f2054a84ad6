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

export function failMask(groups: readonly FilterGroup[], doc: number): number {
  let mask = 0;
  for (const g of groups) {
    if (g.kind === 'range') {
      const v = g.vals[doc]!;
      if (!(v >= g.min && v <= g.max)) mask |= g.bit;
    } else {
      const off = g.col.offsets.data;
      const vals = g.col.vals.data;
      let ok = false;
      for (let k = off[doc]!; k < off[doc + 1]!; k++) {
        if (g.accept[vals[k]!] === 1) {
          ok = true;
          break;
        }
      }
      if (!ok) mask |= g.bit;
    }
  }
  return mask;
}
