import type { ResolvedSchema } from '../schema.js';
import { DocStore, NumberColumn, ValueColumn } from './doc-store.js';
import { lookupSteps } from './segment-lookups.js';
import { mergeSteps } from './segment-merge.js';
import { Segment } from './segment.js';
import { SLICE, type Steps } from './work-steps.js';

/**
 * Drops deleted documents and renumbers the rest densely, merging every segment into one base
 * segment with its lookups. Order is preserved, so posting lists stay sorted and index-order ties
 * stay stable. Works in slices and only reads `old` and `segments`: the caller swaps the result
 * in, and must discard it if the index changed between slices.
 *
 * @example
 * const { store, base } = drain(compactSteps(schema, store, segments));
 */
export function* compactSteps(
  schema: ResolvedSchema,
  old: DocStore,
  segments: readonly Segment[],
): Steps<{ store: DocStore; base: Segment }> {
  const store = new DocStore(schema);
  const remap = new Int32Array(old.size).fill(-1);
  let work = 0;
  for (let d = 0; d < old.size; d++) {
    // A kept document costs a map entry and two appends: count it as four units.
    if ((work += 4) >= SLICE) {
      work = 0;
      yield;
    }
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
    work += 4 + old.facets.length;
    if (work >= SLICE) {
      work = 0;
      yield;
    }
    store.popularity[n] = old.popularity[d]!;
    store.available[n] = old.available[d]!;
    store.rankDocument(n);
    store.setLengths(n, old.lengthsOf(d));
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
  const data = yield* mergeSteps(
    segments.map((seg) => seg.data),
    remap,
  );
  const lookups = yield* lookupSteps(data, schema.languages, size);
  return { store, base: new Segment(data, schema.languages, size, lookups) };
}

function growTo(a: Float64Array<ArrayBuffer>, size: number): Float64Array<ArrayBuffer> {
  const b = new Float64Array(Math.max(size, a.length * 2));
  b.set(a);
  return b;
}
