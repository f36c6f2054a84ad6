import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { joinSchema, splitSchema } from '../query-settings.js';
import { SearchIndex } from './search-index.js';
import {
  deserializeIndex,
  ENGINE_FORMAT_VERSION,
  serializeIndex,
  serializeIndexChunks,
} from './index-serializer.js';
import { encodeUtf8, utf8Length } from './utf8.js';

const schema = {
  searchable: [{ name: 'title' }, { name: 'brand', weight: 2 }],
  facets: [
    { name: 'brand', type: 'string' as const },
    { name: 'price', type: 'number' as const },
  ],
  sortable: [{ name: 'price', type: 'number' as const }],
};

const docs = [
  { id: 'a', title: 'Scarpa rossa', brand: 'Alpha', price: 50, note: { è: 'ü😀' } },
  { id: 'b', title: 'Borsa "pelle"', brand: 'Beta', price: 80 },
  { id: 'c', title: 'Maglietta\u00a0bianca', brand: 'Alpha', price: 20 },
];

function concat(chunks: Iterable<Uint8Array>): Uint8Array {
  const list = [...chunks].map((chunk) => chunk.slice());
  const out = new Uint8Array(list.reduce((n, chunk) => n + chunk.length, 0));
  let at = 0;
  for (const chunk of list) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

describe('serializeIndexChunks', () => {
  it('yields exactly the bytes of serializeIndex, which load back with the same answers', () => {
    const index = SearchIndex.build(schema, docs);
    const bytes = serializeIndex(index);
    expect(concat(serializeIndexChunks(index))).toEqual(bytes);
    const loaded = deserializeIndex(bytes);
    for (const q of ['scarpa', 'alpha', 'pelle', 'bianca']) {
      expect(loaded.search({ q })).toEqual(index.search({ q }));
    }
  });

  it('loads from bytes that sit at an offset inside a larger buffer, as a file read gives them', () => {
    const index = SearchIndex.build(schema, docs);
    const bytes = serializeIndex(index);
    const file = new Uint8Array(bytes.length + 13);
    file.set(bytes, 13);
    const loaded = deserializeIndex(file.subarray(13));
    expect(loaded.search({ q: 'alpha' })).toEqual(index.search({ q: 'alpha' }));
  });

  it('keeps the header in chunks, never one piece the size of the stored documents', () => {
    const many = Array.from({ length: 3000 }, (_, i) => ({
      id: `p${i}`,
      title: `Prodotto ${i} ${'descrizione lunga '.repeat(40)}`,
      brand: 'Alpha',
      price: i,
    }));
    const index = SearchIndex.build(schema, many);
    const chunks = [...serializeIndexChunks(index)].map((chunk) => chunk.slice());
    const largest = Math.max(...chunks.map((chunk) => chunk.length));
    const total = chunks.reduce((n, chunk) => n + chunk.length, 0);
    expect(largest).toBeLessThan(total / 2);
    expect(deserializeIndex(concat(chunks)).search({ q: 'prodotto 2999' }).hits[0]?.id).toBe(
      'p2999',
    );
  });
});

describe('format version', () => {
  it('is written after the magic and refused when it differs, with a stable code', () => {
    const bytes = serializeIndex(SearchIndex.build(schema, docs));
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    expect(view.getUint32(4)).toBe(ENGINE_FORMAT_VERSION);
    const other = bytes.slice();
    new DataView(other.buffer).setUint32(4, ENGINE_FORMAT_VERSION + 1);
    expect(() => deserializeIndex(other)).toThrow(
      expect.objectContaining({ code: 'index_format_version' }),
    );
    expect(() => deserializeIndex(new Uint8Array(16))).toThrow(
      expect.objectContaining({ code: 'index_bytes_invalid' }),
    );
  });

  it('refuses bytes of version 1, which had the JSON length where the version now is', () => {
    const bytes = serializeIndex(SearchIndex.build(schema, docs));
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const jsonLength = view.getUint32(8);
    const v1 = new Uint8Array(8 + jsonLength);
    const v1View = new DataView(v1.buffer);
    v1View.setUint32(0, view.getUint32(0));
    v1View.setUint32(4, jsonLength);
    v1.set(bytes.subarray(12, 12 + jsonLength), 8);
    expect(() => deserializeIndex(v1)).toThrow(
      expect.objectContaining({ code: 'index_format_version' }),
    );
  });
});

describe("a stored index under the shop's current query settings", () => {
  const { index: indexPart } = splitSchema(schema);
  const current = {
    fields: { brand: { weight: 1 }, title: { weight: 3, typoTolerance: 0 as const } },
    synonyms: [['scarpa', 'borsa']],
    stopWords: ['rossa'],
  };
  const fresh = SearchIndex.build(joinSchema(indexPart, current), docs);
  const queries = ['scarpa', 'borsa', 'alpha', 'scrapa', 'rossa', 'bianca'].map((q) => ({ q }));

  it('answers as a fresh build once setQuerySettings is called after loading', () => {
    const loaded = deserializeIndex(serializeIndex(SearchIndex.build(schema, docs)));
    loaded.setQuerySettings(current);
    expect(loaded.querySettings()).toEqual(fresh.querySettings());
    for (const q of queries) expect(loaded.search(q)).toEqual(fresh.search(q));
  });

  it('answers the same when the settings are given to deserializeIndex', () => {
    const bytes = serializeIndex(SearchIndex.build(schema, docs));
    const loaded = deserializeIndex(bytes, { querySettings: current });
    expect(loaded.needsOptimize).toBe(false);
    for (const q of queries) expect(loaded.search(q)).toEqual(fresh.search(q));
    expect(() => deserializeIndex(bytes, { querySettings: { fields: { sku: {} } } })).toThrow(
      expect.objectContaining({ code: 'settings_unknown_field' }),
    );
  });
});

describe('utf8Length', () => {
  it('counts what encodeUtf8 writes, for any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        expect(utf8Length(s)).toBe(encodeUtf8(s).length);
      }),
    );
  });
});
