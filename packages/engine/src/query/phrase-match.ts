import { stemsOf } from '../analysis/stemmer.js';
import type { PostingRun, Segment } from '../index/segment.js';
import { POSITION_LIMIT } from '../index/segment-builder.js';
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
    tf: null,
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

/**
 * Documents where `right` directly follows `left` (by their first positions, in the same field):
 * what a split query word ('wirelessmouse') means. The mask holds the field of that position.
 * Looks each document of the shorter list up in the longer one.
 */
export function adjacentPair(seg: Segment, left: string, right: string): PostingRun | null {
  const l = seg.termIndex.get(left);
  const r = seg.termIndex.get(right);
  if (l === undefined || r === undefined) return null;
  const { start, docs, pos } = seg.data;
  const lSize = start[l + 1]! - start[l]!;
  const rSize = start[r + 1]! - start[r]!;
  const [short, long] = lSize <= rSize ? [l, r] : [r, l];
  const found: number[] = [];
  for (let p = start[short]!; p < start[short + 1]!; p++) {
    const q = findDoc(docs, start[long]!, start[long + 1]!, docs[p]!);
    if (q < 0) continue;
    const [lp, rp] = short === l ? [p, q] : [q, p];
    if (pos[rp] === pos[lp]! + 1) found.push(lp);
  }
  if (found.length === 0) return null;
  const run: PostingRun = {
    docs: new Int32Array(found.length),
    masks: new Uint16Array(found.length),
    pos: new Uint16Array(found.length),
    tf: null,
  };
  found.forEach((p, i) => {
    run.docs[i] = docs[p]!;
    run.pos[i] = pos[p]!;
    run.masks[i] = 1 << Math.floor(pos[p]! / (POSITION_LIMIT + 1));
  });
  return run;
}
