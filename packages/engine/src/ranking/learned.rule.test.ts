import { describe, expect, it } from 'vitest';
import {
  compileSignals,
  learnedQuery,
  learnedRankingOf,
  LEARNED_MAX_LEVEL,
} from './learned-state.js';
import { learnedLevel, learnedRule } from './learned.rule.js';
import type { RankingContext } from './rule.js';

const idToDoc = new Map([
  ['a', 0],
  ['b', 1],
  ['c', 2],
]);
const signals = {
  queries: [
    [
      'zaino',
      [
        ['a', 0.9],
        ['b', Number.NaN],
        ['c', 2],
      ],
    ],
  ] as const,
  prior: [
    ['a', 0.2],
    ['b', 0.4],
    ['z', -1],
  ] as const,
  successful: [['zaino', 12]] as const,
};

describe('compiled learned signals', () => {
  const c = compileSignals(signals, idToDoc, 3);

  it('resolves ids to documents, clamps scores and ignores non-finite ones', () => {
    expect(c.queries.get('zaino')).toEqual(
      new Map([
        [0, Math.fround(0.9)],
        [2, 1],
      ]),
    );
    expect([c.prior[0], c.prior[1], c.prior[2]]).toEqual([Math.fround(0.2), Math.fround(0.4), NaN]);
    expect(c.priorById.get('z')).toBe(0);
    expect(c.priorDefault).toBe(Math.fround((0.2 + 0.4 + 0) / 3));
    expect(c.successful.get('zaino')).toBe(12);
  });

  it('quantises by strength, the prior alone at a quarter of the levels', () => {
    expect(learnedRankingOf({ enabled: true, strength: 1, placement: 'after-typo' })).toEqual({
      placement: 'after-typo',
      steps: LEARNED_MAX_LEVEL,
      priorSteps: Math.floor(LEARNED_MAX_LEVEL / 4),
    });
    expect(learnedRankingOf({ enabled: true, strength: 0, placement: 'after-typo' })).toBeNull();
    expect(learnedRankingOf({ enabled: false, strength: 1, placement: 'after-typo' })).toBeNull();
    expect([0, 0.49, 0.5, 0.99, 1].map((s) => learnedLevel(s, 1))).toEqual([0, 0, 1, 1, 1]);
  });

  it('gives the rule inputs only when learning ranks the search', () => {
    const ranking = learnedRankingOf({ enabled: true, strength: 0.5, placement: 'after-typo' });
    const state = { ...c, ranking };
    expect(learnedQuery(state, 'Zaino!', true, true)?.entry).toBe(c.queries.get('zaino'));
    expect(learnedQuery(state, 'borsa', true, true)?.steps).toBe(Math.floor(16 / 4));
    expect(learnedQuery(state, 'zaino', false, true)?.entry).toBeNull();
    expect(learnedQuery(state, 'zaino', true, false)).toBeNull();
    expect(learnedQuery({ ...c, ranking: null }, 'zaino', true, true)).toBeNull();
    expect(learnedQuery(undefined, 'zaino', true, true)).toBeNull();
  });
});

describe('the learned rule', () => {
  const c = compileSignals(signals, idToDoc, 3);
  const ranking = learnedRankingOf({ enabled: true, strength: 1, placement: 'after-typo' });
  const learned = learnedQuery({ ...c, ranking }, 'zaino', true, true)!;
  const ctx = { learned } as unknown as RankingContext;

  it('adds each candidate its level, as value reports it, and leaves its scratch clean', () => {
    const cands = Int32Array.from([2, 0, 1]);
    const keys = new Float64Array(3);
    learnedRule.apply(ctx, cands, 3, keys, 10);
    expect(Array.from(keys)).toEqual([...cands].map((d) => 10 * learnedRule.value(ctx, d)));
    expect(Array.from(keys)).toEqual([310, 280, 120]);
    expect(Array.from(c.scratch).every((x) => Number.isNaN(x))).toBe(true);
    expect(learnedRule.constant(ctx)).toBeNull();
  });

  it('is constant without learned inputs', () => {
    expect(learnedRule.constant({} as RankingContext)).toBe(0);
    expect(learnedRule.value({} as RankingContext, 0)).toBe(0);
  });
});
