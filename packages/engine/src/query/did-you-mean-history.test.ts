import { describe, expect, it } from 'vitest';
import { SearchIndex } from '../index/search-index.js';
import type { EngineSchema } from '../schema.js';

const schema: EngineSchema = { searchable: [{ name: 'title' }], languages: ['it', 'en'] };

/** A shop whose shoppers searched `successful` (learning key → successful searches). */
function shop(titles: readonly string[], successful: [string, number][] = []): SearchIndex {
  const index = SearchIndex.build(
    schema,
    titles.map((title, i) => ({ id: `p${i}`, title })),
  );
  if (successful.length > 0) index.setLearnedSignals({ queries: [], prior: [], successful });
  return index;
}

function didYouMean(index: SearchIndex, q: string): string | undefined {
  const r = index.search({ q, prefix: false });
  return r.didYouMean;
}

describe('did-you-mean from successful queries', () => {
  const backpacks = ['Zaino rosso', 'Zaino blu'];

  it('proposes a successful query nearer than any of the shop’s terms', () => {
    // 'zaimi' is one edit from the plural shoppers search (found by its stem), two from 'zaino'.
    expect(shop(backpacks).search({ q: 'zaimi', prefix: false }).total).toBe(0);
    expect(didYouMean(shop(backpacks), 'zaimi')).toBe('zaino');
    expect(didYouMean(shop(backpacks, [['zaini', 5]]), 'zaimi')).toBe('zaini');
  });

  it('lets the shop’s successful searches choose between equally near words', () => {
    const titles = ['Zaina rossa', 'Zaina blu', 'Zaina verde', 'Zaino nero'];
    // Two edits from both: without history the word in more products wins.
    expect(didYouMean(shop(titles), 'zqinx')).toBe('zaina');
    expect(didYouMean(shop(titles, [['zaino nero', 2]]), 'zqinx')).toBe('zaino');
  });

  it('proposes nothing searched successfully less often than what was typed', () => {
    // The typed query was successful before (its products are gone): neither the shop's term
    // (never searched) nor a query searched fewer times is more frequent than it.
    expect(
      didYouMean(
        shop(backpacks, [
          ['zaimi', 5],
          ['zaini', 3],
        ]),
        'zaimi',
      ),
    ).toBeUndefined();
    expect(
      didYouMean(
        shop(backpacks, [
          ['zaimi', 3],
          ['zaini', 3],
        ]),
        'zaimi',
      ),
    ).toBeUndefined();
    expect(
      didYouMean(
        shop(backpacks, [
          ['zaimi', 2],
          ['zaini', 3],
        ]),
        'zaimi',
      ),
    ).toBe('zaini');
  });

  it('proposes nothing that finds no product now', () => {
    const index = shop([...backpacks, 'Zaimex borsa'], [['zaimex', 9]]);
    // Two edits from 'zaimi' as 'zaino' is, and searched: the shoppers' word wins.
    expect(didYouMean(index, 'zaimi')).toBe('zaimex');
    index.delete('p2');
    expect(index.search({ q: 'zaimex', prefix: false }).total).toBe(0);
    expect(didYouMean(index, 'zaimi')).toBe('zaino');
  });

  it('corrects a whole query word by word, the most searched first, if it finds products', () => {
    const index = shop(
      ['Zaino Nordvik blu', 'Zaino Ferri rosso', 'Borsa Nordask'],
      [
        ['zaino nordask', 9],
        ['zaino nordvik', 4],
      ],
    );
    // 'nordxxk' (two edits from both brands) matches nothing and is dropped: backpacks show.
    const r = index.search({ q: 'zaino nordxxk', prefix: false });
    expect(r.total).toBeGreaterThan(0);
    // 'zaino nordask' was searched more, but no backpack is a Nordask.
    expect(index.search({ q: 'zaino nordask', prefix: false, relaxBelow: 0 }).total).toBe(0);
    expect(r.didYouMean).toBe('zaino nordvik');
    // The shop's own terms correct what no successful query does, its shoppers' words first.
    expect(didYouMean(index, 'borsa nordxxk')).toBe('borsa nordask');
    expect(didYouMean(index, 'zaino rozzo')).toBe('zaino rosso');
  });

  it('follows the signals in force: replaced or removed, they stop counting', () => {
    const index = shop(backpacks, [['zaini', 5]]);
    expect(didYouMean(index, 'zaimi')).toBe('zaini');
    index.setLearnedSignals({ queries: [], prior: [], successful: [['zaino blu', 1]] });
    expect(didYouMean(index, 'zaimi')).toBe('zaino');
    index.setLearnedSignals(null);
    expect(didYouMean(index, 'zaimi')).toBe('zaino');
  });
});
