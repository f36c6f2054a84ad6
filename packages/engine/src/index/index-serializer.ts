import { EngineError, type ResolvedSchema } from '../schema.js';
import { DocStore, NumberColumn } from './doc-store.js';
import { GrowableInt32 } from './growable.js';
import { SearchIndex, type IndexOptions } from './search-index.js';
import { decodeUtf8, encodeUtf8 } from './utf8.js';

const MAGIC = 0x54525631; // 'TRV1'
type Blob = Int32Array | Uint16Array | Uint8Array | Float64Array;
type Kind = 'i32' | 'u16' | 'u8' | 'f64';

interface Header {
  schema: ResolvedSchema;
  ids: string[];
  stored: (Record<string, unknown> | null)[];
  facetValues: (string[] | null)[];
  sortStrings: (string[] | null)[];
  terms: string[];
  arrays: { kind: Kind; length: number }[];
}

function kindOf(a: Blob): Kind {
  if (a instanceof Int32Array) return 'i32';
  if (a instanceof Uint16Array) return 'u16';
  if (a instanceof Float64Array) return 'f64';
  return 'u8';
}

/**
 * Bytes a server can store and later hand to `deserializeIndex`: postings and columns as raw typed
 * arrays (8-byte aligned), everything else as one JSON header. Compacts the index first.
 *
 * @example
 * const bytes = serializeIndex(index);
 * const again = deserializeIndex(bytes);
 */
export function serializeIndex(index: SearchIndex): Uint8Array {
  const { schema, store, data } = index.parts();
  const size = store.size;
  const blobs: Blob[] = [store.popularity.subarray(0, size), store.available.subarray(0, size)];
  for (const col of store.facets) {
    if (col instanceof NumberColumn) blobs.push(col.vals.subarray(0, size));
    else blobs.push(col.offsets.view(), col.vals.view());
  }
  for (const nums of store.sortNumbers) if (nums) blobs.push(nums.subarray(0, size));
  blobs.push(data.start, data.docs, data.masks, data.pos);
  const header: Header = {
    schema,
    ids: store.ids,
    stored: store.stored,
    facetValues: store.facets.map((c) => (c instanceof NumberColumn ? null : c.values)),
    sortStrings: store.sortStrings,
    terms: data.terms,
    arrays: blobs.map((b) => ({ kind: kindOf(b), length: b.length })),
  };
  const json = encodeUtf8(JSON.stringify(header));
  let total = align(8 + json.length);
  for (const b of blobs) total = align(total + b.byteLength);
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  view.setUint32(0, MAGIC);
  view.setUint32(4, json.length);
  out.set(json, 8);
  let at = align(8 + json.length);
  for (const b of blobs) {
    out.set(new Uint8Array(b.buffer, b.byteOffset, b.byteLength), at);
    at = align(at + b.byteLength);
  }
  return out;
}

function align(n: number): number {
  return (n + 7) & ~7;
}

/**
 * Loads bytes from `serializeIndex`; throws `index_bytes_invalid` on anything else. Derived
 * structures (facet lanes, top lists per `options`) are rebuilt, not read.
 */
export function deserializeIndex(bytes: Uint8Array, options: IndexOptions = {}): SearchIndex {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 8 || view.getUint32(0) !== MAGIC) {
    throw new EngineError('index_bytes_invalid', 'not a serialised Trova index');
  }
  const jsonLen = view.getUint32(4);
  const header = JSON.parse(decodeUtf8(bytes.subarray(8, 8 + jsonLen))) as Header;
  // Copy into a fresh aligned buffer: the caller's bytes may sit at any offset.
  const body = bytes.slice(align(8 + jsonLen));
  let at = 0;
  const blobs = header.arrays.map(({ kind, length }): Blob => {
    const C = { i32: Int32Array, u16: Uint16Array, u8: Uint8Array, f64: Float64Array }[kind];
    const arr = new C(body.buffer, at, length);
    at = align(at + arr.byteLength);
    return arr;
  });
  let k = 0;
  const next = <T extends Blob>(): T => blobs[k++] as T;
  const { schema } = header;
  const store = new DocStore(schema);
  const size = header.ids.length;
  store.ids = header.ids;
  header.ids.forEach((id, d) => store.idToDoc.set(id, d));
  store.stored = header.stored;
  store.liveCount = size;
  store.alive = new Uint8Array(Math.max(16, size)).fill(1, 0, size);
  store.popularity = Float64Array.from(next<Float64Array>());
  store.available = Uint8Array.from(next<Uint8Array>());
  for (let d = 0; d < size; d++) store.rankDocument(d);
  store.facets.forEach((col, f) => {
    if (col instanceof NumberColumn) col.vals = Float64Array.from(next<Float64Array>());
    else {
      header.facetValues[f]!.forEach((v, id) => {
        col.values.push(v);
        col.dict.set(v, id);
      });
      col.offsets = wrap(next<Int32Array>());
      col.vals = wrap(next<Int32Array>());
      col.derive(store.alive, size);
    }
  });
  store.sortNumbers.forEach((nums, i) => {
    if (nums) store.sortNumbers[i] = Float64Array.from(next<Float64Array>());
    else store.sortStrings[i] = header.sortStrings[i] ?? [];
  });
  const data = {
    terms: header.terms,
    start: next<Int32Array>(),
    docs: next<Int32Array>(),
    masks: next<Uint16Array>(),
    pos: next<Uint16Array>(),
  };
  return SearchIndex.fromParts(schema, store, data, options);
}

function wrap(a: Int32Array): GrowableInt32 {
  const g = new GrowableInt32();
  g.data = Int32Array.from(a);
  g.length = a.length;
  return g;
}
