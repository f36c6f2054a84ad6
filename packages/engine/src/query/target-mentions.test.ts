import { describe, expect, it } from 'vitest';
import { SearchIndex } from '../index/search-index.js';
import type { EngineSchema } from '../schema.js';

const schema: EngineSchema = {
  searchable: [
    { name: 'title', weight: 3 },
    { name: 'description', weight: 1 },
  ],
};
const ids = (index: SearchIndex, q: string): string[] =>
  index.search({ q, prefix: false, limit: 10 }).hits.map((h) => h.id);

describe('mentions after a target word', () => {
  it('rank the thing above what is made for it or comes with it', () => {
    const index = SearchIndex.build(schema, [
      { id: 'case', title: 'Hard Case for Headphones' },
      { id: 'bundle', title: 'Console with Extra Headphones' },
      { id: 'thing', title: 'Sony WH-1000XM5 Wireless Noise Cancelling Headphones, Black' },
    ]);
    // Without the rule term statistics put both short titles first.
    expect(ids(index, 'headphones')).toEqual(['thing', 'case', 'bundle']);
    const explained = index.search({ q: 'headphones', prefix: false, explain: true }).hits;
    expect(explained[0]!.explain!.placedBy).toBe('exactness');
  });

  it('read the field the word matched in, in Italian too', () => {
    const index = SearchIndex.build(schema, [
      { id: 'charger', title: 'Caricatore 20W', description: 'Ricarica rapida per smartphone.' },
      { id: 'phone', title: 'Galaxy A15', description: 'Smartphone con display da 6,5 pollici.' },
    ]);
    expect(ids(index, 'smartphone')).toEqual(['phone', 'charger']);
  });

  it('leave the subject alone when the target word comes after it', () => {
    const index = SearchIndex.build(schema, [
      { id: 'sleeve', title: 'Sleeve for 14-inch Laptops' },
      { id: 'controller', title: 'Wireless Controller for Xbox One' },
      { id: 'console', title: 'Xbox Series X 1TB Console' },
    ]);
    // 'Controller' is the subject of its title: the word after 'for' is what it fits.
    expect(ids(index, 'controller')).toEqual(['controller']);
    const xbox = index.search({ q: 'xbox', prefix: false, explain: true }).hits;
    expect(xbox.map((h) => h.id)).toEqual(['console', 'controller']);
    expect(xbox[0]!.explain!.rules.exactness).toBeGreaterThan(xbox[1]!.explain!.rules.exactness);
  });

  it('follow upserts and deletes of the documents holding target words', () => {
    const index = SearchIndex.build(schema, [
      { id: 'case', title: 'Case for Headphones' },
      { id: 'thing', title: 'Studio Headphones with Cable' },
    ]);
    expect(ids(index, 'headphones')).toEqual(['thing', 'case']);
    index.upsert({ id: 'case', title: 'Headphones Case' });
    index.upsert({ id: 'thing', title: 'Cable for Studio Headphones' });
    expect(ids(index, 'headphones')).toEqual(['case', 'thing']);
    index.delete('case');
    expect(ids(index, 'headphones')).toEqual(['thing']);
  });
});
