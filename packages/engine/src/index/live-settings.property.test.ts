import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinSchema, splitSchema, type QuerySettings } from '../query-settings.js';
import type { EngineDocument } from '../schema.js';
import {
  docArb,
  queryArb,
  randomSchema,
  settingsArb,
} from '../test-fixtures/random-catalogue.fixture.js';
import { deserializeIndex, serializeIndex } from './index-serializer.js';
import { SearchIndex } from './search-index.js';
import { setSliceUnits } from './work-steps.js';

type Op =
  | { upsert: EngineDocument }
  | { remove: string }
  | { settings: QuerySettings; partial: boolean }
  | { steps: number }
  | { optimize: true };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  docArb.map((d) => ({ upsert: d })),
  fc.integer({ min: 0, max: 30 }).map((n) => ({ remove: `d${n}` })),
  settingsArb.map((s) => ({ settings: s, partial: false })),
  // Changes to synonyms or stop words alone: the ones that keep top lists, or some of them.
  settingsArb.map((s) => ({ settings: { synonyms: s.synonyms ?? [] }, partial: true })),
  settingsArb.map((s) => ({ settings: { stopWords: s.stopWords ?? [] }, partial: true })),
  fc.integer({ min: 1, max: 40 }).map((n) => ({ steps: n })),
  fc.constant({ optimize: true as const }),
);

/** Whole words the lists hold, typed plainly: a stale list would answer them. */
const PLAIN = ['scarpe', 'scarpa', 'corsa', 'corse', 'borsa', 'rosso', 'sc', 'co'].map((q) => ({
  q,
  limit: 6,
}));

const { index: indexPart } = splitSchema(randomSchema);
// Tiny thresholds, so that nearly every prefix has a list and lists run short.
const tiny = { topLists: { minPostings: 1, size: 6 } };

/** The documents an index holds, in index order: a replaced document moves to the end. */
function put(docs: Map<string, EngineDocument>, doc: EngineDocument): void {
  docs.delete(doc.id);
  docs.set(doc.id, doc);
}

/** What a rebuild from scratch answers: the truth the live index must match. */
function rebuilt(docs: Map<string, EngineDocument>, settings: QuerySettings): SearchIndex {
  return SearchIndex.build(joinSchema(indexPart, settings), docs.values(), { topLists: false });
}

describe('query settings applied to a live index', () => {
  // Slices of a few units: optimising a small catalogue takes dozens of slices, so upserts,
  // deletes and settings land in the middle of compactions and list builds.
  let units = 0;
  beforeAll(() => (units = setSliceUnits(16)));
  afterAll(() => setSliceUnits(units));

  it('answer as a rebuild with them would, through deltas, optimisation in slices and reloads', () => {
    fc.assert(
      fc.property(
        fc.array(docArb, { maxLength: 40 }),
        settingsArb,
        fc.array(opArb, { maxLength: 12 }),
        fc.array(queryArb, { minLength: 1, maxLength: 8 }),
        settingsArb,
        (initial, first, ops, queries, last) => {
          const docs = new Map<string, EngineDocument>();
          for (const doc of initial) put(docs, doc);
          const live = SearchIndex.build(joinSchema(indexPart, first), initial, tiny);
          let settings = first;
          let steps: Generator<void, void, void> | null = null;
          const check = (index: SearchIndex): void => {
            const truth = rebuilt(docs, settings);
            for (const q of [...queries, ...PLAIN])
              expect(index.search(q)).toEqual(truth.search(q));
          };
          check(live);
          for (const op of ops) {
            const before = live.revision;
            let moves: boolean;
            if ('upsert' in op) {
              live.upsert(op.upsert);
              put(docs, op.upsert);
              moves = true;
            } else if ('remove' in op) {
              moves = live.delete(op.remove);
              expect(moves).toBe(docs.delete(op.remove));
            } else if ('settings' in op) {
              const old = JSON.stringify(live.querySettings());
              const next = op.partial ? { ...settings, ...op.settings } : op.settings;
              live.setQuerySettings(next);
              settings = next;
              moves = JSON.stringify(live.querySettings()) !== old;
            } else if ('steps' in op) {
              steps ??= live.optimizeSteps();
              for (let i = 0; i < op.steps && steps !== null; i++) {
                if (steps.next().done === true) steps = null;
              }
              moves = false;
            } else {
              live.optimize();
              expect(live.needsOptimize).toBe(false);
              moves = false;
            }
            expect(live.revision !== before).toBe(moves);
            check(live);
          }
          // Whatever was pending finishes on the latest state, with every list back.
          if (steps !== null) for (const _ of steps);
          check(live);
          const bytes = serializeIndex(live);
          const loaded = deserializeIndex(bytes, tiny);
          expect(loaded.querySettings()).toEqual(live.querySettings());
          check(loaded);
          settings = last;
          loaded.setQuerySettings(last);
          check(loaded);
          check(deserializeIndex(bytes, { ...tiny, querySettings: last }));
          live.setQuerySettings(last);
          live.optimize();
          check(live);
        },
      ),
      { numRuns: 120, seed: 17 },
    );
  }, 120_000);
});
