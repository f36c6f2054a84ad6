import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SearchIndex } from '../index/search-index.js';
import {
  LEARNING_PLACEMENTS,
  learningKey,
  type LearnedSignals,
  type LearningSettings,
} from '../ranking/learned-signals.js';
import {
  REF_BRANDS,
  REF_TAGS,
  REF_WORDS,
  refSchema,
  type RefDoc,
} from '../test-fixtures/reference-search.fixture.js';
import type { Hit, SearchQuery } from './types.js';

// The reference, from packages/engine/DESIGN.md ("Learned ranking"): the static order (the same
// index with `learning: false`) re-sorted by the merchandising tier, then the static rules with
// the learned level inserted at its placement; a stable sort keeps the static order (document
// number last) among full ties.
const STATIC = ['words', 'typo', 'proximity', 'fieldWeight', 'exactness', 'business'];
const AFTER = { 'after-typo': 'typo', 'after-exactness': 'exactness' } as const;

function chainOf(placement: LearningSettings['placement']): string[] {
  const all = [...STATIC, 'availability', 'bm25'];
  const after = placement === 'after-availability' ? 'availability' : AFTER[placement];
  const at = all.indexOf(after) + 1;
  return [...all.slice(0, at), 'learned', ...all.slice(at)];
}

function levelOf(id: string, q: string, signals: LearnedSignals, s: LearningSettings): number {
  const steps = s.enabled ? Math.round(s.strength * 31) : 0;
  const key = learningKey(q);
  const entry = key === '' ? undefined : signals.queries.find(([k]) => k === key)?.[1];
  const prior = new Map(signals.prior);
  const mean = prior.size === 0 ? 0 : [...prior.values()].reduce((a, b) => a + b, 0) / prior.size;
  const levels = entry === undefined ? Math.floor(steps / 4) : steps;
  const own = entry?.find(([pid]) => pid === id)?.[1];
  const score = Math.fround(own ?? prior.get(id) ?? Math.fround(mean));
  return Math.min(levels, Math.floor(score * (levels + 1)));
}

const TIER = { boost: 2, bury: 0 } as const;
const tierOf = (h: Hit): number =>
  h.explain!.placedBy === 'boost' || h.explain!.placedBy === 'bury' ? TIER[h.explain!.placedBy] : 1;

function reference(
  index: SearchIndex,
  query: SearchQuery,
  signals: LearnedSignals,
  settings: LearningSettings,
): string[] {
  const all = index.search({
    ...query,
    limit: 1000,
    relaxBelow: 6,
    explain: true,
    learning: false,
  }).hits;
  const chain = chainOf(settings.placement);
  const row = (h: Hit): number[] => {
    const rules: Record<string, number> = {
      ...h.explain!.rules,
      learned: levelOf(h.id, query.q ?? '', signals, settings),
    };
    return [tierOf(h), ...chain.map((name) => rules[name]!)];
  };
  const rows = new Map(all.map((h) => [h.id, row(h)]));
  const order = [...all].sort((a, b) => {
    const [ra, rb] = [rows.get(a.id)!, rows.get(b.id)!];
    for (let i = 0; i < ra.length; i++) if (ra[i] !== rb[i]) return rb[i]! - ra[i]!;
    return 0;
  });
  return order.map((h) => h.id);
}

const ids = Array.from({ length: 12 }, (_, n) => `d${n}`);
const idArb = fc.constantFrom(...ids);
const words = (min: number, max: number): fc.Arbitrary<string> =>
  fc
    .array(fc.constantFrom(...REF_WORDS), { minLength: min, maxLength: max })
    .map((w) => w.join(' '));
