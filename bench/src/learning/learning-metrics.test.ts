import { describe, expect, it } from 'vitest';
import { groupFigures, maxPositionShift, ndcg10, type QueryScore } from './learning-metrics.js';
import { learningVerdict } from './learning-print.js';

describe('ndcg10', () => {
  const grades = new Map([
    ['a', 3],
    ['b', 2],
    ['c', 0],
  ]);

  it('is 1 for the ideal order and less for any other', () => {
    expect(ndcg10(['a', 'b', 'c'], grades)).toBe(1);
    expect(ndcg10(['b', 'a', 'c'], grades)).toBeLessThan(1);
    expect(ndcg10(['c', 'b', 'a'], grades)).toBeLessThan(ndcg10(['b', 'a', 'c'], grades));
  });

  it('counts only the first 10 positions', () => {
    const deep = [...Array.from({ length: 10 }, (_, i) => `x${i}`), 'a'];
    expect(ndcg10(deep, grades)).toBe(0);
  });
});

describe('groupFigures', () => {
  const scores = new Map<string, QueryScore>([
    ['head', { ndcgStatic: 0.5, ndcgLearned: 0.9 }],
    ['tail', { ndcgStatic: 0.5, ndcgLearned: 0.5 }],
  ]);

  it('weighs searches over repeated queries, and each query once per query', () => {
    const figures = groupFigures(['head', 'head', 'head', 'tail'], scores);
    expect(figures.searches).toBe(4);
    expect(figures.queries).toBe(2);
    expect(figures.ndcgLearned).toBeCloseTo(0.8, 6);
    expect(figures.macroLearned).toBeCloseTo(0.7, 6);
    expect(figures.ndcgStatic).toBe(0.5);
  });

  it('is empty, not NaN, for no searches', () => {
    expect(groupFigures([], scores)).toEqual({
      searches: 0,
      queries: 0,
      ndcgStatic: 0,
      ndcgLearned: 0,
      macroStatic: 0,
      macroLearned: 0,
    });
  });
});

describe('maxPositionShift', () => {
  it('is 0 for the same order and the largest move otherwise', () => {
    expect(maxPositionShift(['a', 'b', 'c'], ['a', 'b', 'c'], 3)).toBe(0);
    expect(maxPositionShift(['a', 'b', 'c', 'd'], ['d', 'a', 'b', 'c'], 4)).toBe(3);
  });

  it('watches only the first positions of either list', () => {
    const before = ['a', 'b', 'c', 'd', 'e'];
    expect(maxPositionShift(before, ['a', 'b', 'c', 'e', 'd'], 2)).toBe(0);
    // 'e' came up into the watched positions from position 5.
    expect(maxPositionShift(before, ['e', 'a', 'b', 'c', 'd'], 2)).toBe(4);
  });

  it('counts a product missing from one list as just past its end', () => {
    expect(maxPositionShift(['a', 'b'], ['c', 'a'], 2)).toBe(2);
  });
});

describe('learningVerdict', () => {
  const targets = { gainWithHistory: 0.08, lossWithoutHistory: 0.005, adversarialShift: 1 };
  const group = (ndcgStatic: number, ndcgLearned: number) => ({
    ...groupFigures([], new Map()),
    ndcgStatic,
    ndcgLearned,
  });

  it('passes a gain at the target, a small loss and a shift of one', () => {
    expect(learningVerdict(group(0.6, 0.68), group(0.7, 0.696), 1, targets)).toEqual({
      gainWithHistory: true,
      lossWithoutHistory: true,
      adversarialShift: true,
    });
  });

  it('misses a smaller gain, a larger loss, a larger or unmeasured shift', () => {
    expect(learningVerdict(group(0.6, 0.67), group(0.7, 0.69), 2, targets)).toEqual({
      gainWithHistory: false,
      lossWithoutHistory: false,
      adversarialShift: false,
    });
    expect(learningVerdict(group(0.6, 0.7), group(0.7, 0.7), null, targets).adversarialShift).toBe(
      false,
    );
  });
});
