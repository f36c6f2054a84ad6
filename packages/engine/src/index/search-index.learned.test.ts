import { describe, expect, it } from 'vitest';
import type { LearnedSignals } from '../ranking/learned-signals.js';
import { EngineError, type EngineSchema } from '../schema.js';
import { SearchIndex } from './search-index.js';

const schema: EngineSchema = { searchable: [{ name: 'title' }], popularityField: 'popularity' };
// d0 is the most popular: it leads every static order.
const docs = Array.from({ length: 8 }, (_, n) => ({
  id: `d${n}`,
  title: `zaino ${n % 2 === 0 ? 'rosso' : 'blu'}`,
  popularity: 10 - n,
}));
const learning = { enabled: true, strength: 1, placement: 'after-typo' } as const;

function learningIndex(options = {}): SearchIndex {
  const index = SearchIndex.build(schema, docs, options);
  index.setQuerySettings({ ...index.querySettings(), learning });
  return index;
}
const first = (index: SearchIndex, q: string, extra = {}): string | undefined =>
  index.search({ q, limit: 3, ...extra }).hits[0]?.id;
const forZaino = (id: string): LearnedSignals => ({ queries: [['zaino', [[id, 1]]]], prior: [] });

describe('SearchIndex learned signals', () => {
  it('keeps the signals in force and moves the revision only on a change', () => {
    const index = learningIndex();
    expect(index.learnedSignals()).toBeNull();
    index.setLearnedSignals(forZaino('d5'));
    const rev = index.revision;
    index.setLearnedSignals(forZaino('d5'));
    expect(index.revision).toBe(rev);
    expect(index.learnedSignals()).toEqual(forZaino('d5'));
    index.setLearnedSignals(null);
    expect(index.revision).not.toBe(rev);
    expect(first(index, 'zaino')).toBe('d0');
  });

  it('takes learning settings with the query settings and refuses invalid ones', () => {
    const index = learningIndex();
    expect(index.querySettings().learning).toEqual(learning);
    const rev = index.revision;
    const bad = { ...learning, strength: 2 };
    expect(() => index.setQuerySettings({ learning: bad })).toThrow(EngineError);
    expect(index.revision).toBe(rev);
    index.setQuerySettings({ ...index.querySettings(), learning });
    expect(index.revision).toBe(rev);
  });

  it('follows an id through upserts, deletes and optimisations', () => {
    const index = learningIndex();
    index.setLearnedSignals(forZaino('late'));
    expect(first(index, 'zaino')).toBe('d0');
    index.upsert({ id: 'late', title: 'zaino verde', popularity: 0 });
    expect(first(index, 'zaino')).toBe('late');
    index.delete('d1');
    index.upsert({ id: 'late', title: 'zaino giallo', popularity: 0 });
    expect(first(index, 'zaino')).toBe('late');
    index.optimize(); // renumbers the documents
    expect(first(index, 'zaino')).toBe('late');
  });

  it('never answers from top lists ranked without the signals in force', () => {
    const index = learningIndex({ topLists: { minPostings: 1, size: 5 } });
    expect(index.needsOptimize).toBe(false);
    expect(first(index, 'zaino')).toBe('d0');
    index.setLearnedSignals(forZaino('d6'));
    expect(first(index, 'zaino')).toBe('d6');
    expect(index.needsOptimize).toBe(true);
    index.optimize(); // lists ranked with the signals
    expect(first(index, 'zaino')).toBe('d6');
    expect(first(index, 'zaino', { learning: false })).toBe('d0');
    index.setQuerySettings({ ...index.querySettings(), learning: { ...learning, enabled: false } });
    expect(first(index, 'zaino')).toBe('d0');
  });

  it('keeps the lists of other words when only one query key changes', () => {
    const index = learningIndex({ topLists: { minPostings: 1, size: 5 } });
    index.setLearnedSignals(forZaino('d6'));
    index.optimize();
    const kept = index.memory().topListBytes;
    index.setLearnedSignals(forZaino('d7'));
    expect(first(index, 'zaino')).toBe('d7');
    expect(index.memory().topListBytes).toBeLessThan(kept);
    expect(index.memory().topListBytes).toBeGreaterThan(0);
  });

  it('empties the browse memo when the prior changes', () => {
    const index = learningIndex();
    expect(first(index, '')).toBe('d0');
    index.setLearnedSignals({
      queries: [],
      prior: [
        ['d3', 1],
        ['d0', 0],
      ],
    });
    expect(first(index, '')).toBe('d3');
    expect(first(index, '', { learning: false })).toBe('d0');
    expect(first(index, '')).toBe('d3');
  });
});
