import { boundedDistance } from '../analysis/edit-distance.js';
import { stemsOf } from '../analysis/stemmer.js';
import type { PostingRun, Segment } from '../index/segment.js';
import type { ResolvedSchema } from '../schema.js';
import type { Slot } from './query-analyzer.js';
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
}

/** Records the best match of one slot per document into the scratch slot arrays. */
export class TermMatcher {
  constructor(
    private readonly cfg: MatcherConfig,
    private readonly s: Scratch,
    private readonly alive: Uint8Array,
  ) {}

  matchSlot(seg: Segment, slot: Slot): void {
    const { cfg } = this;
    const d = seg.data;
    if (slot.single !== null) {
      const w = slot.single;
      this.exactTerm(seg, w, EXACT.exact, cfg.allMask);
      for (const stem of stemsOf(w, cfg.schema.languages)) {
        for (const t of seg.stemGroups.get(stem) ?? []) {
          this.range(
            d.docs,
            d.masks,
            d.pos,
            d.start[t]!,
            d.start[t + 1]!,
            0,
            EXACT.derived,
            cfg.textMask,
          );
        }
      }
      if (slot.prefix) {
        const run = seg.prefixRuns.get(w);
        if (run) this.run(run, EXACT.prefix, cfg.allMask);
        else {
          const [lo, hi] = seg.prefixRange(w);
          this.range(
            d.docs,
            d.masks,
            d.pos,
            d.start[lo]!,
            d.start[hi]!,
            0,
            EXACT.prefix,
            cfg.allMask,
          );
        }
      }
      this.typos(seg, w);
    }
    for (const syn of slot.synonyms) {
      this.exactTerm(seg, syn, EXACT.derived, cfg.allMask);
      for (const stem of stemsOf(syn, cfg.schema.languages)) {
        for (const t of seg.stemGroups.get(stem) ?? []) {
          this.range(
            d.docs,
            d.masks,
            d.pos,
            d.start[t]!,
            d.start[t + 1]!,
            0,
            EXACT.derived,
            cfg.textMask,
          );
        }
      }
    }
    for (const phrase of slot.phrases) this.phrase(seg, phrase);
  }

  private exactTerm(seg: Segment, term: string, exact: number, allowed: number): void {
    const t = seg.termIndex.get(term);
    if (t === undefined) return;
    const d = seg.data;
    this.range(d.docs, d.masks, d.pos, d.start[t]!, d.start[t + 1]!, 0, exact, allowed);
  }

  private typos(seg: Segment, w: string): void {
    const { typoMinLength } = this.cfg.schema;
    const [, mask1, mask2] = this.cfg.typoMask;
    if (w.length < typoMinLength.one || mask1 === 0 || /\d/.test(w)) return;
    const max = w.length >= typoMinLength.two && mask2 !== 0 ? 2 : 1;
    const d = seg.data;
    for (let len = Math.max(1, w.length - max); len <= w.length + max; len++) {
      for (const t of seg.typoByLength[len] ?? []) {
        const term = d.terms[t]!;
        const dist = boundedDistance(w, term, max);
        if (dist === 0 || dist > max) continue;
        const allowed = dist === 1 ? mask1 : mask2;
        this.range(d.docs, d.masks, d.pos, d.start[t]!, d.start[t + 1]!, dist, EXACT.typo, allowed);
      }
    }
  }

  /** Every word of the phrase must occur in the document (exactly or by stem); order is free. */
  private phrase(seg: Segment, words: string[]): void {
    const d = seg.data;
    let acc: Map<number, [number, number]> | null = null;
    for (const w of words) {
      const terms = new Set<number>();
      const exact = seg.termIndex.get(w);
      if (exact !== undefined) terms.add(exact);
      for (const stem of stemsOf(w, this.cfg.schema.languages)) {
        for (const t of seg.stemGroups.get(stem) ?? []) terms.add(t);
      }
      const next = new Map<number, [number, number]>();
      for (const t of terms) {
        for (let p = d.start[t]!; p < d.start[t + 1]!; p++) {
          const doc = d.docs[p]!;
          const prev = acc?.get(doc);
          if (acc !== null && prev === undefined) continue;
          const mask = d.masks[p]!;
          const ps = d.pos[p]!;
          const cur = next.get(doc);
          if (cur) {
            cur[0] |= mask;
            cur[1] = Math.min(cur[1], ps);
          } else next.set(doc, prev ? [prev[0] | mask, Math.min(prev[1], ps)] : [mask, ps]);
        }
      }
      acc = next;
      if (acc.size === 0) return;
    }
    if (acc === null) return;
    const docs = new Int32Array(acc.size);
    const masks = new Uint16Array(acc.size);
    const pos = new Uint16Array(acc.size);
    let i = 0;
    for (const [doc, [mask, ps]] of acc) {
      docs[i] = doc;
      masks[i] = mask;
      pos[i++] = ps;
    }
    this.range(docs, masks, pos, 0, docs.length, 0, EXACT.derived, this.cfg.allMask);
  }

  private run(run: PostingRun, exact: number, allowed: number): void {
    this.range(run.docs, run.masks, run.pos, 0, run.docs.length, 0, exact, allowed);
  }

  private range(
    docs: Int32Array,
    masks: Uint16Array,
    pos: Uint16Array,
    from: number,
    to: number,
    typos: number,
    exact: number,
    allowed: number,
  ): void {
    const s = this.s;
    const { alive, cfg } = this;
    const { slotStamp, sTypo, sRank, sExact, sPos, slotTouched } = s;
    const stamp = s.slotEpoch;
    const rankTable = cfg.rankTable;
    let n = s.nSlotTouched;
    for (let p = from; p < to; p++) {
      const m = masks[p]! & allowed;
      if (m === 0) continue;
      const d = docs[p]!;
      if (alive[d] === 0) continue;
      const r = rankTable[m]!;
      const ps = pos[p]!;
      if (slotStamp[d] !== stamp) {
        slotStamp[d] = stamp;
        slotTouched[n++] = d;
        sTypo[d] = typos;
        sRank[d] = r;
        sExact[d] = exact;
        sPos[d] = ps;
      } else {
        if (typos < sTypo[d]!) sTypo[d] = typos;
        if (r > sRank[d]!) sRank[d] = r;
        if (exact > sExact[d]!) sExact[d] = exact;
        if (ps < sPos[d]!) sPos[d] = ps;
      }
    }
    s.nSlotTouched = n;
  }
}
