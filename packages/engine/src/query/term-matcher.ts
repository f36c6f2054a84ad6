import { boundedDistance } from '../analysis/edit-distance.js';
import { bitCount, letterMask } from '../analysis/letter-mask.js';
import { stemsOf } from '../analysis/stemmer.js';
import type { Segment } from '../index/segment.js';
import type { FieldStats } from '../ranking/bm25f.js';
import type { ResolvedSchema } from '../schema.js';
import { adjacentPair, intersectPhrase } from './phrase-match.js';
import type { Join, Slot } from './query-analyzer.js';
import { scanPostings, type Postings, type ScanContext } from './posting-scan.js';
import type { Scratch } from './scratch.js';

/** Exactness classes, best last. */
export const EXACT = { typo: 0, prefix: 1, derived: 2, exact: 3 } as const;

export interface MatcherConfig {
  schema: ResolvedSchema;
  allMask: number;
  textMask: number;
  /** `typoMask[d]`: fields tolerating `d` typos. */
  typoMask: [number, number, number];
  /** Max field rank per field mask. */
  rankTable: Uint8Array;
  /** BM25F's view of the field weights. */
  fields: FieldStats;
}

const HAS_DIGIT = /\d/;

/**
 * Where the matcher sends each scan it decides on: postings `[from, to)` of `src` as matches of
 * class `exact` with `typos` typos over the fields in `allowed`. By default `scanPostings`
 * records them at once; a multi-word search collects them first (`full-matches.ts`).
 */
export type ScanSink = (
  src: Postings,
  from: number,
  to: number,
  typos: number,
  exact: number,
  allowed: number,
) => void;

/**
 * Records the best match of one slot per document into the scratch slot arrays.
 *
 * A slot scans terms from the best match class down: exact, derived (stems, synonyms), prefix,
 * typos. A later scan of a term can never improve on an earlier scan of the same term over the
 * same fields (lower class, no fewer typos), so `covered` remembers which fields of each term were
 * already scanned and later scans read only the remaining fields — usually none, which skips the
 * term: 'elegant' is read once, not as exact, stem, prefix and typo match of itself.
 */
export class TermMatcher {
  /** Whether any typo match was recorded (else the typo rule is constant for the query). */
  anyTypos = false;
  private covered = new Map<number, number>();
  private readonly emit: ScanSink;
  constructor(
    private readonly cfg: MatcherConfig,
    s: Scratch,
    scan: ScanContext,
    emit?: ScanSink,
  ) {
    this.emit =
      emit ??
      ((src, from, to, typos, exact, allowed) =>
        scanPostings(s, scan, src, from, to, typos, exact, allowed));
  }

  /** Scans a whole run (a prefix union, a phrase) as matches of one class. */
  private run(src: Postings, typos: number, exact: number, allowed: number): void {
    this.emit(src, 0, src.docs.length, typos, exact, allowed);
  }

  matchSlot(seg: Segment, slot: Slot): void {
    const { cfg } = this;
    this.covered = new Map();
    const w = slot.single;
    if (w !== null) {
      // A precomputed prefix union does not take part in coverage, so it may go first, while the
      // slot is empty and its (largest) scan can take the fresh-slot path of `scanPostings`.
      const run = slot.prefix ? seg.prefixRuns.get(w) : undefined;
      if (run) {
        this.run(run, 0, EXACT.prefix, cfg.allMask);
      }
      this.word(seg, w, EXACT.exact);
      for (const syn of slot.synonyms) this.word(seg, syn, EXACT.derived);
      if (slot.prefix && !run) this.prefix(seg, w);
      // Before typos: a join may have no typo, and a later scan of a term must not beat an earlier.
      for (const join of slot.joins) this.join(seg, join);
      this.typos(seg, w);
    } else {
      for (const syn of slot.synonyms) this.word(seg, syn, EXACT.derived);
    }
    for (const phrase of slot.phrases) {
      const run = intersectPhrase(seg, phrase, cfg.schema.languages);
      if (run) this.run(run, 0, EXACT.derived, cfg.allMask);
    }
    for (const [left, right] of slot.splits) {
      const run = adjacentPair(seg, left, right);
      if (run === null) continue;
      this.anyTypos = true;
      this.run(run, 1, EXACT.typo, cfg.textMask);
    }
  }

  /** A concatenation with a neighbouring word: text fields only, ranked as a typo match. */
  private join(seg: Segment, join: Join): void {
    const { textMask, schema } = this.cfg;
    if (join.prefix) {
      const [lo, hi] = seg.prefixRange(join.term);
      for (let t = lo; t < hi; t++) this.term(seg, t, join.typos, EXACT.typo, textMask);
      return;
    }
    const t = seg.termIndex.get(join.term);
    if (t !== undefined) this.term(seg, t, join.typos, EXACT.typo, textMask);
    for (const stem of stemsOf(join.term, schema.languages)) {
      for (const g of seg.stemGroups.get(stem) ?? [])
        this.term(seg, g, join.typos, EXACT.typo, textMask);
    }
  }

  /** The word itself (class `exact`) and its stem group (class derived, text fields only). */
  private word(seg: Segment, w: string, exact: number): void {
    const t = seg.termIndex.get(w);
    if (t !== undefined) this.term(seg, t, 0, exact, this.cfg.allMask);
    for (const stem of stemsOf(w, this.cfg.schema.languages)) {
      for (const g of seg.stemGroups.get(stem) ?? []) {
        this.term(seg, g, 0, EXACT.derived, this.cfg.textMask);
      }
    }
  }

  private prefix(seg: Segment, w: string): void {
    const [lo, hi] = seg.prefixRange(w);
    for (let t = lo; t < hi; t++) this.term(seg, t, 0, EXACT.prefix, this.cfg.allMask);
  }

  private typos(seg: Segment, w: string): void {
    const { typoMinLength } = this.cfg.schema;
    const [, mask1, mask2] = this.cfg.typoMask;
    if (w.length < typoMinLength.one || mask1 === 0 || HAS_DIGIT.test(w)) return;
    const max = w.length >= typoMinLength.two && mask2 !== 0 ? 2 : 1;
    const terms = seg.data.terms;
    const letters = letterMask(w);
    const { letterMasks } = seg;
    for (let len = Math.max(1, w.length - max); len <= w.length + max; len++) {
      for (const t of seg.typoByLength[len] ?? []) {
        if (bitCount(letters ^ letterMasks[t]!) > 2 * max) continue;
        const dist = boundedDistance(w, terms[t]!, max);
        if (dist === 0 || dist > max) continue;
        this.term(seg, t, dist, EXACT.typo, dist === 1 ? mask1 : mask2);
      }
    }
  }

  /** Scans term `t` over the fields in `allowed` not scanned before for this slot. */
  private term(seg: Segment, t: number, typos: number, exact: number, allowed: number): void {
    const prev = this.covered.get(t) ?? 0;
    const fields = allowed & ~prev & seg.termMask[t]!;
    if (fields === 0) return;
    this.covered.set(t, prev | allowed);
    if (typos > 0) this.anyTypos = true;
    const d = seg.data;
    this.emit(d, d.start[t]!, d.start[t + 1]!, typos, exact, fields);
  }
}
