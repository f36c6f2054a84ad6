import { saturate } from '../ranking/bm25f.js';
import type { ScanContext } from './posting-scan.js';

/**
 * Per document, the fields it matched one query word in (low 16 bits) and the word's highest
 * frequency (the bits above); and the word's idf.
 */
export interface SlotMatches {
  match: Uint32Array;
  idf: number;
}

/**
 * BM25F of a word in document `d`, saturated (not weighed by idf), over the fields `m` it matched:
 * its occurrences in a field times that field's weight over its length normalisation, taking the
 * best field (Lucene's dis_max) rather than the sum — summed, a word an accessory repeats in its
 * description ('case for your iPhone 15') outranked the product itself (see DESIGN.md). `tf`
 * counts occurrences over all fields: one is counted in each matched field and the rest in the
 * lightest, which keeps the estimate a lower bound.
 */
function wordWeight(c: ScanContext, d: number, m: number, tf: number): number {
  const { weights, saturated } = c.weights;
  const { lengths, fields } = c;
  const extra = tf - fields.count[m]!;
  const light = extra > 0 ? fields.lightest[m]! : -1;
  let best = 0;
  for (let rest = m; rest !== 0; rest &= rest - 1) {
    const f = 31 - Math.clz32(rest & -rest);
    const at = (f << 8) | lengths[f]![d]!;
    const w = f === light ? saturate((1 + extra) * weights[at]!) : saturated[at]!;
    if (w > best) best = w;
  }
  return best;
}

/**
 * Term statistics of this query's matches, computed per document on demand (the ranking reads
 * them only to break ties): the sum over the words a document matched of the word's idf times its
 * saturated BM25F weight. `bits` (null for one word; `Scratch.slotBits`) says which words it
 * matched.
 *
 * @example
 * new TermStats(scan, [{ match, idf: 2.3 }], null).score(d); // 2.3 × d's weight for the word
 */
export class TermStats {
  constructor(
    private readonly c: ScanContext,
    private readonly slots: readonly SlotMatches[],
    private readonly bits: Uint32Array | null,
  ) {}

  score(d: number): number {
    const { c, slots } = this;
    // No closure here: this runs for every ranked document, and a function made per call costs
    // an allocation (and under tsx, which keeps function names, a property definition) each time.
    if (this.bits === null) return slotWeight(c, slots[0]!, d);
    let sum = 0;
    // Words past the kept ones (see Scratch.keepSlot) do not count.
    for (let b = this.bits[d]! & 0xffff; b !== 0; b &= b - 1) {
      const slot = slots[31 - Math.clz32(b & -b)];
      if (slot !== undefined) sum += slotWeight(c, slot, d);
    }
    return sum;
  }
}

/** Document `d`'s weight for one kept word: its idf times its BM25F weight. */
function slotWeight(c: ScanContext, slot: SlotMatches, d: number): number {
  const match = slot.match[d]!;
  return slot.idf * wordWeight(c, d, match & 0xffff, match >>> 16);
}
