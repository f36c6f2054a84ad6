import { letterMask } from '../analysis/letter-mask.js';
import { stemsOf } from '../analysis/stemmer.js';
import type { Language } from '../schema.js';
import type { PostingRun, SegmentData } from './segment.js';
import { SLICE, type Steps } from './work-steps.js';

/** The lookup structures a `Segment` derives from its postings; see `Segment` for each. */
export interface SegmentLookups {
  termIndex: Map<string, number>;
  stemGroups: Map<string, number[]>;
  typoByLength: number[][];
  /** `letterMask` of each typo-eligible term (0 for the others). */
  letterMasks: Uint32Array;
  prefixRuns: Map<string, PostingRun>;
  termMask: Uint16Array;
}

const HAS_DIGIT = /\d/;
/** Prefixes this short match so many terms that their union is worth precomputing. */
export const PRECOMPUTED_PREFIX = 2;

/**
 * Derives the lookups of `data` in slices (terms and postings count as work), so a large
 * segment can be prepared between searches.
 *
 * @example
 * const seg = new Segment(data, languages, size, drain(lookupSteps(data, languages, size)));
 */
export function* lookupSteps(
  data: SegmentData,
  languages: readonly Language[],
  docCapacity: number,
): Steps<SegmentLookups> {
  const { terms, start, masks } = data;
  const out: SegmentLookups = {
    termIndex: new Map(),
    stemGroups: new Map(),
    typoByLength: [],
    letterMasks: new Uint32Array(terms.length),
    prefixRuns: new Map(),
    termMask: new Uint16Array(terms.length),
  };
  let work = 0;
  for (let t = 0; t < terms.length; t++) {
    let m = 0;
    for (let p = start[t]!; p < start[t + 1]!; p++) m |= masks[p]!;
    out.termMask[t] = m;
    const term = terms[t]!;
    out.termIndex.set(term, t);
    work += 4 + start[t + 1]! - start[t]!;
    if (work >= SLICE) {
      work = 0;
      yield;
    }
    if (term.length < 3 || HAS_DIGIT.test(term)) continue;
    (out.typoByLength[term.length] ??= []).push(t);
    out.letterMasks[t] = letterMask(term);
    for (const stem of stemsOf(term, languages)) {
      const group = out.stemGroups.get(stem);
      if (group === undefined) out.stemGroups.set(stem, [t]);
      else group.push(t);
    }
  }
  yield* prefixRunSteps(data, docCapacity, out.prefixRuns);
  return out;
}

/** The union of the postings under every 1–2 character prefix holding more than 64 of them. */
function* prefixRunSteps(
  data: SegmentData,
  docCapacity: number,
  runs: Map<string, PostingRun>,
): Steps<void> {
  const { terms, start, docs, masks, pos, tf } = data;
  const seen = new Int32Array(docCapacity).fill(-1);
  const accMask = new Uint16Array(docCapacity);
  const accPos = new Uint16Array(docCapacity);
  const accTf = new Uint8Array(docCapacity);
  let stamp = 0;
  let work = 0;
  for (let len = 1; len <= PRECOMPUTED_PREFIX; len++) {
    let t = 0;
    while (t < terms.length) {
      if (terms[t]!.length < len) {
        t++;
        continue;
      }
      const prefix = terms[t]!.slice(0, len);
      let end = t;
      while (end < terms.length && terms[end]!.startsWith(prefix)) end++;
      work += end - t;
      if (start[end]! - start[t]! > 64) {
        stamp++;
        const list: number[] = [];
        for (let p = start[t]!; p < start[end]!; p++) {
          const d = docs[p]!;
          if (seen[d] !== stamp) {
            seen[d] = stamp;
            list.push(d);
            accMask[d] = masks[p]!;
            accPos[d] = pos[p]!;
            accTf[d] = tf[p]!;
          } else {
            accMask[d]! |= masks[p]!;
            if (pos[p]! < accPos[d]!) accPos[d] = pos[p]!;
            if (tf[p]! > accTf[d]!) accTf[d] = tf[p]!;
          }
        }
        const runTf = new Uint8Array(list.length);
        const run: PostingRun = {
          docs: Int32Array.from(list),
          masks: new Uint16Array(list.length),
          pos: new Uint16Array(list.length),
          tf: runTf,
        };
        for (let i = 0; i < list.length; i++) {
          run.masks[i] = accMask[list[i]!]!;
          run.pos[i] = accPos[list[i]!]!;
          runTf[i] = accTf[list[i]!]!;
        }
        runs.set(prefix, run);
        work += start[end]! - start[t]!;
      }
      t = end;
      // Between prefixes only: a run is one unit of work, at most one prefix's postings.
      if (work >= SLICE) {
        work = 0;
        yield;
      }
    }
  }
}
