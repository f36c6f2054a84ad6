/**
 * A count over at most one document in this many reads the facet rows, else the
 * lanes: scattered documents miss the cache on every read, and a row holds a document's lanes of
 * every facet in one line; a dense set streams through the lanes, where a row would bring in the
 * other facets' lanes too.
 */
export const SCATTERED = 64;

/**
 * The facet lanes of every value column, one document's side by side: lane `j` of column `c` of
 * document `d` is `data[(d << shift) + at[c] + j]`, 1 + the id of the document's j-th value of
 * that facet (0 when it has fewer). Counting five facets over a few hundred scattered documents
 * (the matches of a two-word search) then reads one cache line per document, where a separate
 * array per lane read one per lane and document: on 100k documents, ≈ 3 times less time for the
 * same counts when the lines are not cached (DESIGN.md, "Facet rows").
 *
 * Invariants: a row is a power of two elements wide, so a row never straddles more cache lines
 * than it must; every lane of every document below `capacity` is valid (0 where unset); the
 * layout only grows (lanes are added, Uint16 becomes Int32), each time copying every row.
 *
 * @example
 * const rows = new FacetRows(2);
 * rows.reserve(0, 1, 1);
 * rows.data[(0 << rows.shift) + rows.at[0]!] = 1; // document 0 holds value 0 of column 0
 */
export class FacetRows {
  /** Uint16 while every value id + 1 fits (half the bytes), Int32 beyond. */
  data: Uint16Array | Int32Array = new Uint16Array(0);
  /** log2 of the row width, in elements. */
  shift = 0;
  /** Per column, where its lanes start in a row. */
  readonly at: number[];
  /** Per column, how many lanes it has (0 for number columns and before any value). */
  readonly lanes: number[];
  /** Documents the rows have room for. */
  capacity = 0;

  constructor(columns: number) {
    this.at = new Array<number>(columns).fill(0);
    this.lanes = new Array<number>(columns).fill(0);
  }

  /** Whether lanes are Int32 (some column has value ids past Uint16). */
  get wide(): boolean {
    return this.data instanceof Int32Array;
  }

  /**
   * Makes room for documents below `docs` and for `lanes` lanes of column `c` (a column never
   * loses lanes). Amortised: the capacity at least doubles when it grows.
   */
  reserve(c: number, lanes: number, docs: number): void {
    const more = lanes > this.lanes[c]!;
    if (!more && docs <= this.capacity) return;
    const next = this.lanes.slice();
    if (more) next[c] = lanes;
    let capacity = Math.max(16, this.capacity);
    while (capacity < docs) capacity *= 2;
    this.layOut(next, this.wide, capacity);
  }

  /** Switches to Int32 lanes, for value ids + 1 that no longer fit in Uint16. */
  widen(): void {
    if (!this.wide) this.layOut(this.lanes, true, this.capacity);
  }

  /** Copies every row into the layout of `lanes` per column, `wide` lanes and `capacity` rows. */
  private layOut(lanes: readonly number[], wide: boolean, capacity: number): void {
    const at: number[] = [];
    let width = 0;
    for (const count of lanes) {
      at.push(width);
      width += count;
    }
    const shift = width <= 1 ? 0 : 32 - Math.clz32(width - 1);
    const data = wide ? new Int32Array(capacity << shift) : new Uint16Array(capacity << shift);
    const old = this.data;
    for (let c = 0; c < lanes.length; c++) {
      const from = this.at[c]!;
      const to = at[c]!;
      for (let j = 0; j < this.lanes[c]!; j++) {
        for (let d = 0; d < this.capacity; d++) {
          data[(d << shift) + to + j] = old[(d << this.shift) + from + j]!;
        }
      }
    }
    this.data = data;
    this.shift = shift;
    this.capacity = capacity;
    at.forEach((value, c) => {
      this.at[c] = value;
      this.lanes[c] = lanes[c]!;
    });
  }

  /** Bytes the rows take. */
  get byteLength(): number {
    return this.data.byteLength;
  }
}
