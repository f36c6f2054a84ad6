import { stemsOf } from '../analysis/stemmer.js';
import type { Language } from '../schema.js';

/** Term-sorted CSR postings: term `t` owns `docs/masks/pos[start[t] .. start[t+1])`. */
export interface SegmentData {
  terms: string[];
  start: Int32Array;
  docs: Int32Array;
  /** Bit `f` set when the term occurs in searchable field `f`. */
  masks: Uint16Array;
  /** First packed position (see POSITION_LIMIT). */
  pos: Uint16Array;
}

/** A precomputed union of every posting under a short prefix, one entry per document. */
export interface PostingRun {
  docs: Int32Array;
  masks: Uint16Array;
  pos: Uint16Array;
}

const HAS_DIGIT = /\d/;
/** Prefixes this short match so many terms that their union is worth precomputing. */
export const PRECOMPUTED_PREFIX = 2;

/** Immutable searchable view of a SegmentData with the lookup structures queries need. */
export class Segment {
  readonly termIndex = new Map<string, number>();
  readonly stemGroups = new Map<string, number[]>();
  /** Term ids eligible for typo matching, bucketed by length. */
  readonly typoByLength: number[][] = [];
  readonly prefixRuns = new Map<string, PostingRun>();
  /** Union of the field masks of each term's postings: a scan of fields it lacks is skipped. */
  readonly termMask: Uint16Array;

  constructor(
    readonly data: SegmentData,
    languages: readonly Language[],
    docCapacity: number,
  ) {
    const { terms, start, masks } = data;
    this.termMask = new Uint16Array(terms.length);
    for (let t = 0; t < terms.length; t++) {
      let m = 0;
      for (let p = start[t]!; p < start[t + 1]!; p++) m |= masks[p]!;
      this.termMask[t] = m;
      const term = terms[t]!;
      this.termIndex.set(term, t);
      if (term.length < 3 || HAS_DIGIT.test(term)) continue;
      (this.typoByLength[term.length] ??= []).push(t);
      for (const stem of stemsOf(term, languages)) {
        const group = this.stemGroups.get(stem);
        if (group === undefined) this.stemGroups.set(stem, [t]);
        else group.push(t);
      }
    }
    this.buildPrefixRuns(docCapacity);
  }

  /**
   * Half-open range of the ids of the terms starting with `prefix` (terms are sorted). When
   * the prefix is itself a term (a typed code, a whole word) its id is the start, with no search;
   * the end is found by galloping from there, so a narrow range costs a few comparisons instead of
   * a search over every term.
   */
  prefixRange(prefix: string): [number, number] {
    const terms = this.data.terms;
    const lo = this.termIndex.get(prefix) ?? this.lowerBound(prefix);
    if (lo >= terms.length || !terms[lo]!.startsWith(prefix)) return [lo, lo];
    // Terms are sorted, so those with the prefix are contiguous from `lo`: `ok` has it, `bad`
    // (or the end) does not.
    let ok = lo;
    let step = 1;
    let bad = lo + 1;
    while (bad < terms.length && terms[bad]!.startsWith(prefix)) {
      ok = bad;
      step *= 2;
      bad = ok + step;
    }
    let l = ok + 1;
    let h = Math.min(bad, terms.length);
    while (l < h) {
      const mid = (l + h) >>> 1;
      if (terms[mid]!.startsWith(prefix)) l = mid + 1;
      else h = mid;
    }
    return [lo, l];
  }

  private lowerBound(key: string): number {
    const terms = this.data.terms;
    let lo = 0;
    let hi = terms.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (terms[mid]! < key) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private buildPrefixRuns(docCapacity: number): void {
    const { terms, start, docs, masks, pos } = this.data;
    const seen = new Int32Array(docCapacity).fill(-1);
    const accMask = new Uint16Array(docCapacity);
    const accPos = new Uint16Array(docCapacity);
    let stamp = 0;
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
            } else {
              accMask[d]! |= masks[p]!;
              if (pos[p]! < accPos[d]!) accPos[d] = pos[p]!;
            }
          }
          const run: PostingRun = {
            docs: Int32Array.from(list),
            masks: new Uint16Array(list.length),
            pos: new Uint16Array(list.length),
          };
          for (let i = 0; i < list.length; i++) {
            run.masks[i] = accMask[list[i]!]!;
            run.pos[i] = accPos[list[i]!]!;
          }
          this.prefixRuns.set(prefix, run);
        }
        t = end;
      }
    }
  }
}
