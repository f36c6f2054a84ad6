import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SearchIndex } from './search-index.js';
import { deserializeIndex, serializeIndex, serializeIndexChunks } from './index-serializer.js';
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

describe('utf8Length', () => {
  it('counts what encodeUtf8 writes, for any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        expect(utf8Length(s)).toBe(encodeUtf8(s).length);
      }),
    );
  });
});
