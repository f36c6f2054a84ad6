import { NumberColumn, type DocStore } from '../index/doc-store.js';
import type { FilterGroup } from './filters.js';
import type { FacetResult } from './types.js';

/**
 * Disjunctive counts: a candidate counts for facet `f` when it fails no filter other than `f`'s
 * own, so selecting a value never shrinks its own facet.
 */
export function countFacets(
  store: DocStore,
  names: readonly string[],
  groups: readonly FilterGroup[],
  cands: Int32Array,
  fails: Uint32Array,
  n: number,
  maxValues: number,
): Record<string, FacetResult> {
  const out: Record<string, FacetResult> = {};
  for (const name of names) {
    const f = store.schema.facets.findIndex((x) => x.name === name);
    if (f < 0) continue;
    const own = groups.find((g) => g.facet === f)?.bit ?? 0;
    const keep = ~own;
    const col = store.facets[f]!;
    if (col instanceof NumberColumn) {
      let min = Infinity;
      let max = -Infinity;
      let count = 0;
      const vals = col.vals;
      for (let i = 0; i < n; i++) {
        if ((fails[i]! & keep) !== 0) continue;
        const v = vals[cands[i]!]!;
        if (v !== v) continue;
        count++;
        if (v < min) min = v;
        if (v > max) max = v;
      }
      out[name] = { type: 'number', min: count ? min : null, max: count ? max : null, count };
      continue;
    }
    const counts = new Int32Array(col.values.length);
    const off = col.offsets.data;
    const vals = col.vals.data;
    for (let i = 0; i < n; i++) {
      if ((fails[i]! & keep) !== 0) continue;
      const d = cands[i]!;
      for (let k = off[d]!; k < off[d + 1]!; k++) counts[vals[k]!]!++;
    }
    const ids: number[] = [];
    for (let v = 0; v < counts.length; v++) if (counts[v]! > 0) ids.push(v);
    ids.sort((a, b) => counts[b]! - counts[a]! || (col.values[a]! < col.values[b]! ? -1 : 1));
    const top = ids.slice(0, maxValues);
    if (col.field.type === 'category') {
      out[name] = {
        type: 'category',
        values: top.map((v) => ({
          value: col.values[v]!,
          count: counts[v]!,
          depth: col.values[v]!.split('/').length - 1,
        })),
      };
    } else {
      out[name] = {
        type: col.field.type === 'string[]' ? 'string[]' : 'string',
        values: top.map((v) => ({ value: col.values[v]!, count: counts[v]! })),
      };
    }
  }
  return out;
}
