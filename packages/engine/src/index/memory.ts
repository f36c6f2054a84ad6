import { Scratch } from '../query/scratch.js';
import type { TopLists } from '../query/top-lists.js';
import { NumberColumn, type DocStore } from './doc-store.js';
import type { Segment } from './segment.js';

export interface MemoryReport {
  /** Estimated bytes held by the index (typed arrays exactly, strings and maps approximately). */
  totalBytes: number;
  postingsBytes: number;
  dictionaryBytes: number;
  documentsBytes: number;
  scratchBytes: number;
  /** Precomputed answers for frequent one-word queries. */
  topListBytes: number;
}

const MAP_ENTRY = 40;
const OBJECT = 64;

function stringBytes(s: string): number {
  return 16 + s.length * 2;
}

/** Approximation good to tens of percent: enough to size servers and spot regressions. */
export function estimateMemory(
  store: DocStore,
  segments: readonly Segment[],
  scratch: Scratch,
  lists: TopLists | null,
): MemoryReport {
  let postingsBytes = 0;
  let dictionaryBytes = 0;
  for (const seg of segments) {
    const d = seg.data;
    postingsBytes += d.start.byteLength + d.docs.byteLength + d.masks.byteLength + d.pos.byteLength;
    postingsBytes += d.tf.byteLength;
    postingsBytes += seg.termMask.byteLength + seg.letterMasks.byteLength;
    for (const run of seg.prefixRuns.values()) {
      postingsBytes += run.docs.byteLength + run.masks.byteLength + run.pos.byteLength;
      postingsBytes += run.tf?.byteLength ?? 0;
    }
    for (const t of d.terms) dictionaryBytes += stringBytes(t) + MAP_ENTRY + 8;
    dictionaryBytes += seg.stemGroups.size * (MAP_ENTRY + OBJECT);
  }
  let documentsBytes = store.alive.byteLength + store.popularity.byteLength;
  documentsBytes += store.docRank.byteLength;
  documentsBytes += store.available.byteLength;
  for (const column of store.lengths) documentsBytes += column.byteLength;
  for (const id of store.ids) documentsBytes += stringBytes(id) + MAP_ENTRY;
  for (const doc of store.stored) {
    if (doc === null) continue;
    for (const [k, v] of Object.entries(doc)) {
      documentsBytes += 16 + (typeof v === 'string' ? stringBytes(v) : k.length + 16);
    }
    documentsBytes += OBJECT;
  }
  for (const col of store.facets) {
    if (col instanceof NumberColumn) documentsBytes += col.vals.byteLength;
    else {
      documentsBytes += col.offsets.data.byteLength + col.vals.data.byteLength;
      documentsBytes += col.live.byteLength + col.lanes.reduce((n, l) => n + l.byteLength, 0);
      documentsBytes += col.byValueBytes;
      for (const v of col.values) documentsBytes += stringBytes(v) + MAP_ENTRY;
    }
  }
  documentsBytes += store.rows.byteLength;
  for (const a of store.sortNumbers) documentsBytes += a?.byteLength ?? 0;
  for (const a of store.sortStrings) for (const s of a ?? []) documentsBytes += stringBytes(s);
  // Scratch grows to the document count on the first search; report that size, not the
  // placeholder an unsearched index holds.
  const scratchBytes = Scratch.bytesFor(Math.max(scratch.capacity, store.size));
  const topListBytes = lists?.byteLength ?? 0;
  return {
    totalBytes: postingsBytes + dictionaryBytes + documentsBytes + scratchBytes + topListBytes,
    postingsBytes,
    dictionaryBytes,
    documentsBytes,
    scratchBytes,
    topListBytes,
  };
}
