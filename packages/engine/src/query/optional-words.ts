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
  /** Documents (that passed filters) by the set of slots they missed, as a bit mask. */
  private readonly missing = new Map<number, number>();
  /** The same by the set of slots they missed or matched only with typos. */
  private readonly missingClean = new Map<number, number>();

  constructor(
    private readonly nSlots: number,
    private readonly slotDocs: readonly number[],
  ) {}

  /**
   * Counts one document that missed the slots in `missedBits`, and matched those of
   * `typoBits` only with typos.
   */
  add(missedBits: number, typoBits: number): void {
    this.missing.set(missedBits, (this.missing.get(missedBits) ?? 0) + 1);
    const clean = (missedBits | typoBits) >>> 0;
    this.missingClean.set(clean, (this.missingClean.get(clean) ?? 0) + 1);
  }

  /** Documents missing none of the slots in `required` (matching each without typos: `clean`). */
  private count(required: number, clean = false): number {
    let n = 0;
    for (const [missed, docs] of clean ? this.missingClean : this.missing) {
      if ((missed & required) === 0) n += docs;
    }
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
    let mask = this.nSlots >= 32 ? 0xffffffff : (1 << this.nSlots) - 1;
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
