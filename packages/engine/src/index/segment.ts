import type { Language } from '../schema.js';
import { lookupSteps, type SegmentLookups } from './segment-lookups.js';
import { drain } from './work-steps.js';

/** Term-sorted CSR postings: term `t` owns `docs/masks/pos[start[t] .. start[t+1])`. */
export interface SegmentData {
  terms: string[];
  start: Int32Array;
  docs: Int32Array;
  /** Bit `f` set when the term occurs in searchable field `f`. */
  masks: Uint16Array;
  /** First packed position (see POSITION_LIMIT). */
  pos: Uint16Array;
  /** Occurrences of the term in the document, all fields together, at most 255. */
  tf: Uint8Array;
}

/**
 * Postings of several terms merged per document (a prefix union, a phrase): masks and first
 * positions united; `tf` the largest term frequency, or null when it means nothing (phrases).
 */
export interface PostingRun {
  docs: Int32Array;
  masks: Uint16Array;
  pos: Uint16Array;
  tf: Uint8Array | null;
}

/** Immutable searchable view of a SegmentData with the lookup structures queries need. */
export class Segment {
  readonly termIndex: Map<string, number>;
  readonly stemGroups: Map<string, number[]>;
  /** Term ids eligible for typo matching (letters only, 3+ units), bucketed by length. */
  readonly typoByLength: number[][];
  /** Letters of each typo-eligible term as bits (`letterMask`), for a cheap first test. */
  readonly letterMasks: Uint32Array;
  /** Precomputed unions of the postings under 1–2 character prefixes (see PRECOMPUTED_PREFIX). */
  readonly prefixRuns: Map<string, PostingRun>;
  /** Union of the field masks of each term's postings: a scan of fields it lacks is skipped. */
  readonly termMask: Uint16Array;

  /** `lookups`, when given, must be `lookupSteps` of the same arguments (prepared in slices). */
  constructor(
    readonly data: SegmentData,
    languages: readonly Language[],
    docCapacity: number,
    lookups: SegmentLookups = drain(lookupSteps(data, languages, docCapacity)),
  ) {
    this.termIndex = lookups.termIndex;
    this.stemGroups = lookups.stemGroups;
    this.typoByLength = lookups.typoByLength;
    this.letterMasks = lookups.letterMasks;
    this.prefixRuns = lookups.prefixRuns;
    this.termMask = lookups.termMask;
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
}
