import { NumberColumn, type DocStore } from '../index/doc-store.js';
import { pathDepth } from './facet-counts.js';
import type { FacetResult } from './types.js';

/**
 * The facet counts of each top list with no filters, every value kept (in the exhaustive path's
 * order: count descending, then value), so that any `maxValuesPerFacet` is one slice of it.
 * Value facets are (value id, count) pairs; number facets are (min, max, count, sum), NaN for null.
 */
export class ListFacets {
  private readonly start: number[] = [0];
  private readonly pairs: number[] = [];
  private readonly ranges: number[] = [];
  private frozenStart = new Int32Array(0);
  private frozenPairs = new Int32Array(0);
  private frozenRanges = new Float64Array(0);

  constructor(private readonly store: DocStore) {}

  /** Appends the next list's counts, as `countFacets` returned them for every facet, unsliced. */
  add(facets: Readonly<Record<string, FacetResult>>): void {
    for (const [f, field] of this.store.schema.facets.entries()) {
      const r = facets[field.name]!;
      const col = this.store.facets[f]!;
      if (r.type === 'number') this.ranges.push(r.min ?? NaN, r.max ?? NaN, r.count, r.sum);
      else if (!(col instanceof NumberColumn)) {
        for (const v of r.values) this.pairs.push(col.dict.get(v.value)!, v.count);
        this.ranges.push(NaN, NaN, 0, 0);
      }
      this.start.push(this.pairs.length / 2);
    }
  }

  finish(): void {
    this.frozenStart = Int32Array.from(this.start);
    this.frozenPairs = Int32Array.from(this.pairs);
    this.frozenRanges = Float64Array.from(this.ranges);
    this.start.length = this.pairs.length = this.ranges.length = 0;
  }

  /** What `countFacets(store, names, [], matches, …, maxValues)` returns for list `e`. */
  read(e: number, names: readonly string[], maxValues: number): Record<string, FacetResult> {
    const { store } = this;
    const out: Record<string, FacetResult> = {};
    const facets = store.schema.facets;
    for (const name of names) {
      const f = facets.findIndex((x) => x.name === name);
      if (f < 0) continue;
      const col = store.facets[f]!;
      const at = e * facets.length + f;
      if (col instanceof NumberColumn) {
        const [min, max, count, sum] = this.frozenRanges.subarray(4 * at, 4 * at + 4);
        out[name] = {
          type: 'number',
          min: count ? min! : null,
          max: count ? max! : null,
          count: count!,
          sum: sum!,
        };
        continue;
      }
      const ids: number[] = [];
      for (let i = this.frozenStart[at]!; i < this.frozenStart[at + 1]!; i++) ids.push(i);
      const top = ids.slice(0, maxValues);
      const pairs = this.frozenPairs;
      const value = (i: number): string => col.values[pairs[2 * i]!]!;
      const type = col.field.type;
      out[name] =
        type === 'category'
          ? {
              type,
              values: top.map((i) => ({
                value: value(i),
                count: pairs[2 * i + 1]!,
                depth: pathDepth(value(i)),
              })),
            }
          : {
              type: type === 'string[]' ? 'string[]' : 'string',
              values: top.map((i) => ({ value: value(i), count: pairs[2 * i + 1]! })),
            };
    }
    return out;
  }

  get byteLength(): number {
    return this.frozenStart.byteLength + this.frozenPairs.byteLength + this.frozenRanges.byteLength;
  }
}
