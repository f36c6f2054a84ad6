/**
 * Per-document working arrays reused by every search on an index. Stamps avoid clearing: an
 * entry is valid only when its stamp equals the current epoch.
 */
export class Scratch {
  epoch = 0;
  slotEpoch = 0;
  docStamp: Uint32Array;
  slotStamp: Uint32Array;
  words: Uint8Array;
  typos: Uint8Array;
  fieldRank: Uint16Array;
  exact: Uint8Array;
  prox: Uint16Array;
  lastPos: Uint16Array;
  sTypo: Uint8Array;
  sRank: Uint8Array;
  sExact: Uint8Array;
  sPos: Uint16Array;
  touched: Int32Array;
  slotTouched: Int32Array;
  nTouched = 0;
  nSlotTouched = 0;
  /** Candidate buffers for facet counting and ranking. */
  cands: Int32Array;
  fails: Uint32Array;
  ranked: Int32Array;
  keys: Float64Array;

  constructor(readonly capacity: number) {
    const n = capacity;
    this.docStamp = new Uint32Array(n);
    this.slotStamp = new Uint32Array(n);
    this.words = new Uint8Array(n);
    this.typos = new Uint8Array(n);
    this.fieldRank = new Uint16Array(n);
    this.exact = new Uint8Array(n);
    this.prox = new Uint16Array(n);
    this.lastPos = new Uint16Array(n);
    this.sTypo = new Uint8Array(n);
    this.sRank = new Uint8Array(n);
    this.sExact = new Uint8Array(n);
    this.sPos = new Uint16Array(n);
    this.touched = new Int32Array(n);
    this.slotTouched = new Int32Array(n);
    this.cands = new Int32Array(n);
    this.fails = new Uint32Array(n);
    this.ranked = new Int32Array(n);
    this.keys = new Float64Array(n);
  }

  beginQuery(): void {
    this.epoch++;
    this.nTouched = 0;
  }

  beginSlot(): void {
    this.slotEpoch++;
    this.nSlotTouched = 0;
  }

  /** Folds the current slot's best match per document into the document totals. */
  endSlot(): void {
    const { docStamp, epoch, words, typos, fieldRank, exact, prox, lastPos } = this;
    for (let i = 0; i < this.nSlotTouched; i++) {
      const d = this.slotTouched[i]!;
      const p = this.sPos[d]!;
      if (docStamp[d] !== epoch) {
        docStamp[d] = epoch;
        this.touched[this.nTouched++] = d;
        words[d] = 1;
        typos[d] = this.sTypo[d]!;
        fieldRank[d] = this.sRank[d]!;
        exact[d] = this.sExact[d]!;
        prox[d] = 0;
      } else {
        words[d]!++;
        typos[d]! += this.sTypo[d]!;
        fieldRank[d]! += this.sRank[d]!;
        exact[d]! += this.sExact[d]!;
        // Distance between consecutive matched words, 0 when adjacent, capped so one far word
        // cannot outweigh the rest.
        const gap = p > lastPos[d]! ? p - lastPos[d]! : lastPos[d]! - p;
        prox[d]! += Math.min(gap, 8) - (gap === 0 ? 0 : 1);
      }
      lastPos[d] = p;
    }
  }
}
