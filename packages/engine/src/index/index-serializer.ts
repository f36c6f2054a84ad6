import { EngineError, type ResolvedSchema } from '../schema.js';
import { DocStore, NumberColumn } from './doc-store.js';
import { GrowableInt32 } from './growable.js';
import { SearchIndex, type LoadOptions } from './search-index.js';
import { decodeUtf8, encodeUtf8, utf8Length } from './utf8.js';

/**
 * The version of `serializeIndex`'s bytes; `deserializeIndex` refuses any other
 * (`index_format_version`), so a server keys its stored indexes by it and rebuilds them from its
 * catalogue when it moves. Bump it whenever the byte layout changes, or whenever a loaded index
 * could answer differently from a fresh build by the same code: analysis (folding, tokenising,
 * compounds, positions), what the postings, columns or header hold, or how they are read back.
 * Code that only reads the loaded parts (ranking, matching, facets, top lists — rebuilt on load)
 * needs no bump: a loaded index and a fresh build run the same code on the same parts.
 * Version 1 was the layout before this word existed.
 */
export const ENGINE_FORMAT_VERSION = 3;

/** 'TRV1': a Trova index. Version 1 had no version word: its JSON length sat where it is now. */
const MAGIC = 0x54525631;
/** Magic, format version and JSON header length, each a big-endian Uint32. */
const PREFIX = 12;
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

/** Header text is encoded this many UTF-16 units at a time, so no copy of it is ever whole. */
const HEADER_BATCH = 1 << 20;

/**
 * The JSON header in order, the large per-document `stored` list one piece a document: the same
 * text `JSON.stringify(header)` gives, never held in one string.
 */
function* headerPieces(header: Header): Generator<string> {
  yield `{"schema":${JSON.stringify(header.schema)},"ids":${JSON.stringify(header.ids)},"stored":[`;
  for (let d = 0; d < header.stored.length; d++) {
    yield (d === 0 ? '' : ',') + JSON.stringify(header.stored[d] ?? null);
  }
  yield `],"facetValues":${JSON.stringify(header.facetValues)},"sortStrings":${JSON.stringify(
    header.sortStrings,
  )},"terms":${JSON.stringify(header.terms)},"arrays":${JSON.stringify(header.arrays)}}`;
}

function headerOf(index: SearchIndex): { header: Header; blobs: Blob[] } {
  const { schema, store, data } = index.parts();
  const size = store.size;
  const blobs: Blob[] = [
    store.popularity.subarray(0, size),
    store.available.subarray(0, size),
    ...store.lengths.map((column) => column.subarray(0, size)),
  ];
  for (const col of store.facets) {
    if (col instanceof NumberColumn) blobs.push(col.vals.subarray(0, size));
    else blobs.push(col.offsets.view(), col.vals.view());
  }
  for (const nums of store.sortNumbers) if (nums) blobs.push(nums.subarray(0, size));
  blobs.push(data.start, data.docs, data.masks, data.pos, data.tf);
  const header: Header = {
    schema,
    ids: store.ids,
    stored: store.stored,
    facetValues: store.facets.map((c) => (c instanceof NumberColumn ? null : c.values)),
    sortStrings: store.sortStrings,
    terms: data.terms,
    arrays: blobs.map((b) => ({ kind: kindOf(b), length: b.length })),
  };
  return { header, blobs };
}

/**
 * `serializeIndex`'s bytes as a sequence of chunks, for writing a large index to a file or socket
 * with memory proportional to one chunk (about 3 MB) rather than to the index. Typed arrays are
 * yielded as views of the live index: consume each chunk before changing the index.
 *
 * @example
 * for (const chunk of serializeIndexChunks(index)) file.write(chunk);
 */
export function* serializeIndexChunks(index: SearchIndex): Generator<Uint8Array> {
  const { header, blobs } = headerOf(index);
  let jsonLength = 0;
  for (const piece of headerPieces(header)) jsonLength += utf8Length(piece);
  const prefix = new Uint8Array(PREFIX);
  const view = new DataView(prefix.buffer);
  view.setUint32(0, MAGIC);
  view.setUint32(4, ENGINE_FORMAT_VERSION);
  view.setUint32(8, jsonLength);
  yield prefix;
  let batch: string[] = [];
  let batched = 0;
  for (const piece of headerPieces(header)) {
    batch.push(piece);
    batched += piece.length;
    if (batched >= HEADER_BATCH) {
      yield encodeUtf8(batch.join(''));
      batch = [];
      batched = 0;
    }
  }
  if (batch.length > 0) yield encodeUtf8(batch.join(''));
  let at = PREFIX + jsonLength;
  for (const b of blobs) {
    if (align(at) > at) yield new Uint8Array(align(at) - at);
    at = align(at);
    yield new Uint8Array(b.buffer, b.byteOffset, b.byteLength);
    at += b.byteLength;
  }
  if (align(at) > at) yield new Uint8Array(align(at) - at);
}

/**
 * Bytes a server can store and later hand to `deserializeIndex`: postings and columns as raw typed
 * arrays (8-byte aligned), everything else as one JSON header. Compacts the index first. For large
 * indexes prefer `serializeIndexChunks`, which never holds the whole result.
 *
 * @example
 * const bytes = serializeIndex(index);
 * const again = deserializeIndex(bytes);
 */
export function serializeIndex(index: SearchIndex): Uint8Array {
  const chunks = [...serializeIndexChunks(index)].map((chunk) => chunk.slice());
  const out = new Uint8Array(chunks.reduce((total, chunk) => total + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

function align(n: number): number {
  return (n + 7) & ~7;
}

/**
 * Loads bytes from `serializeIndex`; throws `index_bytes_invalid` on anything else and
 * `index_format_version` on bytes of another `ENGINE_FORMAT_VERSION` (rebuild those). Derived
 * structures (facet lanes, top lists per `options`) are rebuilt, not read. The index answers
 * with the query settings stored with it, or with `options.querySettings` when given.
 *
 * @example
 * const index = deserializeIndex(bytes, { querySettings: splitSchema(shop.schema).query });
 */
export function deserializeIndex(bytes: Uint8Array, options: LoadOptions = {}): SearchIndex {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < PREFIX || view.getUint32(0) !== MAGIC) {
    throw new EngineError('index_bytes_invalid', 'not a serialised Trova index');
  }
  const version = view.getUint32(4);
  if (version !== ENGINE_FORMAT_VERSION) {
    throw new EngineError(
      'index_format_version',
      `index format ${version} is not ${ENGINE_FORMAT_VERSION}: rebuild the index`,
    );
  }
  const jsonLen = view.getUint32(8);
  const header = JSON.parse(decodeUtf8(bytes.subarray(PREFIX, PREFIX + jsonLen))) as Header;
  // Copy into a fresh aligned buffer: the caller's bytes may sit at any offset. Uint8Array's own
  // slice, because a Node Buffer's `slice` is a view and would keep the caller's offset.
  const body = Uint8Array.prototype.slice.call(bytes, align(PREFIX + jsonLen));
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
  const lengths = schema.searchable.map(() => next<Uint8Array>());
  for (let d = 0; d < size; d++)
    store.setLengths(
      d,
      lengths.map((column) => column[d]!),
    );
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
    tf: next<Uint8Array>(),
  };
  return SearchIndex.fromParts(schema, store, data, options);
}

function wrap(a: Int32Array): GrowableInt32 {
  const g = new GrowableInt32();
  g.data = Int32Array.from(a);
  g.length = a.length;
  return g;
}
