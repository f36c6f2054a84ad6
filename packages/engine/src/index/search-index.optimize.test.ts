import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchQuery } from '../query/types.js';
import { joinSchema, splitSchema, type QuerySettings } from '../query-settings.js';
import type { EngineDocument } from '../schema.js';
import { randomSchema as schema, WORDS } from '../test-fixtures/random-catalogue.fixture.js';
import { SearchIndex } from './search-index.js';
import { setSliceUnits } from './work-steps.js';

const options = { topLists: { minPostings: 8, size: 6 } };

function doc(i: number): EngineDocument {
  const w = (k: number): string => WORDS[(i * k + k) % WORDS.length]!;
  return {
    id: `d${i}`,
    title: `${w(1)} ${w(7)}`,
    brand: ['Nike', 'Asics'][i % 2],
    description: w(5),
    sku: `ab-${i}`,
    tags: i % 3 === 0 ? ['a'] : ['b', 'c'],
    price: i % 10,
    category: i % 2 === 0 ? 'Uomo/Scarpe' : 'Donna',
    popularity: i % 4,
    stock: i % 3 === 0 ? 0 : 1,
  };
}

const QUERIES: SearchQuery[] = [
  ...['scarpe', 'sc', 'corsa', 'rosso', 'borsa', 'ab', 'nike', 'zaino'].map((q) => ({
    q,
    limit: 6,
  })),
  { q: 'scarpa', filters: { brand: ['Nike'] } },
  { q: 'scarpe corsa', limit: 3 },
];

function answers(index: SearchIndex): unknown[] {
  return QUERIES.map((q) => index.search(q));
}

/** An index with a delta, deleted documents and no top lists: work for `optimizeSteps`. */
function changed(): { index: SearchIndex; docs: Map<string, EngineDocument> } {
  const docs = new Map<string, EngineDocument>();
  for (let i = 0; i < 120; i++) docs.set(`d${i}`, doc(i));
  const index = SearchIndex.build(schema, docs.values(), options);
  for (let i = 120; i < 140; i++) {
    index.upsert(doc(i));
    docs.set(`d${i}`, doc(i));
  }
  for (let i = 0; i < 120; i += 7) {
    index.delete(`d${i}`);
    docs.delete(`d${i}`);
  }
  return { index, docs };
}

function rebuilt(docs: Map<string, EngineDocument>, settings?: QuerySettings): SearchIndex {
  const s = settings === undefined ? schema : joinSchema(splitSchema(schema).index, settings);
  return SearchIndex.build(s, docs.values(), options);
}

describe('SearchIndex.optimizeSteps', () => {
  // Small slices, so that 140 documents take many of them, as 100k do with the default.
  let units = 0;
  beforeAll(() => (units = setSliceUnits(64)));
  afterAll(() => setSliceUnits(units));

  it('works in many slices, answering as before between them, and ends as a fresh build', () => {
    const { index, docs } = changed();
    expect(index.needsOptimize).toBe(true);
    const before = answers(index);
    const revision = index.revision;
    let slices = 0;
    for (const _ of index.optimizeSteps()) {
      slices++;
      expect(answers(index)).toEqual(before);
    }
    expect(slices).toBeGreaterThan(20);
    expect(index.needsOptimize).toBe(false);
    expect(index.revision).toBe(revision);
    expect(index.memory().topListBytes).toBeGreaterThan(0);
    expect(answers(index)).toEqual(answers(rebuilt(docs)));
  });

  it('never loses an upsert or a delete landing between any two slices', () => {
    const total = [...changed().index.optimizeSteps()].length;
    for (let at = 0; at <= total; at += 3) {
      const { index, docs } = changed();
      const steps = index.optimizeSteps();
      for (let i = 0; i < at; i++) steps.next();
      index.upsert({ ...doc(500), title: 'zaino scarpe' });
      docs.set('d500', { ...doc(500), title: 'zaino scarpe' });
      index.delete('d1');
      docs.delete('d1');
      expect(answers(index)).toEqual(answers(rebuilt(docs)));
      for (const _ of steps);
      expect(index.needsOptimize).toBe(false);
      expect(answers(index)).toEqual(answers(rebuilt(docs)));
    }
  });

  it('builds the lists of the settings in force when they change between slices', () => {
    const { index, docs } = changed();
    const settings = { synonyms: [['scarpe', 'zaino']], fields: { description: { weight: 4 } } };
    const steps = index.optimizeSteps();
    const total = [...changed().index.optimizeSteps()].length;
    for (let i = 0; i < total - 3; i++) steps.next();
    index.setQuerySettings(settings);
    for (const _ of steps);
    expect(index.needsOptimize).toBe(false);
    expect(answers(index)).toEqual(answers(rebuilt(docs, settings)));
  });

  it('has nothing to do on an optimised index, and finishes cleanly if optimised meanwhile', () => {
    const { index, docs } = changed();
    const steps = index.optimizeSteps();
    steps.next();
    index.optimize();
    expect(index.needsOptimize).toBe(false);
    expect([...steps].length).toBeLessThanOrEqual(1);
    expect([...index.optimizeSteps()]).toEqual([]);
    expect(answers(index)).toEqual(answers(rebuilt(docs)));
  });
});
