import type { SlotMatches } from './term-stats.js';

/** Words whose best matches a query keeps for term statistics. */
export const KEPT_SLOTS = 8;

/**
 * Per-document working arrays reused by every search on an index. Stamps avoid clearing: an
 * entry is valid only when its stamp equals the current epoch.
 */
export class Scratch {
  epoch = 0;
  slotEpoch = 0;
  candEpoch = 0;
  docStamp: Uint32Array;
  slotStamp: Uint32Array;
  /** `candStamp[d] === candEpoch` when `d` is a candidate of the current query. */
  candStamp: Uint32Array;
  words: Uint8Array;
  /**
   * Bit `i` set when the document matched slot `i`, bit `16 + i` when it matched it only with
   * typos (one array, one load: slots past 15 are not recorded).
   */
  slotBits: Uint32Array;
  /** Documents each slot matched, by slot (the words the relaxation drops first match most). */
  readonly slotDocs: number[] = [];
  typos: Uint8Array;
  fieldRank: Uint16Array;
  exact: Uint8Array;
  prox: Uint16Array;
  lastPos: Uint16Array;
  sTypo: Uint8Array;
  sRank: Uint16Array;
  sExact: Uint8Array;
  sPos: Uint16Array;
  /**
   * The fields each document matched the slot in (low 16 bits) and the highest term frequency
   * (the bits above): `packMatch`.
   */
  sMatch: Uint32Array;
  /** The matched fields and frequencies of the slots folded so far (`keepSlot`). */
  readonly kept: SlotMatches[] = [];
  /** Match arrays of earlier queries, reused. */
  private readonly spare: SlotMatches[] = [];
  /** Constant rule inputs of a one-word query (every hit matched 1 word, no gaps). */
  readonly ones: Uint8Array;
  readonly zeros: Uint16Array;
  touched: Int32Array;
  slotTouched: Int32Array;
  nTouched = 0;
  nSlotTouched = 0;
  /**
   * Documents the current slot matched beyond those recorded: while a multi-word search records
   * only the documents matching every word (`full-matches.ts`), the rest are counted here.
   */
  nSlotOthers = 0;
  /**
   * Bit sets of documents (bit `d & 31` of word `d >>> 5`): one slot's matches, and those of
   * every slot so far (`full-matches.ts`). A few kilobytes per 100k documents, so they stay in
   * cache while postings are read.
   */
  readonly slotBitSet: Int32Array;
  readonly fullBitSet: Int32Array;
  /** Candidate buffers for filtering, facet counting and ranking. */
  rawFails: Uint32Array;
  cands: Int32Array;
  fails: Uint32Array;
  ranked: Int32Array;
  keys: Float64Array;
  /** The final tie-breaker's key (term statistics), compared when `keys` tie. */
  keys2: Float64Array;
  /** Live documents outside the candidates, for complement facet counting. */
  others: Int32Array;
  /** The documents one facet counts (or subtracts). */
  counted: Int32Array;
  /** Candidates grouped by the filters they fail (`bucketByFails` in facet counting). */
  order: Int32Array;
  /** Interleaved facet histograms, grown to the widest facet. */
  wide = new Int32Array(1024);
  /**
   * Sparse facet counting (`countSparse`), sized by the widest facet vocabulary and grown with
   * it, never per query: `valueStamp[v] === valueEpoch` when value `v` was met by the current
   * count, then `valueSlot[v]` is its slot; per slot `seen` holds the value, `seenCounts` its count.
   */
  valueEpoch = 0;
  valueStamp = new Uint32Array(0);
  valueSlot = new Int32Array(0);
  seen = new Int32Array(0);
  seenCounts = new Int32Array(0);
  seenOrder = new Int32Array(0);

  constructor(readonly capacity: number) {
    const n = capacity;
    this.docStamp = new Uint32Array(n);
    this.slotStamp = new Uint32Array(n);
    this.candStamp = new Uint32Array(n);
    this.words = new Uint8Array(n);
    this.slotBits = new Uint32Array(n);
    this.typos = new Uint8Array(n);
    this.fieldRank = new Uint16Array(n);
    this.exact = new Uint8Array(n);
    this.prox = new Uint16Array(n);
    this.lastPos = new Uint16Array(n);
    this.sTypo = new Uint8Array(n);
    this.sRank = new Uint16Array(n);
    this.sExact = new Uint8Array(n);
    this.sPos = new Uint16Array(n);
    this.sMatch = new Uint32Array(n);
    this.ones = new Uint8Array(n).fill(1);
    this.zeros = new Uint16Array(n);
    this.touched = new Int32Array(n);
    this.slotTouched = new Int32Array(n);
    this.rawFails = new Uint32Array(n);
    this.cands = new Int32Array(n);
    this.fails = new Uint32Array(n);
    this.ranked = new Int32Array(n);
    this.keys = new Float64Array(n);
    this.keys2 = new Float64Array(n);
    this.others = new Int32Array(n);
    this.counted = new Int32Array(n);
    this.order = new Int32Array(n);
    this.slotBitSet = new Int32Array((n + 31) >>> 5);
    this.fullBitSet = new Int32Array((n + 31) >>> 5);
  }

