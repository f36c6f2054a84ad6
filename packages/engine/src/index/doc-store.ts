import { documentRank } from '../ranking/ranking-chain.js';
import type { FacetField, ResolvedSchema, SortableField } from '../schema.js';
import { FacetRows } from './facet-rows.js';
import { ensureCapacity, GrowableInt32 } from './growable.js';

/** Lanes kept per value column; documents with more values also go to `overflow`. */
export const MAX_LANES = 8;

/** Per value, the documents holding it (`ValueColumn.docsByValue`). */
export interface ValuePostings {
  start: Int32Array;
  docs: Int32Array;
}

/**
 * Dictionary-encoded string values, CSR per document (append-only, like document numbers).
 *
 * Two derived structures serve facet counting. `lanes[j][d]` is 1 + the id of document `d`'s
 * j-th value (0 when it has fewer), so counting is one branchless typed-array loop per lane:
 * `counts[lane[d]]++`, with `counts[0]` absorbing "missing". A single-valued facet has one lane.
 * `live[v]` counts live documents holding value `v`, so a count over most of the index can start
 * from it and subtract the few documents outside the set. The same lanes are also kept in the
 * store's `FacetRows`, beside the document's lanes of the other facets, for counts over a few
 * scattered documents: they read one cache line per document for every facet.
 */
export class ValueColumn {
  readonly dict = new Map<string, number>();
  readonly values: string[] = [];
  offsets = new GrowableInt32();
  vals = new GrowableInt32();
  /** Uint16 while value ids fit (a quarter of the cache footprint), Int32 beyond. */
  lanes: (Uint16Array | Int32Array)[] = [];
  /** Documents with more than MAX_LANES values (their extra values are only in the CSR). */
  overflow: number[] = [];
  live: Int32Array = new Int32Array(16);
  readonly single: boolean;
  /** `docsByValue` as last built, and for how many documents. */
  private byValue: (ValuePostings & { size: number }) | null = null;
  /** `rows` holds this column's lanes as column number `column`. */
  constructor(
    readonly field: FacetField,
    readonly rows: FacetRows,
    readonly column: number,
  ) {
    this.offsets.push(0);
    this.single = field.type === 'string';
  }

  /** Documents the column holds (dead ones included). */
  get size(): number {
    return this.offsets.length - 1;
  }

  /** Where this column's lanes start in a row of `rows`. */
  get rowAt(): number {
    return this.rows.at[this.column]!;
  }
  append(values: readonly string[]): void {
    const doc = this.offsets.length - 1;
    for (const v of values) {
      let id = this.dict.get(v);
      if (id === undefined) {
        id = this.values.length;
        this.values.push(v);
        this.dict.set(v, id);
        this.live = ensureCapacity(this.live, id + 1);
        if (id + 1 === 0xffff) {
          this.lanes = this.lanes.map((l) => Int32Array.from(l));
          this.rows.widen();
        }
      }
      this.vals.push(id);
      this.live[id]!++;
    }
    this.offsets.push(this.vals.length);
    this.setLanes(doc, Math.max(1, this.lanes[0]?.length ?? 0));
  }
  /** The document stopped being alive: its values no longer count. */
  kill(doc: number): void {
    const off = this.offsets.data;
    for (let k = off[doc]!; k < off[doc + 1]!; k++) this.live[this.vals.data[k]!]!--;
  }
  /** Recomputes lanes and live counts from the CSR lists (after loading serialised columns). */
  derive(alive: Uint8Array, size: number): void {
    const off = this.offsets.data;
    const vals = this.vals.data;
    this.live = new Int32Array(Math.max(16, this.values.length));
    this.byValue = null;
    this.lanes = [];
    this.overflow = [];
    // Values are all known, so lanes start at their final width, and rows at their final layout.
    let most = 1;
    for (let d = 0; d < size; d++) most = Math.max(most, off[d + 1]! - off[d]!);
    if (this.values.length + 1 >= 0xffff) this.rows.widen();
    this.rows.reserve(this.column, Math.min(most, MAX_LANES), Math.max(16, size));
    for (let d = 0; d < size; d++) {
      this.setLanes(d, Math.max(16, size));
      if (alive[d] !== 1) continue;
      for (let k = off[d]!; k < off[d + 1]!; k++) this.live[vals[k]!]!++;
    }
  }
  /**
   * The documents holding each value, ascending: `docs[start[v]..start[v + 1])` for value `v`,
   * dead documents included (callers test `alive`). Built by one counting sort on first use and
   * kept while no document is appended: a document's values never change once appended (an
   * upsert appends a new document), so the lists stay true through deletes.
   */
  docsByValue(): ValuePostings {
    const size = this.offsets.length - 1;
    if (this.byValue !== null && this.byValue.size === size) return this.byValue;
    const off = this.offsets.data;
    const vals = this.vals.data;
    const start = new Int32Array(this.values.length + 1);
    for (let k = 0; k < off[size]!; k++) start[vals[k]! + 1]!++;
    for (let v = 0; v < this.values.length; v++) start[v + 1]! += start[v]!;
    const next = start.slice(0, this.values.length);
    const docs = new Int32Array(off[size]!);
    for (let d = 0; d < size; d++) {
      for (let k = off[d]!; k < off[d + 1]!; k++) docs[next[vals[k]!]!++] = d;
    }
    this.byValue = { start, docs, size };
    return this.byValue;
  }

