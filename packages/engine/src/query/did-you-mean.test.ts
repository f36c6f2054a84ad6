import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deserializeIndex, serializeIndex } from '../index/index-serializer.js';
import { SearchIndex } from '../index/search-index.js';
import type { EngineSchema } from '../schema.js';

const schema: EngineSchema = { searchable: [{ name: 'title' }, { name: 'brand' }] };

describe('didYouMean', () => {
  it('never suggests a term found only in deleted documents', () => {
    const index = SearchIndex.build(schema, [
      { id: 'a', title: 'zaino rosso' },
      { id: 'b', title: 'zaino blu' },
      { id: 'c', title: 'zaina verde' },
    ]);
    // Two typos in five letters: no match, but a suggestion (thresholds do not apply to it).
    expect(index.search({ q: 'zqinp', prefix: false }).didYouMean).toBe('zaino');
    index.delete('a');
    index.delete('b');
    const none = index.search({ q: 'zqinp', prefix: false });
    expect(none.total).toBe(0);
    expect(none.didYouMean).toBe('zaina');
    index.delete('c');
    expect(index.search({ q: 'zqinp', prefix: false }).didYouMean).toBeUndefined();
  });

  it('equals the suggestion of the compacted index after upserts and deletes', () => {
    const withSku: EngineSchema = {
      searchable: [...schema.searchable, { name: 'sku', type: 'code' }],
    };
    const WORDS = ['zaino', 'zaina', 'zainetto', 'borsa', 'borse', 'corsa', 'rosso', 'rossa'];
    const QUERIES = ['zqinp', 'bprza', 'cprzx', 'rpzzp', 'zaino', 'borsa rpzzp', 'xyz'];
    const docArb = fc.record({
      id: fc.integer({ min: 0, max: 12 }).map((n) => `d${n}`),
      title: fc
        .array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 3 })
        .map((w) => w.join(' ')),
      brand: fc.constantFrom('Nike', 'Nika', 'Asics'),
      // Identifiers, some also title words: only their title postings may be proposed.
      sku: fc.constantFrom('ZAINA', 'BORSE', 'CORSO'),
    });
    const opArb = fc.oneof(
      docArb.map((doc) => ({ upsert: doc })),
      fc.integer({ min: 0, max: 12 }).map((n) => ({ remove: `d${n}` })),
    );
    fc.assert(
      fc.property(
        fc.array(docArb, { maxLength: 10 }),
        fc.array(opArb, { maxLength: 10 }),
        fc.constantFrom(...QUERIES),
        (docs, ops, q) => {
          const unique = [...new Map(docs.map((d) => [d.id, d])).values()];
          const index = SearchIndex.build(withSku, unique);
          for (const op of ops) {
            if ('upsert' in op) index.upsert(op.upsert);
            else index.delete(op.remove);
          }
          const query = { q, prefix: false, limit: 5 };
          // Searched first: serialising compacts the index it is given.
          const live = index.search(query);
          const compacted = deserializeIndex(serializeIndex(index)).search(query);
          expect(live.total).toBe(compacted.total);
          expect(live.didYouMean).toBe(compacted.didYouMean);
        },
      ),
      { numRuns: 400, seed: 17 },
    );
  });
});

describe('didYouMean from the shop’s own words', () => {
  // A bilingual shop like the demo: Italian and English products side by side.
  const bilingual: EngineSchema = {
    searchable: [{ name: 'title' }, { name: 'sku', type: 'code' }],
    languages: ['it', 'en'],
  };
  const products = [
    { id: 'a', title: 'Giacca impermeabile Alpina rosso', sku: 'ZAINOX' },
    { id: 'b', title: 'Alpina Rain jacket, red' },
    { id: 'c', title: 'Casa Bella caffettiera blu' },
    { id: 'd', title: 'Lampada da tavolo Luma' },
  ];
  const index = SearchIndex.build(bilingual, products);
  const suggest = (q: string): string | undefined => index.search({ q, prefix: false }).didYouMean;

  it('proposes no far word that starts with another letter (zaino is not rain)', () => {
    expect(index.search({ q: 'zaino', prefix: false }).total).toBe(0);
    expect(suggest('zaino')).toBeUndefined();
    // Two edits keeping the first letter, or one edit anywhere, are corrections.
    expect(suggest('lampqdx')).toBe('lampada');
    expect(suggest('xlu')).toBe('blu');
  });

  it('never proposes an identifier from a code field', () => {
    // 'zainox' is the sku of product a, two edits from 'zaimo'; codes match only exactly.
    expect(index.search({ q: 'zainox', prefix: false }).total).toBe(1);
    expect(suggest('zaimo')).toBeUndefined();
    const titled = SearchIndex.build(bilingual, [...products, { id: 'e', title: 'Zainox' }]);
    expect(titled.search({ q: 'zaimo', prefix: false }).didYouMean).toBe('zainox');
  });

  it('corrects three and four letters by one edit only, and never sizes or codes', () => {
    expect(suggest('blx')).toBe('blu');
    // 'bosa' is two edits from 'casa' and 'rosso'.
    expect(suggest('bosa')).toBeUndefined();
    expect(suggest('xl')).toBeUndefined();
    expect(suggest('luma2')).toBeUndefined();
  });

  it('breaks ties the same way whatever the documents’ order', () => {
    const titles = ['Zaina verde', 'Zaino nero', 'Zaini blu'];
    for (const order of [titles, [...titles].reverse()]) {
      const docs = order.map((title, i) => ({ id: `p${i}`, title }));
      // 'zqinx' is two edits from each, each in one product: the first alphabetically.
      expect(SearchIndex.build(schema, docs).search({ q: 'zqinx', prefix: false }).didYouMean).toBe(
        'zaina',
      );
    }
  });
});
