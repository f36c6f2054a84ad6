import { describe, expect, it } from 'vitest';
import { rng } from '../engine/catalogue.js';
import {
  mergeHistograms,
  percentileUs,
  uncorrect,
  wrkExpectedUs,
  type Histogram,
} from './latency-histogram.js';

/** wrk's `stats_correct` (src/stats.c), on a dense array as wrk keeps it: the naive reference. */
function wrkCorrect(raw: Histogram, expected: number): Histogram {
  const max = raw.at(-1)?.[0] ?? 0;
  const data = new Array<number>(max + 1).fill(0);
  for (const [us, count] of raw) data[us] = count;
  for (let n = expected * 2; n <= max; n++) {
    const count = data[n]!;
    let m = n - expected;
    while (count > 0 && m > expected) {
      data[m]! += count;
      m -= expected;
    }
  }
  return data.flatMap((count, us): Histogram => (count > 0 ? [[us, count]] : []));
}

describe('uncorrect', () => {
  it('gives back the recorded histogram from any wrk-corrected one (property, 300 cases)', () => {
    const r = rng(15);
    for (let trial = 0; trial < 300; trial++) {
      const expected = 1 + Math.floor(r() * 400);
      const values = new Map<number, number>();
      const n = 1 + Math.floor(r() * 40);
      for (let i = 0; i < n; i++) {
        const us = 1 + Math.floor(r() * r() * 5000);
        values.set(us, (values.get(us) ?? 0) + 1 + Math.floor(r() * 5));
      }
      const raw: Histogram = [...values].sort((a, b) => a[0] - b[0]);
      expect(uncorrect(wrkCorrect(raw, expected), expected)).toEqual(raw);
    }
  });

  it('leaves a histogram alone when wrk made no correction', () => {
    expect(uncorrect([[700, 2]], 0)).toEqual([[700, 2]]);
  });
});

describe('wrkExpectedUs', () => {
  it('is the run over the requests each connection made, in whole microseconds', () => {
    expect(wrkExpectedUs(5_000_000, 10_000, 32)).toBe(Math.floor(5_000_000 / 312));
    expect(wrkExpectedUs(5_000_000, 10, 32)).toBe(0);
  });
});

describe('percentileUs and mergeHistograms', () => {
  it('reads the nearest rank of the merged requests', () => {
    const merged = mergeHistograms([
      [[1000, 60]],
      [
        [1000, 39],
        [9000, 1],
      ],
    ]);
    expect(merged).toEqual([
      [1000, 99],
      [9000, 1],
    ]);
    expect(percentileUs(merged, 50)).toBe(1000);
    expect(percentileUs(merged, 99)).toBe(1000);
    expect(percentileUs(merged, 100)).toBe(9000);
    expect(percentileUs([], 99)).toBe(0);
  });
});
