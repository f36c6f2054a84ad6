import { describe, expect, it } from 'vitest';
import { deserializeIndex, serializeIndex } from '../index/index-serializer.js';
import { SearchIndex } from '../index/search-index.js';
import type { EngineDocument, EngineSchema } from '../schema.js';
import type { SearchQuery } from './types.js';

/** Each behaviour of issue 16 on its own small catalogue, searched as the storefront does. */
function searcher(docs: EngineDocument[], schema: EngineSchema = TITLE_ONLY) {
  const index = SearchIndex.build(schema, docs);
  return (q: string, extra: SearchQuery = {}): string[] =>
    index.search({ q, limit: 10, ...extra }).hits.map((h) => h.id);
}

const TITLE_ONLY: EngineSchema = {
  searchable: [
    { name: 'title', weight: 3 },
    { name: 'sku', type: 'code' },
  ],
};

describe('word delimiters', () => {
  const search = searcher([
    { id: 'cable', title: 'USB cable 15 cm' },
    { id: 'phone', title: 'Apple iPhone 15 128GB' },
    { id: 'glued', title: 'Case for iPhone15', sku: 'AB12' },
  ]);

  it('finds "iPhone 15" from "iphone15" and "iphone_15", and the glued title from both', () => {
    for (const q of ['iphone15', 'iphone_15']) {
      expect(search(q, { prefix: false }).sort(), q).toEqual(['glued', 'phone']);
    }
    // Two words: both match first, then (a page not being full) the cable with one of them.
    expect(search('iphone 15', { prefix: false }).slice(0, 2).sort()).toEqual(['glued', 'phone']);
    expect(search('128 gb', { prefix: false })).toEqual(['phone']);
  });

  it('keeps code fields whole where letters meet digits', () => {
    expect(search('ab12')).toEqual(['glued']);
    expect(search('12', { prefix: false })).toEqual([]);
  });
});

describe('splitting and concatenation', () => {
  const search = searcher([
    { id: 'stand', title: 'Play mat for the station' },
    { id: 'ps5', title: 'Sony PlayStation 5 console' },
    { id: 'keyboard', title: 'Wireless keyboard', sku: 'K1' },
    { id: 'mouse', title: 'Logitech wireless mouse grey' },
    { id: 'pad', title: 'Mouse pad XL' },
  ]);

  it('finds "PlayStation" from "play station", as one typo', () => {
    expect(search('play station', { prefix: false })[0]).toBe('stand');
    expect(search('play station', { prefix: false })).toContain('ps5');
    expect(search('play station 5')[0]).toBe('ps5');
    // Typed as the shopper goes: the last word is a prefix of the joined word.
    expect(search('play stat')).toContain('ps5');
  });

  it('finds "wireless mouse" from "wirelessmouse", the words adjacent and in order', () => {
    expect(search('wirelessmouse')).toEqual(['mouse']);
    expect(search('wirelessmouse', { prefix: false })).toEqual(['mouse']);
    expect(search('mousepad')).toEqual(['pad']);
  });

  it('ranks a split or joined match like a one-typo match, and highlights it', () => {
    const index = SearchIndex.build(TITLE_ONLY, [
      { id: 'ps5', title: 'Sony PlayStation 5 console' },
    ]);
    const [hit] = index.search({ q: 'play station', explain: true, prefix: false }).hits;
    expect(hit!.explain!.typos).toBe(1);
    expect(hit!.highlights).toEqual({ title: [[5, 16]] });
    const [split] = index.search({ q: 'sonyplaystation', explain: true }).hits;
    expect([split!.explain!.typos, split!.highlights]).toEqual([
      1,
      {
        title: [
          [0, 4],
          [5, 16],
        ],
      },
    ]);
  });
});

describe('numbers and Roman numerals', () => {
  const search = searcher([
    { id: 'rocky3', title: 'Rocky III (DVD)' },
    { id: 'rocky2', title: 'Rocky II (Blu-ray)' },
    { id: 'toy2', title: 'Toy Story 2' },
  ]);

  it('finds "Rocky II" from "rocky 2" and "Toy Story 2" from "toy story ii"', () => {
    expect(search('rocky 2')[0]).toBe('rocky2');
    expect(search('rocky 2', { prefix: false })[0]).toBe('rocky2');
    expect(search('toy story ii', { prefix: false })[0]).toBe('toy2');
  });
});

