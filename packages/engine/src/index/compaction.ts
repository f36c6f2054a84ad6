import type { ResolvedSchema } from '../schema.js';
import { DocStore, NumberColumn, ValueColumn } from './doc-store.js';
import { type Segment } from './segment.js';
import { SegmentBuilder } from './segment-builder.js';
import type { SegmentData } from './segment.js';

/**
 * Drops deleted documents and renumbers the rest densely, merging every segment into one. Order
 * is preserved, so posting lists stay sorted and index-order ties stay stable.
 */
export function compact(
  schema: ResolvedSchema,
  old: DocStore,
  segments: readonly Segment[],
): { store: DocStore; data: SegmentData } {
  const store = new DocStore(schema);
  const remap = new Int32Array(old.size).fill(-1);
  for (let d = 0; d < old.size; d++) {
    if (old.alive[d] !== 1) continue;
    const n = store.ids.length;
    remap[d] = n;
    store.ids.push(old.ids[d]!);
    store.idToDoc.set(old.ids[d]!, n);
    store.stored.push(old.stored[d] ?? null);
  }
  const size = store.ids.length;
  store.liveCount = size;
  store.alive = new Uint8Array(Math.max(16, size)).fill(1, 0, size);
  store.popularity = new Float64Array(Math.max(16, size));
  store.available = new Uint8Array(Math.max(16, size));
  for (let d = 0; d < old.size; d++) {
    const n = remap[d]!;
    if (n < 0) continue;
    store.popularity[n] = old.popularity[d]!;
    store.available[n] = old.available[d]!;
    store.rankDocument(n);
    old.facets.forEach((col, f) => {
      const to = store.facets[f]!;
      if (col instanceof NumberColumn && to instanceof NumberColumn) to.set(n, col.vals[d]!);
      else if (col instanceof ValueColumn && to instanceof ValueColumn) {
        const off = col.offsets.data;
        const vals: string[] = [];
        for (let k = off[d]!; k < off[d + 1]!; k++) vals.push(col.values[col.vals.data[k]!]!);
        to.append(vals);
      }
    });
    old.sortNumbers.forEach((nums, i) => {
      if (nums) {
        const next = store.sortNumbers[i]!;
        const grown = next.length > n ? next : growTo(next, n + 1);
        grown[n] = nums[d]!;
        store.sortNumbers[i] = grown;
      } else store.sortStrings[i]!.push(old.sortStrings[i]![d]!);
    });
  }
  const builder = new SegmentBuilder();
  for (const seg of segments) {
    const { terms, start, docs, masks, pos } = seg.data;
    for (let t = 0; t < terms.length; t++) {
      for (let p = start[t]!; p < start[t + 1]!; p++) {
        const n = remap[docs[p]!]!;
        if (n >= 0) builder.addPosting(terms[t]!, n, masks[p]!, pos[p]!);
      }
    }
  }
  return { store, data: builder.freeze() };
}

function growTo(a: Float64Array<ArrayBuffer>, size: number): Float64Array<ArrayBuffer> {
  const b = new Float64Array(Math.max(size, a.length * 2));
  b.set(a);
  return b;
}
