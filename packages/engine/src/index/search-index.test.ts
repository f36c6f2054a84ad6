import { describe, expect, it } from 'vitest';
import { products, schema } from '../test-fixtures/catalogue.fixture.js';
import { splitSchema } from '../query-settings.js';
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
    // Merged by the 1001st upsert, without top lists: those wait for an optimisation.
    expect(index.memory().topListBytes).toBe(0);
    expect(index.needsOptimize).toBe(true);
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

  it('reports its query settings, takes new ones at once and validates them first', () => {
    const index = SearchIndex.build(schema, products);
    const { query } = splitSchema(schema);
    expect(index.querySettings()).toEqual(query);
    const revision = index.revision;
    const answer = index.search({ q: 'scarpe' });
    expect(() => index.setQuerySettings({ fields: { colour: { weight: 2 } } })).toThrow(
      expect.objectContaining({ code: 'settings_unknown_field' }),
    );
    expect(() => index.setQuerySettings({ fields: { title: { weight: Infinity } } })).toThrow(
      EngineError,
    );
    expect(index.revision).toBe(revision);
    expect(index.querySettings()).toEqual(query);
    expect(index.search({ q: 'scarpe' })).toEqual(answer);
    index.setQuerySettings({ fields: { sku: { weight: 9, typoTolerance: 2 } }, stopWords: ['e'] });
    expect(index.schema.searchable.map((f) => [f.weight, f.typoTolerance])).toEqual([
      [1, 2],
      [1, 2],
      [1, 2],
      [9, 0],
    ]);
    expect(index.schema.synonyms).toEqual([]);
    expect(index.querySettings().stopWords).toEqual(['e']);
  });

  it('moves its revision on every change of answers, and only then', () => {
    const index = SearchIndex.build(schema, products);
    const other = SearchIndex.build(schema, products);
    expect(other.revision).not.toBe(index.revision);
    const seen = [index.revision];
    const expectMoved = (moved: boolean): void => {
      const last = seen[seen.length - 1]!;
      expect(index.revision > last).toBe(moved);
      if (!moved) expect(index.revision).toBe(last);
      seen.push(index.revision);
    };
    index.upsert({ id: 'p11', title: 'Borraccia termica' });
    expectMoved(true);
    expect(index.delete('p11')).toBe(true);
    expectMoved(true);
    expect(index.delete('p11')).toBe(false);
    expectMoved(false);
    index.setQuerySettings(index.querySettings());
    expectMoved(false);
    index.setQuerySettings({ ...index.querySettings(), stopWords: [] });
    expectMoved(true);
    index.optimize();
    expectMoved(false);
    index.upsert({ id: 'p12', title: 'Borraccia' });
    expectMoved(true);
    for (const _ of index.optimizeSteps());
    expectMoved(false);
    index.compact();
    expectMoved(false);
    serializeIndex(index);
    expectMoved(false);
    expect(deserializeIndex(serializeIndex(index)).revision).not.toBe(index.revision);
  });
});