const docArb: fc.Arbitrary<RefDoc> = fc.record({
  id: idArb,
  title: words(1, 3),
  brand: fc.constantFrom(...REF_BRANDS),
  description: words(0, 3),
  tags: fc.subarray(REF_TAGS),
  popularity: fc.integer({ min: 0, max: 2 }),
  stock: fc.integer({ min: 0, max: 1 }),
});
// Few distinct scores, among them bucket edges, so levels tie and differ by one.
const scoreArb = fc.constantFrom(0, 0.1, 0.25, 0.5, 0.51, 0.74, 0.75, 1);
const scoresArb = fc.uniqueArray(fc.tuple(idArb, scoreArb), {
  selector: ([id]) => id,
  maxLength: 8,
});
const qArb = fc.oneof(fc.constant(''), fc.constantFrom(...REF_WORDS), words(2, 2));
const signalsArb: fc.Arbitrary<LearnedSignals> = fc.record({
  queries: fc.uniqueArray(
    fc.tuple(
      qArb.filter((q) => q !== ''),
      scoresArb,
    ),
    {
      selector: ([k]) => k,
      maxLength: 4,
    },
  ),
  prior: scoresArb,
});
const settingsArb: fc.Arbitrary<LearningSettings> = fc.record({
  enabled: fc.constantFrom(true, true, false),
  strength: fc.constantFrom(0, 0.1, 0.5, 1),
  placement: fc.constantFrom(...LEARNING_PLACEMENTS),
});
type Op = { upsert: RefDoc } | { delete: string } | 'optimize' | 'signals' | 'settings';
const opArb: fc.Arbitrary<Op> = fc.oneof(
  docArb.map((upsert) => ({ upsert })),
  idArb.map((id) => ({ delete: id })),
  fc.constantFrom<Op>('optimize', 'signals', 'settings'),
);
const queryArb: fc.Arbitrary<SearchQuery> = fc.record(
  {
    q: qArb,
    merchandising: fc.record({
      boost: fc.subarray(ids, { maxLength: 2 }),
      bury: fc.subarray(ids, { maxLength: 2 }),
    }),
    learning: fc.constantFrom(true, false),
  },
  { requiredKeys: ['q'] },
);

describe('learned ranking against a naive reference', () => {
  it('orders every search as the chain with the learned level at its placement', () => {
    fc.assert(
      fc.property(
        fc.array(docArb, { minLength: 1, maxLength: 12 }),
        signalsArb,
        settingsArb,
        // Signals and settings in force earlier: what the top lists may have been ranked with.
        fc.tuple(signalsArb, fc.option(settingsArb, { nil: undefined })),
        fc.array(opArb, { maxLength: 6 }),
        fc.constantFrom(true, true, false),
        fc.array(queryArb, { minLength: 1, maxLength: 6 }),
        (docs, signals, settings, [before, earlier], ops, settle, queries) => {
          const index = SearchIndex.build(refSchema([3, 2, 1]), docs, {
            topLists: { minPostings: 2, size: 6 },
          });
          index.setQuerySettings({ ...index.querySettings(), learning: earlier ?? settings });
          index.setLearnedSignals(before);
          for (const op of ops) {
            if (op === 'optimize') index.optimize();
            else if (op === 'signals') index.setLearnedSignals(null);
            else if (op === 'settings')
              index.setQuerySettings({ ...index.querySettings(), learning: settings });
            else if ('upsert' in op) index.upsert(op.upsert);
            else index.delete(op.delete);
          }
          if (settle) index.optimize(); // lists ranked as then, before the change
          index.setLearnedSignals(signals);
          index.setQuerySettings({ ...index.querySettings(), learning: settings });
          for (const pass of [0, 1]) {
            if (pass === 1) index.optimize(); // top lists ranked with the signals answer too
            // Plain words too: what top lists answer.
            for (const query of [...queries, ...REF_WORDS.map((q): SearchQuery => ({ q }))]) {
              const got = index.search({ ...query, limit: 6, relaxBelow: 6 });
              const off = query.learning === false;
              const expected = reference(
                index,
                query,
                signals,
                off ? { ...settings, enabled: false } : settings,
              );
              expect(got.hits.map((h) => h.id)).toEqual(expected.slice(0, 6));
              expect(got.total).toBe(expected.length);
            }
          }
        },
      ),
      { numRuns: 80, seed: 37 },
    );
  });
});
