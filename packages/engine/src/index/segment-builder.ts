import { forEachTerm } from '../analysis/tokenizer.js';
import { ensureCapacity, GrowableInt32, GrowableUint16, GrowableUint8 } from './growable.js';
import type { SegmentData } from './segment.js';

/** Positions are packed as `field * 1024 + position` so one 16-bit number orders by field first. */
export const POSITION_LIMIT = 1023;

/**
 * Collects postings for documents added in ascending document-number order, then freezes them into
 * term-sorted CSR arrays. Ascending insertion keeps every posting list sorted by document.
 */
export class SegmentBuilder {
  private readonly termIds = new Map<string, number>();
  private readonly terms: string[] = [];
  private lastDoc = new Int32Array(1024).fill(-1);
  private lastSlot = new Int32Array(1024);
  private readonly tids = new GrowableInt32();
  private readonly docs = new GrowableInt32();
  private readonly masks = new GrowableUint16();
  private readonly pos = new GrowableUint16();
  private readonly tf = new GrowableUint8();
  docCount = 0;

  /**
   * `fields[i]` is the folded text of searchable field `i`, or null; bit `i` of `codeFields` is set
   * when field `i` is a `code` field (kept whole where letters meet digits). Returns each field's
   * length in words (positions), which term statistics normalise by.
   */
  addDocument(doc: number, fields: readonly (string | null)[], codeFields = 0): number[] {
    this.docCount++;
    const lengths: number[] = [];
    for (let f = 0; f < fields.length; f++) {
      const text = fields[f];
      lengths.push(0);
      if (text == null || text.length === 0) continue;
      const bit = 1 << f;
      const base = f * (POSITION_LIMIT + 1);
      const emit = (term: string, p: number): void =>
        this.add(term, doc, bit, base + Math.min(p, POSITION_LIMIT));
      lengths[f] = forEachTerm(text, emit, (codeFields & bit) === 0);
    }
    return lengths;
  }

  /** Re-adds a frozen posting (used when merging segments); `doc` must not decrease per term. */
  addPosting(term: string, doc: number, mask: number, position: number, tf = 1): void {
    const tid = this.termId(term);
    this.tids.push(tid);
    this.docs.push(doc);
    this.masks.push(mask);
    this.pos.push(position);
    this.tf.push(tf);
  }

  private termId(term: string): number {
    let tid = this.termIds.get(term);
    if (tid === undefined) {
      tid = this.terms.length;
      this.terms.push(term);
      this.termIds.set(term, tid);
      if (tid >= this.lastDoc.length) {
        const old = this.lastDoc.length;
        this.lastDoc = ensureCapacity(this.lastDoc, tid + 1);
        this.lastDoc.fill(-1, old);
        this.lastSlot = ensureCapacity(this.lastSlot, tid + 1);
      }
    }
    return tid;
  }

  private add(term: string, doc: number, bit: number, position: number): void {
    const tid = this.termId(term);
    if (this.lastDoc[tid] === doc) {
      const slot = this.lastSlot[tid]!;
      this.masks.data[slot]! |= bit;
      if (position < this.pos.data[slot]!) this.pos.data[slot] = position;
      if (this.tf.data[slot]! < 255) this.tf.data[slot]!++;
      return;
    }
    this.lastDoc[tid] = doc;
    this.lastSlot[tid] = this.docs.length;
    this.tids.push(tid);
    this.docs.push(doc);
    this.masks.push(bit);
    this.pos.push(position);
    this.tf.push(1);
  }

  /** Counting-sort of postings by term rank; keeps per-term document order. */
  freeze(): SegmentData {
    const order = this.terms.map((_, i) => i).sort((a, b) => cmp(this.terms[a]!, this.terms[b]!));
    const rank = new Int32Array(order.length);
    order.forEach((tid, r) => (rank[tid] = r));
    const start = new Int32Array(order.length + 1);
    const tids = this.tids.view();
    for (let i = 0; i < tids.length; i++) start[rank[tids[i]!]! + 1]!++;
    for (let r = 0; r < order.length; r++) start[r + 1]! += start[r]!;
    const fill = start.slice(0, order.length);
    const n = tids.length;
    const docs = new Int32Array(n);
    const masks = new Uint16Array(n);
    const pos = new Uint16Array(n);
    const tf = new Uint8Array(n);
    const srcDocs = this.docs.data;
    const srcMasks = this.masks.data;
    const srcPos = this.pos.data;
    const srcTf = this.tf.data;
    for (let i = 0; i < n; i++) {
      const at = fill[rank[tids[i]!]!]!++;
      docs[at] = srcDocs[i]!;
      masks[at] = srcMasks[i]!;
      pos[at] = srcPos[i]!;
      tf[at] = srcTf[i]!;
    }
    return { terms: order.map((tid) => this.terms[tid]!), start, docs, masks, pos, tf };
  }
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
