import type { FieldStats, OccurrenceWeights } from '../ranking/bm25f.js';
import type { Scratch } from './scratch.js';

/** What a scan reads besides the postings, and what term statistics read later. */
export interface ScanContext {
  alive: Uint8Array;
  rankTable: Uint8Array;
  /** `DocStore.lengths`: per field, each document's length. */
  lengths: Uint8Array[];
  /** `occurrenceWeights` of this index state. */
  weights: OccurrenceWeights;
  fields: FieldStats;
}

/** A run of postings: the CSR arrays of a segment, or a merged run (`tf` null for phrases). */
export interface Postings {
  docs: Int32Array;
  masks: Uint16Array;
  pos: Uint16Array;
  tf: Uint8Array | null;
}

/**
 * Records postings `[from, to)` of `src` as matches of the current slot over the fields in
 * `allowed`, keeping per document the best of each signal: fewest typos, heaviest field and the
 * best class in it, first position — and for term statistics, computed later for the documents
 * that need them, every field matched and the highest term frequency. Those two are the same
 * whether a document's postings come one term at a time or as a prefix union, so an index answers
 * alike however its segments are cut.
 */
export function scanPostings(
  s: Scratch,
  c: ScanContext,
  src: Postings,
  from: number,
  to: number,
  typos: number,
  exact: number,
  allowed: number,
): void {
  const { alive, rankTable } = c;
  const { docs, masks, pos } = src;
  const tf = src.tf;
  const { slotStamp, sTypo, sRank, sExact, sPos, sMatch, slotTouched } = s;
  const stamp = s.slotEpoch;
  let n = s.nSlotTouched;
  if (n === 0) {
    // Nothing matched this slot yet and a scan holds each document once: every document is new,
    // so skip the stamp test (the common case: a one-word query's largest scan).
    for (let p = from; p < to; p++) {
      const m = masks[p]! & allowed;
      if (m === 0) continue;
      const d = docs[p]!;
      if (alive[d] === 0) continue;
      slotStamp[d] = stamp;
      slotTouched[n++] = d;
      sTypo[d] = typos;
      sRank[d] = rankTable[m]!;
      sExact[d] = exact;
      sPos[d] = pos[p]!;
      sMatch[d] = m | ((tf === null ? 1 : tf[p]!) << 16);
    }
    s.nSlotTouched = n;
    return;
  }
  for (let p = from; p < to; p++) {
    const m = masks[p]! & allowed;
    if (m === 0) continue;
    const d = docs[p]!;
    if (alive[d] === 0) continue;
    const r = rankTable[m]!;
    const ps = pos[p]!;
    const t = tf === null ? 1 : tf[p]!;
    if (slotStamp[d] !== stamp) {
      slotStamp[d] = stamp;
      slotTouched[n++] = d;
      sTypo[d] = typos;
      sRank[d] = r;
      sExact[d] = exact;
      sPos[d] = ps;
      sMatch[d] = m | (t << 16);
    } else {
      // As `keepBest`, written out: this loop is the one-word searches' hottest, and a call per
      // document matched by several terms (a typed prefix's) was not always inlined.
      if (typos < sTypo[d]!) sTypo[d] = typos;
      if (ps < sPos[d]!) sPos[d] = ps;
      if (r > sRank[d]!) {
        sRank[d] = r;
        sExact[d] = exact;
      } else if (r === sRank[d] && exact > sExact[d]!) sExact[d] = exact;
      const v = sMatch[d]!;
      if ((v & m) !== m || t > v >>> 16) {
        sMatch[d] = (v & 0xffff) | m | ((v >>> 16 > t ? v >>> 16 : t) << 16);
      }
    }
  }
  s.nSlotTouched = n;
}

/**
 * A further match of document `d` in the current slot: keeps the best of each signal. The class
 * that counts is the one in the heaviest field matched: 'headphones' in a description does not
 * make a title's 'Headphone Stand' an exact match.
 */
function keepBest(
  s: Scratch,
  d: number,
  typos: number,
  r: number,
  exact: number,
  ps: number,
  m: number,
  t: number,
): void {
  const { sTypo, sRank, sExact, sPos, sMatch } = s;
  if (typos < sTypo[d]!) sTypo[d] = typos;
  if (ps < sPos[d]!) sPos[d] = ps;
  if (r > sRank[d]!) {
    sRank[d] = r;
    sExact[d] = exact;
  } else if (r === sRank[d] && exact > sExact[d]!) sExact[d] = exact;
  const v = sMatch[d]!;
  if ((v & m) !== m || t > v >>> 16) {
    sMatch[d] = (v & 0xffff) | m | ((v >>> 16 > t ? v >>> 16 : t) << 16);
  }
}

/**
 * `scanPostings` restricted to the documents set in the bit set `within` (bit `d & 31` of word
 * `d >>> 5`), which holds live documents only: the others are skipped on one read of a few
 * kilobytes that stay in cache, before any per-document array is touched.
 */
export function scanWithin(
  s: Scratch,
  c: ScanContext,
  src: Postings,
  from: number,
  to: number,
  typos: number,
  exact: number,
  allowed: number,
  within: Int32Array,
): void {
  const { rankTable } = c;
  const { docs, masks, pos } = src;
  const tf = src.tf;
  const { slotStamp, sTypo, sRank, sExact, sPos, sMatch, slotTouched } = s;
  const stamp = s.slotEpoch;
  let n = s.nSlotTouched;
  for (let p = from; p < to; p++) {
    const d = docs[p]!;
    if ((within[d >>> 5]! & (1 << (d & 31))) === 0) continue;
    const m = masks[p]! & allowed;
    if (m === 0) continue;
    const r = rankTable[m]!;
    const t = tf === null ? 1 : tf[p]!;
    if (slotStamp[d] !== stamp) {
      slotStamp[d] = stamp;
      slotTouched[n++] = d;
      sTypo[d] = typos;
      sRank[d] = r;
      sExact[d] = exact;
      sPos[d] = pos[p]!;
      sMatch[d] = m | (t << 16);
    } else keepBest(s, d, typos, r, exact, pos[p]!, m, t);
  }
  s.nSlotTouched = n;
}

/**
 * Sets in the bit set `bits` the live documents of postings `[from, to)` over `allowed` (`alive`
 * null: every document is live); returns how many were not set before. Only bits are written, so
 * a slot's documents are known, counted and intersected with the other slots' without touching
 * any per-document array.
 */
export function markPostings(
  bits: Int32Array,
  alive: Uint8Array | null,
  src: Postings,
  from: number,
  to: number,
  allowed: number,
): number {
  const { docs, masks } = src;
  let added = 0;
  for (let p = from; p < to; p++) {
    if ((masks[p]! & allowed) === 0) continue;
    const d = docs[p]!;
    if (alive !== null && alive[d] === 0) continue;
    const w = d >>> 5;
    const v = bits[w]!;
    const b = 1 << (d & 31);
    if ((v & b) === 0) {
      bits[w] = v | b;
      added++;
    }
  }
  return added;
}