describe('optional words', () => {
  const search = searcher([
    { id: 'other', title: 'Nike running socks' },
    { id: 'two', title: 'Nike shoes for walking' },
    { id: 'three-a', title: 'Nike running shoes Pegasus' },
    { id: 'three-b', title: 'Running shoes by Nike' },
    { id: 'none', title: 'Leather belt' },
  ]);

  it('returns the products matching three words of four, one absent everywhere, first', () => {
    const hits = search('nike running shoes cheap', { prefix: false });
    expect(hits.slice(0, 2).sort()).toEqual(['three-a', 'three-b']);
    expect(hits).toContain('two');
    expect(hits).not.toContain('none');
  });

  it('keeps every word required when enough products have them all, or when told to', () => {
    // Three products have both words: a page of three needs no relaxing, so 'two' stays out.
    expect(search('nike running', { limit: 3 }).sort()).toEqual(['other', 'three-a', 'three-b']);
    expect(search('nike running shoes cheap', { prefix: false, relaxBelow: 0 })).toEqual([]);
  });

  it('suggests a correction when a word that matched nothing was dropped', () => {
    const index = SearchIndex.build(TITLE_ONLY, [{ id: 'a', title: 'Nike running shoes' }]);
    // 'ruxxing' is two edits from 'running': too many for a 7-letter word to match.
    const r = index.search({ q: 'nike ruxxing', prefix: false });
    expect(r.hits.map((h) => h.id)).toEqual(['a']);
    expect(r.didYouMean).toBe('nike running');
  });
});

describe('term statistics (BM25F) as the final tie-breaker', () => {
  // No target word ('for', 'with'): a mention after one would lose on exactness first.
  const filler = 'a soft pad, long battery life and a receiver that also pairs a mouse ';
  const catalogue = [
    { id: 'mentions', title: 'Desk organiser', description: filler.repeat(4) },
    { id: 'long-title', title: 'Cable holder bungee, the wired gaming mouse kind' },
    { id: 'thing', title: 'Mouse' },
  ];
  // Equal weights: the field rule cannot tell a title from a description.
  const schema: EngineSchema = { searchable: [{ name: 'title' }, { name: 'description' }] };

  it('ranks the short title that is the thing above the long text that mentions it', () => {
    const index = SearchIndex.build(schema, catalogue);
    const r = index.search({ q: 'mouse', explain: true, prefix: false });
    // Every other rule ties (one exact word, equal field weights, no popularity), and index order
    // would put the mention first: term statistics decide.
    expect(r.hits[0]!.id).toBe('thing');
    expect(r.hits[0]!.explain!.placedBy).toBe('bm25');
    const [thing, ...others] = r.hits.map((h) => h.explain!.rules.bm25);
    for (const other of others) expect(thing).toBeGreaterThan(other);
  });

  it('weighs each field and its length against the field average', () => {
    const weighted: EngineSchema = {
      searchable: [
        { name: 'title', weight: 1 },
        { name: 'description', weight: 4 },
      ],
    };
    const index = SearchIndex.build(weighted, [
      { id: 'title', title: 'Mouse' },
      { id: 'description', title: 'Organiser', description: 'Mouse' },
    ]);
    // The heavier description wins the field rule first; term statistics agree.
    const r = index.search({ q: 'mouse', explain: true, prefix: false });
    expect(r.hits.map((h) => [h.id, h.explain!.placedBy])).toEqual([
      ['description', 'fieldWeight'],
      ['title', 'fieldWeight'],
    ]);
    expect(r.hits[0]!.explain!.rules.bm25).toBeGreaterThan(r.hits[1]!.explain!.rules.bm25);
  });

  it('reports 0 without text, and a stored index loaded again ranks alike', () => {
    const index = SearchIndex.build(schema, catalogue);
    expect(index.search({ explain: true }).hits.every((h) => h.explain!.rules.bm25 === 0)).toBe(
      true,
    );
    const loaded = deserializeIndex(serializeIndex(index));
    const ranked = (i: SearchIndex) =>
      i.search({ q: 'mouse', explain: true }).hits.map((h) => [h.id, h.explain!.rules.bm25]);
    expect(ranked(loaded)).toEqual(ranked(index));
  });
});
