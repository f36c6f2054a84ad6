/** Queries up to this many words count documents per missed-word set in arrays. */
const DENSE_SLOTS = 10;

/**
 * Which words of a multi-word query the results must contain. Words become optional one at a
 * time while fewer than a threshold of results contain all the required ones:
 * - when no result contains them all, a word conflicts with the rest: the one whose removal lets
 *   the most results contain the others without typos goes ('new black running shoes' where
 *   nothing black and for running is new: 'new' goes, not the common 'black'; in 'sale elite 4',
 *   'sale', which only meets 'same' by a typo, goes rather than 'elite');
 * - otherwise the least informative word goes: one that matched nothing, else the one matching
 *   the most documents (Meilisearch's `frequency` strategy), a later word on a tie
 *   ('black snowborad' with two black snowboards: 'black' goes, every snowboard qualifies).
 * One word always stays required; if even that is too few, any word will do.
 */
export class OptionalWords {
  /**
   * Documents (that passed filters) by the set of slots they missed, as a bit mask, and by the
   * set they missed or matched only with typos: arrays indexed by the mask for short queries,
   * maps beyond.
   */
  private readonly missing: Int32Array | Map<number, number>;
  private readonly missingClean: Int32Array | Map<number, number>;

  constructor(
    private readonly nSlots: number,
    private readonly slotDocs: readonly number[],
  ) {
    const dense = nSlots <= DENSE_SLOTS;
    this.missing = dense ? new Int32Array(1 << nSlots) : new Map();
    this.missingClean = dense ? new Int32Array(1 << nSlots) : new Map();
  }

  /**
   * Counts one document that missed the slots in `missedBits`, and matched those of
   * `typoBits` only with typos.
   */
  add(missedBits: number, typoBits: number): void {
    const clean = (missedBits | typoBits) >>> 0;
    if (this.missing instanceof Int32Array) {
      this.missing[missedBits]!++;
      (this.missingClean as Int32Array)[clean]!++;
      return;
    }
    const sparse = this.missingClean as Map<number, number>;
    this.missing.set(missedBits, (this.missing.get(missedBits) ?? 0) + 1);
    sparse.set(clean, (sparse.get(clean) ?? 0) + 1);
  }

  /** Documents missing none of the slots in `required` (matching each without typos: `clean`). */
  private count(required: number, clean = false): number {
    const counts = clean ? this.missingClean : this.missing;
    let n = 0;
    if (counts instanceof Int32Array) {
      for (let missed = 0; missed < counts.length; missed++) {
        if ((missed & required) === 0) n += counts[missed]!;
      }
      return n;
    }
    for (const [missed, docs] of counts) if ((missed & required) === 0) n += docs;
    return n;
  }

  /** True when slot `a` is less informative than slot `b` (dropped first). */
  private lessInformative(a: number, b: number): boolean {
    const [da, db] = [this.slotDocs[a]!, this.slotDocs[b]!];
    if ((da === 0) !== (db === 0)) return da === 0;
    return da !== db ? da > db : a > b;
  }

  /**
   * The required slots as a bit mask, 0 meaning any word will do, and the dropped slots in the
   * order they went.
   *
   * @example
   * const words = new OptionalWords(2, [300, 30]);
   * words.add(0, 0); words.add(0b10, 0); // one result has both words, one lacks the second
   * words.required(10); // { mask: 0b10, dropped: [0] }: every result with the rarer word
   */
  required(threshold: number): { mask: number; dropped: number[] } {
    let mask = (1 << this.nSlots) - 1;
    const dropped: number[] = [];
    let n = this.count(mask);
    while (n < threshold) {
      const left = [...Array(this.nSlots).keys()].filter((s) => (mask & (1 << s)) !== 0);
      if (left.length <= 1) return { mask: 0, dropped: [...dropped, ...left] };
      let best = -1;
      let bestCount = -1;
      for (const s of left) {
        const c = n === 0 ? this.count(mask & ~(1 << s), true) : 0;
        if (best < 0 || c > bestCount || (c === bestCount && this.lessInformative(s, best))) {
          best = s;
          bestCount = c;
        }
      }
      mask &= ~(1 << best);
      dropped.push(best);
      n = this.count(mask);
    }
    return { mask: mask >>> 0, dropped };
  }
}
