import { stemsOf } from '../analysis/stemmer.js';
import type { PostingRun, Segment } from '../index/segment.js';
import type { Language } from '../schema.js';

/** Term ids a phrase word matches in `seg`: the word itself and its stem group. */
function wordTerms(seg: Segment, w: string, languages: readonly Language[]): number[] {
  const terms: number[] = [];
  const exact = seg.termIndex.get(w);
  if (exact !== undefined) terms.push(exact);
  for (const stem of stemsOf(w, languages)) {
    for (const t of seg.stemGroups.get(stem) ?? []) if (!terms.includes(t)) terms.push(t);
  }
  return terms;
}

/**
 * Documents containing every word of `words` (exactly or by stem; order is free), with the union
 * of their field masks and the first position. Words are intersected rarest first, so the
 * accumulator never exceeds the rarest word's postings ('van 85338': 1 document, not 3,000).
 */
export function intersectPhrase(
  seg: Segment,
  words: readonly string[],
  languages: readonly Language[],
): PostingRun | null {
  const { start, docs, masks, pos } = seg.data;
  const lists = words.map((w) => {
    const terms = wordTerms(seg, w, languages);
    let size = 0;
    for (const t of terms) size += start[t + 1]! - start[t]!;
    return { terms, size };
  });
  lists.sort((a, b) => a.size - b.size);
  let acc: Map<number, [number, number]> | null = null;
  for (const { terms } of lists) {
    const next = new Map<number, [number, number]>();
    for (const t of terms) {
      if (acc !== null && acc.size * 16 < start[t + 1]! - start[t]!) {
        // Few survivors, long list: look each survivor up (postings are sorted by document).
        for (const [doc, prev] of acc) {
          const p = findDoc(docs, start[t]!, start[t + 1]!, doc);
          if (p < 0) continue;
          const cur = next.get(doc);
          if (cur) {
            cur[0] |= masks[p]!;
            cur[1] = Math.min(cur[1], pos[p]!);
          } else next.set(doc, [prev[0] | masks[p]!, Math.min(prev[1], pos[p]!)]);
        }
        continue;
      }
      for (let p = start[t]!; p < start[t + 1]!; p++) {
        const doc = docs[p]!;
        const prev = acc?.get(doc);
        if (acc !== null && prev === undefined) continue;
        const mask = masks[p]!;
        const ps = pos[p]!;
        const cur = next.get(doc);
        if (cur) {
          cur[0] |= mask;
          cur[1] = Math.min(cur[1], ps);
        } else next.set(doc, prev ? [prev[0] | mask, Math.min(prev[1], ps)] : [mask, ps]);
      }
    }
    acc = next;
    if (acc.size === 0) return null;
  }
  if (acc === null) return null;
  const run: PostingRun = {
    docs: new Int32Array(acc.size),
    masks: new Uint16Array(acc.size),
    pos: new Uint16Array(acc.size),
  };
  let i = 0;
  for (const [doc, [mask, ps]] of acc) {
    run.docs[i] = doc;
    run.masks[i] = mask;
    run.pos[i++] = ps;
  }
  return run;
}

/** Index of `doc` in the sorted `docs[from..to)`, or -1. */
function findDoc(docs: Int32Array, from: number, to: number, doc: number): number {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (docs[mid]! < doc) lo = mid + 1;
    else hi = mid;
  }
  return lo < to && docs[lo] === doc ? lo : -1;
}
