/**
 * Rank blocks: the compact read model behind the analytics lists (trending searches, clicked
 * products…; docs/adr/0004-analytics-store.md). A block holds one shop's counts per term (a query
 * or a product, as a per-shop integer id) for one device over an aligned run of days. Days are
 * stored one by one and again as aligned weeks and four-week runs, so a range of any length is read
 * as a few blocks (90 days: at most 18, usually about 10) and summed in typed arrays, instead of
 * grouping a row per term and day in SQL.
 *
 * Invariants: a block of span `s` starts on a day divisible by `s`; every span divides the next
 * longer one; a longer block is always the sum of the shorter blocks it covers (the rollup rebuilds
 * them together, in one transaction).
 */

/** Spans of the stored blocks in days, longest first; each is a multiple of the next. */
export const BLOCK_SPANS = [28, 7, 1] as const;
export type BlockSpan = (typeof BLOCK_SPANS)[number];

/** What a block counts, per term. */
export type BlockKind = 'query' | 'product';

/** Counts per term of each kind, in this order in a block. */
export const BLOCK_COUNTS = {
  query: ['intents', 'no_result_intents', 'intents_with_clicks', 'conversions'],
  product: ['impressions', 'clicks', 'conversions'],
} as const satisfies Record<BlockKind, readonly string[]>;

/** One aligned block of days. */
export interface BlockPiece {
  span: BlockSpan;
  startDay: number;
}

const mod = (value: number, by: number): number => ((value % by) + by) % by;

/**
 * The aligned blocks that cover the days `[fromDay, toDay]` exactly, in day order: at each day,
 * the longest span that starts there and ends within the range.
 * @example blockPieces(27, 35) // [{ span: 1, startDay: 27 }, { span: 7, startDay: 28 }, { span: 1, startDay: 35 }]
 */
export function blockPieces(fromDay: number, toDay: number): BlockPiece[] {
  const pieces: BlockPiece[] = [];
  let day = fromDay;
  while (day <= toDay) {
    const span = BLOCK_SPANS.find((size) => mod(day, size) === 0 && day + size - 1 <= toDay) ?? 1;
    pieces.push({ span, startDay: day });
    day += span;
  }
  return pieces;
}

/**
 * The block of `span` that holds `day`.
 * @example blockStart(30, 28) // 28
 */
export function blockStart(day: number, span: BlockSpan): number {
  return day - mod(day, span);
}

/** The span a block of `span` is made of (1 for days: they are made from the raw log). */
export function innerSpan(span: BlockSpan): BlockSpan | null {
  const index = BLOCK_SPANS.indexOf(span);
  return BLOCK_SPANS[index + 1] ?? null;
}

/** A block as stored: term ids and, per id, `width` counts, each as 32-bit little-endian integers. */
export interface EncodedBlock {
  ids: Uint8Array;
  counts: Uint8Array;
}

const MAX_COUNT = 0xffff_ffff;

function toBytes(values: Uint32Array): Uint8Array {
  const bytes = new Uint8Array(values.length * 4);
  const view = new DataView(bytes.buffer);
  values.forEach((value, index) => view.setUint32(index * 4, value, true));
  return bytes;
}

/** Whether this machine's typed arrays are little-endian, as blocks are stored. */
const LITTLE_ENDIAN = new Uint8Array(Uint32Array.of(1).buffer)[0] === 1;

function fromBytes(bytes: Uint8Array): Uint32Array {
  if (bytes.byteLength % 4 !== 0) throw new Error('A rank block is not a whole number of counts');
  if (LITTLE_ENDIAN) {
    // One copy into an aligned buffer: a driver's buffer may start at any byte.
    const copy = new Uint8Array(bytes.byteLength);
    copy.set(bytes);
    return new Uint32Array(copy.buffer);
  }
  const values = new Uint32Array(bytes.byteLength / 4);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let index = 0; index < values.length; index += 1) {
    values[index] = view.getUint32(index * 4, true);
  }
  return values;
}

/**
 * Counts per term id, summed from blocks or from a day's rows; `width` counts per id.
 * @example
 * const totals = new TermTotals(2);
 * totals.add(7, [1, 0]);
 * totals.decodeAndAdd(encoded);
 * totals.get(7) // [1, 0] plus the block's counts for id 7
 */
export class TermTotals {
  private counts: Float64Array;
  private seen: Uint8Array;
  private size = 0;

  constructor(readonly width: number) {
    this.counts = new Float64Array(64 * width);
    this.seen = new Uint8Array(64);
  }

  private grow(id: number): void {
    if (id < this.seen.length) return;
    let capacity = this.seen.length;
    while (capacity <= id) capacity *= 2;
    const counts = new Float64Array(capacity * this.width);
    counts.set(this.counts);
    const seen = new Uint8Array(capacity);
    seen.set(this.seen);
    this.counts = counts;
    this.seen = seen;
  }

  /** Adds counts to a term id. */
  add(id: number, counts: readonly number[]): void {
    if (!Number.isSafeInteger(id) || id < 0) throw new Error(`Bad term id ${id}`);
    this.grow(id);
    if (this.seen[id] === 0) {
      this.seen[id] = 1;
      this.size += 1;
    }
    const base = id * this.width;
    for (let index = 0; index < this.width; index += 1) {
      this.counts[base + index] = (this.counts[base + index] ?? 0) + (counts[index] ?? 0);
    }
  }

  /** Adds a stored block's counts. */
  decodeAndAdd(block: EncodedBlock): void {
    const ids = fromBytes(block.ids);
    const counts = fromBytes(block.counts);
    const { width } = this;
    if (counts.length !== ids.length * width) throw new Error('A rank block is damaged');
    let largest = 0;
    for (const id of ids) if (id > largest) largest = id;
    this.grow(largest);
    const target = this.counts;
    const seen = this.seen;
    for (let index = 0; index < ids.length; index += 1) {
      const id = ids[index] ?? 0;
      if (seen[id] === 0) {
        seen[id] = 1;
        this.size += 1;
      }
      const base = id * width;
      const from = index * width;
      for (let count = 0; count < width; count += 1) {
        target[base + count] = (target[base + count] ?? 0) + (counts[from + count] ?? 0);
      }
    }
  }

  /** Term ids with counts, ascending. */
  ids(): number[] {
    const ids: number[] = [];
    for (let id = 0; id < this.seen.length; id += 1) if (this.seen[id] === 1) ids.push(id);
    return ids;
  }

  /** The counts of a term id (zeros if never added). */
  get(id: number): number[] {
    const row = new Array<number>(this.width).fill(0);
    if (id >= this.seen.length || this.seen[id] === 0) return row;
    for (let index = 0; index < this.width; index += 1) {
      row[index] = this.counts[id * this.width + index] ?? 0;
    }
    return row;
  }

  get termCount(): number {
    return this.size;
  }

  /** The totals as a stored block; ids ascending. Throws if a count outgrows 32 bits. */
  encode(): EncodedBlock {
    const ids = this.ids();
    const counts = new Uint32Array(ids.length * this.width);
    ids.forEach((id, index) => {
      this.get(id).forEach((value, count) => {
        if (!Number.isInteger(value) || value < 0 || value > MAX_COUNT) {
          throw new Error(`A rank block count out of range: ${value}`);
        }
        counts[index * this.width + count] = value;
      });
    });
    return { ids: toBytes(Uint32Array.from(ids)), counts: toBytes(counts) };
  }
}
