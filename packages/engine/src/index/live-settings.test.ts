import { describe, expect, it } from 'vitest';
import { joinSchema, splitSchema, type QuerySettings } from '../query-settings.js';
import { products, schema } from '../test-fixtures/catalogue.fixture.js';
import { SearchIndex } from './search-index.js';

// The fixture is tiny, so every prefix with one posting gets a list.
const tiny = { topLists: { minPostings: 1, size: 5 } };
const { index: indexPart, query: current } = splitSchema(schema);
const fields = current.fields!;

function live(): SearchIndex {
  return SearchIndex.build(schema, products, tiny);
}

/** What a rebuild with `settings` answers, with no lists at all. */
function rebuilt(settings: QuerySettings): SearchIndex {
  return SearchIndex.build(joinSchema(indexPart, settings), products, { topLists: false });
}

const QUERIES = ['scarpe', 'scarpa', 'SCARP', 'nike', 'caffe', 'trail', 'z', 'giacca'];

function expectAnswersOf(index: SearchIndex, settings: QuerySettings): void {
  const truth = rebuilt(settings);
  for (const q of QUERIES)
    expect(index.search({ q, limit: 5 })).toEqual(truth.search({ q, limit: 5 }));
}

describe('top lists under new query settings', () => {
  it('all stay when no one-word answer can change: weights scaled alike, other stop words', () => {
    const index = live();
    const bytes = index.memory().topListBytes;
    const scaled = Object.fromEntries(
      Object.entries(fields).map(([name, f]) => [name, { ...f, weight: f.weight! * 10 }]),
    );
    const settings = { ...current, fields: scaled, stopWords: [...current.stopWords!, 'con'] };
    index.setQuerySettings(settings);
    expect(index.needsOptimize).toBe(false);
    expect(index.memory().topListBytes).toBe(bytes);
    expectAnswersOf(index, settings);
  });

  it('all go when field ranks, typo tolerances or typo lengths change', () => {
    const changes: QuerySettings[] = [
      { ...current, fields: { ...fields, description: { weight: 9 } } },
      { ...current, fields: { ...fields, title: { weight: 5, typoTolerance: 1 } } },
      { ...current, typoMinLength: { one: 3, two: 8 } },
    ];
    for (const settings of changes) {
      const index = live();
      index.setQuerySettings(settings);
      expect(index.memory().topListBytes).toBe(0);
      expect(index.needsOptimize).toBe(true);
      expectAnswersOf(index, settings);
      index.optimize();
      expect(index.memory().topListBytes).toBeGreaterThan(0);
      expectAnswersOf(index, settings);
    }
  });

  it('a word that gained a synonym is never answered from its old list, even typed plainly', () => {
    const index = live();
    const settings = { ...current, synonyms: [...current.synonyms!, ['scarpe', 'zaino']] };
    const before = index.search({ q: 'scarpe' });
    index.setQuerySettings(settings);
    const after = index.search({ q: 'scarpe' });
    expect(after.hits.map((h) => h.id)).toContain('p8');
    expect(after).not.toEqual(before);
    expectAnswersOf(index, settings);
    // Other words keep their lists, but a rebuild may add some: optimisation is due.
    expect(index.memory().topListBytes).toBeGreaterThan(0);
    expect(index.needsOptimize).toBe(true);
    index.optimize();
    expect(index.needsOptimize).toBe(false);
    expectAnswersOf(index, settings);
  });

  it('a word that lost its synonyms is answered right before and after its list is built', () => {
    const index = live();
    const settings = { ...current, synonyms: [] };
    index.setQuerySettings(settings);
    expectAnswersOf(index, settings);
    expect(index.search({ q: 'maglietta' })).toEqual(rebuilt(settings).search({ q: 'maglietta' }));
    index.optimize();
    expect(index.search({ q: 'maglietta' })).toEqual(rebuilt(settings).search({ q: 'maglietta' }));
  });
});
