import { describe, expect, it } from 'vitest';
import type { EngineSchema } from '../schema.js';
import { SearchIndex } from './search-index.js';

const schema: EngineSchema = {
  searchable: [
    { name: 'title', weight: 3 },
    { name: 'brand', weight: 2 },
    { name: 'gtin', type: 'code' },
  ],
  stopWords: ['per'],
};

const docs = [
  { id: 'a', title: 'Scarpa running Città', brand: 'Nike', gtin: 'abcdef' },
  { id: 'b', title: 'Scarpa trail per montagna', brand: 'Nike', gtin: 'abcdef' },
  { id: 'c', title: 'Scarpa scarpa 42 da città', brand: 'Salomon', gtin: 'abcdef' },
  { id: 'd', title: 'Borsa per la città', brand: 'Nike', gtin: 'abcdef' },
];

describe('SearchIndex.frequentTerms', () => {
  it('answers the words most documents carry, most first, ties in word order', () => {
    const index = SearchIndex.build(schema, docs);
    // A document counts once however often it repeats a word; folded as indexed.
    expect(index.frequentTerms(4)).toEqual(['citta', 'nike', 'scarpa', 'borsa']);
  });

  it('leaves out codes, numbers, short words and stop words', () => {
    const index = SearchIndex.build(schema, docs);
    const all = index.frequentTerms(100);
    expect(all).not.toContain('abcdef');
    expect(all).not.toContain('42');
    expect(all).not.toContain('da');
    expect(all).not.toContain('per');
    expect(index.frequentTerms(100, { minLength: 2 })).toContain('da');
  });

  it('counts only the fields asked for', () => {
    const index = SearchIndex.build(schema, docs);
    expect(index.frequentTerms(2, { fields: ['brand'] })).toEqual(['nike', 'salomon']);
    expect(index.frequentTerms(1, { fields: ['gtin'] })).toEqual(['abcdef']);
    expect(index.frequentTerms(3, { fields: ['unknown'] })).toEqual([]);
    expect(index.frequentTerms(0)).toEqual([]);
  });

  it('follows upserts and deletes before any optimisation', () => {
    const index = SearchIndex.build(schema, docs);
    index.delete('d');
    index.delete('c');
    index.upsert({ id: 'a', title: 'Zaino trail', brand: 'Salomon' });
    index.upsert({ id: 'e', title: 'Zaino trail', brand: 'Salomon' });
    expect(index.frequentTerms(3)).toEqual(['trail', 'salomon', 'zaino']);
    index.optimize();
    expect(index.frequentTerms(3)).toEqual(['trail', 'salomon', 'zaino']);
  });
});
