import { describe, expect, it } from 'vitest';
import { products, schema } from '../test-fixtures/catalogue.fixture.js';
import { EngineError } from '../schema.js';
import { deserializeIndex, serializeIndex } from './index-serializer.js';
import { SearchIndex } from './search-index.js';

const ids = (index: SearchIndex, q: string): string[] =>
  index.search({ q, limit: 50 }).hits.map((h) => h.id);

describe('SearchIndex', () => {
  it('builds from documents and reports its size and memory', () => {
    const index = SearchIndex.build(schema, products);
    expect(index.size).toBe(10);
    const mem = index.memory();
    expect(mem.totalBytes).toBeGreaterThan(mem.postingsBytes);
    expect(mem.postingsBytes).toBeGreaterThan(0);
  });

  it('upserts replace a document and deletes remove it', () => {
    const index = SearchIndex.build(schema, products);
    index.upsert({ id: 'p7', title: 'Tè verde biologico', brand: 'Twinings' });
    expect(ids(index, 'caffe')).toEqual([]);
    expect(ids(index, 'te verde')).toEqual(['p7']);
    expect(index.delete('p7')).toBe(true);
    expect(index.delete('p7')).toBe(false);
    expect(ids(index, 'verde')).toEqual([]);
    expect(index.size).toBe(9);
  });

  it('keeps answering the same after many upserts trigger compaction', () => {
    const index = SearchIndex.build(schema, products);
    for (let i = 0; i < 1200; i++) index.upsert({ id: `x${i}`, title: `Borraccia ${i}` });
    for (let i = 0; i < 1200; i += 2) index.delete(`x${i}`);
    expect(index.size).toBe(610);
    expect(index.search({ q: 'borraccia' }).total).toBe(600);
    expect(ids(index, 'sneakers')).toEqual(['p10', 'p2']);
  });

  it('serialises to bytes and loads back with identical answers', () => {
    const index = SearchIndex.build(schema, products);
    index.upsert({ id: 'p11', title: 'Scarpe da corsa Ultra', brand: 'Hoka', price: 149 });
    index.delete('p3');
    const bytes = serializeIndex(index);
    expect(bytes).toBeInstanceOf(Uint8Array);
    const loaded = deserializeIndex(bytes);
    for (const q of ['scarpe', 'nkie', 'sk-1003', 'maglietta', 'caffè']) {
      expect(loaded.search({ q, explain: true })).toEqual(index.search({ q, explain: true }));
    }
    const browse = { filters: { price: { min: 50 } }, sort: [{ field: 'price' }] } as const;
    expect(loaded.search(browse)).toEqual(index.search(browse));
    loaded.upsert({ id: 'p12', title: 'Scarpe eleganti' });
    expect(ids(loaded, 'eleganti')).toEqual(['p12']);
  });

  it('rejects foreign bytes and invalid schemas with stable codes', () => {
    expect(() => deserializeIndex(new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8]))).toThrow(EngineError);
    expect(() => SearchIndex.build({ searchable: [] }, [])).toThrow(/searchable/);
    expect(() => SearchIndex.build({ searchable: [{ name: 'a' }] }, [{ id: '' }])).toThrow(
      expect.objectContaining({ code: 'document_id_missing' }),
    );
  });
});
