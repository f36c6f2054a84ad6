import type { FacetField, ResolvedSchema, SortableField } from '../schema.js';
import { ensureCapacity, GrowableInt32 } from './growable.js';

/** Dictionary-encoded string values, CSR per document (append-only, like document numbers). */
export class ValueColumn {
  readonly dict = new Map<string, number>();
  readonly values: string[] = [];
  offsets = new GrowableInt32();
  vals = new GrowableInt32();
  constructor(readonly field: FacetField) {
    this.offsets.push(0);
  }
  append(values: readonly string[]): void {
    for (const v of values) {
      let id = this.dict.get(v);
      if (id === undefined) {
        id = this.values.length;
        this.values.push(v);
        this.dict.set(v, id);
      }
      this.vals.push(id);
    }
    this.offsets.push(this.vals.length);
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
  liveCount = 0;

  constructor(readonly schema: ResolvedSchema) {
    this.facets = schema.facets.map((f) =>
      f.type === 'number' ? new NumberColumn(f) : new ValueColumn(f),
    );
    this.sortNumbers = schema.sortable.map((s) =>
      s.type === 'number' ? new Float64Array(16) : null,
    );
    this.sortStrings = schema.sortable.map((s) => (s.type === 'string' ? [] : null));
  }

  get size(): number {
    return this.ids.length;
  }
}