  /**
   * Bytes the arrays take for `capacity` documents (sum of the element sizes above, and the two
   * bit sets' 32-bit words); a query of several words keeps 4 more per document and word, up to
   * `KEPT_SLOTS` words.
   */
  static bytesFor(capacity: number): number {
    return capacity * 90 + 2 * 4 * ((capacity + 31) >>> 5);
  }

  get byteLength(): number {
    return Scratch.bytesFor(this.capacity);
  }

  /** Makes the sparse facet arrays hold `values` value ids. */
  ensureValues(values: number): void {
    if (this.valueStamp.length >= values) return;
    const n = Math.max(64, values * 2);
    const stamp = new Uint32Array(n);
    stamp.set(this.valueStamp);
    this.valueStamp = stamp;
    this.valueSlot = new Int32Array(n);
    this.seen = new Int32Array(n);
    this.seenCounts = new Int32Array(n);
    this.seenOrder = new Int32Array(n);
  }

  beginQuery(): void {
    this.epoch++;
    this.nTouched = 0;
    this.slotDocs.length = 0;
    this.spare.push(...this.kept);
    this.kept.length = 0;
  }

  /**
   * Keeps the current slot's matched fields and frequencies as word `slot`'s (with its idf) and
   * starts the next slot on other arrays: term statistics read them after all words are matched.
   * Words past `KEPT_SLOTS` are not kept.
   */
  keepSlot(slot: number, idf: number): void {
    if (slot >= KEPT_SLOTS) return;
    this.kept[slot] = { match: this.sMatch, idf };
    this.sMatch = this.spare.pop()?.match ?? new Uint32Array(this.capacity);
  }

  beginSlot(): void {
    this.slotEpoch++;
    this.nSlotTouched = 0;
    this.nSlotOthers = 0;
  }

  /** Documents the current slot matched: recorded ones, and those only counted (`nSlotOthers`). */
  get slotMatched(): number {
    return this.nSlotTouched + this.nSlotOthers;
  }

  /** Folds the best match per document of slot number `slot` into the document totals. */
  endSlot(slot: number): void {
    if (this.nTouched === 0) {
      this.endFirstSlot(slot);
      return;
    }
    const { docStamp, epoch, words, typos, fieldRank, exact, prox, lastPos } = this;
    const { slotBits } = this;
    const { sTypo, sRank, sExact, sPos, slotTouched, touched } = this;
    const bit = slot < 16 ? 1 << slot : 0;
    const typoBit = bit << 16;
    this.slotDocs[slot] = this.slotMatched;
    let nt = this.nTouched;
    for (let i = 0; i < this.nSlotTouched; i++) {
      const d = slotTouched[i]!;
      const p = sPos[d]!;
      if (docStamp[d] !== epoch) {
        docStamp[d] = epoch;
        touched[nt++] = d;
        words[d] = 1;
        slotBits[d] = sTypo[d] === 0 ? bit : bit | typoBit;
        typos[d] = sTypo[d]!;
        fieldRank[d] = sRank[d]!;
        exact[d] = sExact[d]!;
        prox[d] = 0;
      } else {
        words[d]!++;
        slotBits[d] = slotBits[d]! | (sTypo[d] === 0 ? bit : bit | typoBit);
        typos[d]! += sTypo[d]!;
        fieldRank[d]! += sRank[d]!;
        exact[d]! += sExact[d]!;
        // Distance between consecutive matched words, 0 when adjacent, capped so one far word
        // cannot outweigh the rest.
        const gap = p > lastPos[d]! ? p - lastPos[d]! : lastPos[d]! - p;
        prox[d]! += Math.min(gap, 8) - (gap === 0 ? 0 : 1);
      }
      lastPos[d] = p;
    }
    this.nTouched = nt;
  }
  /**
   * `endSlot` while nothing is touched yet (the first slot that matched): every document is new,
   * and its totals are the slot's best matches, so the slot's arrays become the totals arrays,
   * and the totals' become the next slot's, instead of copying four values a document. Valid
   * entries stay exactly those stamped: `docStamp` for totals, `slotStamp` for a slot.
   */
  private endFirstSlot(slot: number): void {
    const { docStamp, epoch, words, slotBits, prox, sTypo, slotTouched } = this;
    const bit = slot < 16 ? 1 << slot : 0;
    const typoBit = bit << 16;
    const n = this.nSlotTouched;
    this.slotDocs[slot] = this.slotMatched;
    for (let i = 0; i < n; i++) {
      const d = slotTouched[i]!;
      docStamp[d] = epoch;
      words[d] = 1;
      slotBits[d] = sTypo[d] === 0 ? bit : bit | typoBit;
      prox[d] = 0;
    }
    [this.typos, this.sTypo] = [this.sTypo, this.typos];
    [this.fieldRank, this.sRank] = [this.sRank, this.fieldRank];
    [this.exact, this.sExact] = [this.sExact, this.exact];
    [this.lastPos, this.sPos] = [this.sPos, this.lastPos];
    [this.touched, this.slotTouched] = [this.slotTouched, this.touched];
    this.nTouched = n;
  }
}
