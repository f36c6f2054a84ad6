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
  if (s.fullSlot >= 0) {
    scanFullOnly(s, c, src, from, to, typos, exact, allowed);
    return;
  }
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
      if (typos < sTypo[d]!) sTypo[d] = typos;
      if (ps < sPos[d]!) sPos[d] = ps;
      // The class that counts is the one in the heaviest field matched: 'headphones' in a
      // description does not make a title's 'Headphone Stand' an exact match.
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
 * `scanPostings` of the last slot while only documents that matched every earlier slot can be
 * candidates (`Scratch.fullSlot`): those are recorded as usual; any other document is only
 * counted, once, in `nSlotOthers`, since the word's idf counts every document it matched. Most
 * postings of a frequent last word belong to documents missing an earlier word, and skip the
 * five writes of a recorded match.
 */
function scanFullOnly(
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
  const { docStamp, words, slotStamp, sTypo, sRank, sExact, sPos, sMatch, slotTouched } = s;
  const { epoch, fullSlot: slot } = s;
  const stamp = s.slotEpoch;
  let n = s.nSlotTouched;
  let others = s.nSlotOthers;
  for (let p = from; p < to; p++) {
    const m = masks[p]! & allowed;
    if (m === 0) continue;
    const d = docs[p]!;
    if (alive[d] === 0) continue;
    if (docStamp[d] !== epoch || words[d] !== slot) {
      if (slotStamp[d] !== stamp) {
        slotStamp[d] = stamp;
        others++;
      }
      continue;
    }
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
      // As `scanPostings` keeps the best of each signal.
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
  s.nSlotOthers = others;
}