  /** Bytes `docsByValue` holds now (0 until a filter first asks for it). */
  get byValueBytes(): number {
    return this.byValue === null ? 0 : this.byValue.start.byteLength + this.byValue.docs.byteLength;
  }

  private setLanes(doc: number, minCapacity: number): void {
    const from = this.offsets.data[doc]!;
    const count = this.offsets.data[doc + 1]! - from;
    while (this.lanes.length < Math.min(Math.max(count, 1), MAX_LANES)) {
      const length = Math.max(minCapacity, doc + 1);
      this.lanes.push(
        this.values.length + 1 >= 0xffff ? new Int32Array(length) : new Uint16Array(length),
      );
    }
    const { rows, column } = this;
    rows.reserve(column, this.lanes.length, doc + 1);
    const row = (doc << rows.shift) + rows.at[column]!;
    for (let j = 0; j < this.lanes.length; j++) {
      const lane = ensureCapacity(this.lanes[j]!, doc + 1);
      this.lanes[j] = lane;
      lane[doc] = j < count ? this.vals.data[from + j]! + 1 : 0;
      rows.data[row + j] = lane[doc];
    }
    if (count > MAX_LANES) this.overflow.push(doc);
  }
}

export class NumberColumn {
  vals = new Float64Array(16);
  constructor(readonly field: FacetField | SortableField) {}
  set(doc: number, v: number): void {
    this.vals = ensureCapacity(this.vals, doc + 1);
    this.vals[doc] = v;
  }
}

export type FacetColumn = ValueColumn | NumberColumn;

/** Per-document data other than postings. Document numbers are dense and only ever appended. */
export class DocStore {
  ids: string[] = [];
  readonly idToDoc = new Map<string, number>();
  alive = new Uint8Array(16);
  stored: (Record<string, unknown> | null)[] = [];
  readonly facets: FacetColumn[];
  readonly sortNumbers: (Float64Array<ArrayBuffer> | null)[];
  readonly sortStrings: (string[] | null)[];
  popularity = new Float64Array(16);
  available = new Uint8Array(16);
  /** Packed values of the document-scoped ranking rules, fixed when the document is added. */
  docRank = new Uint32Array(16);
  /**
   * Words in each searchable field of each document, at most 255: `lengths[f][d]` (term
   * statistics normalise by them). One array per field, so a scan of a posting list, which
   * visits documents in order, reads them sequentially.
   */
  lengths: Uint8Array[];
  /** Sum of `lengths` over live documents, per searchable field. */
  readonly lengthSums: Float64Array;
  /** Moves whenever `lengthSums` or `liveCount` change: what a term-statistics table is keyed by. */
  lengthEpoch = 0;
  liveCount = 0;

  /** The lanes of every value column, a document's side by side. */
  readonly rows: FacetRows;

  constructor(readonly schema: ResolvedSchema) {
    this.rows = new FacetRows(schema.facets.length);
    this.facets = schema.facets.map((f, c) =>
      f.type === 'number' ? new NumberColumn(f) : new ValueColumn(f, this.rows, c),
    );
    this.sortNumbers = schema.sortable.map((s) =>
      s.type === 'number' ? new Float64Array(16) : null,
    );
    this.sortStrings = schema.sortable.map((s) => (s.type === 'string' ? [] : null));
    this.lengthSums = new Float64Array(schema.searchable.length);
    this.lengths = schema.searchable.map(() => new Uint8Array(16));
  }

  get fieldCount(): number {
    return this.lengthSums.length;
  }

  /** The field lengths of document `d`, in field order. */
  lengthsOf(d: number): number[] {
    return this.lengths.map((column) => column[d]!);
  }

  /** Records the field lengths of document `d` (each capped at 255); counted while it lives. */
  setLengths(d: number, lengths: readonly number[]): void {
    for (let i = 0; i < this.fieldCount; i++) {
      const len = Math.min(255, lengths[i] ?? 0);
      const column = ensureCapacity(this.lengths[i]!, d + 1);
      this.lengths[i] = column;
      column[d] = len;
      if (this.alive[d] === 1) this.lengthSums[i]! += len;
    }
    this.lengthEpoch++;
  }

  get size(): number {
    return this.ids.length;
  }

  /** Call once `popularity[d]` and `available[d]` are set. */
  rankDocument(d: number): void {
    this.docRank = ensureCapacity(this.docRank, d + 1);
    this.docRank[d] = documentRank(this, d);
  }

  /** Marks `d` dead; postings stay until compaction, columns stop counting it now. */
  kill(d: number): void {
    if (this.alive[d] !== 1) return;
    this.alive[d] = 0;
    this.liveCount--;
    for (let i = 0; i < this.fieldCount; i++) this.lengthSums[i]! -= this.lengths[i]![d]!;
    this.lengthEpoch++;
    for (const col of this.facets) if (col instanceof ValueColumn) col.kill(d);
  }
}
