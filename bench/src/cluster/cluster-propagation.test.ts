import { describe, expect, it } from 'vitest';
import { percentileMs } from './cluster-propagation.js';

const trials = (values: (number | null)[]) => values.map((ms) => ({ ms }));

describe('percentileMs', () => {
  it('takes the nearest rank', () => {
    const twenty = trials(Array.from({ length: 20 }, (_, i) => (i + 1) * 10));
    expect(percentileMs(twenty, 95)).toBe(190);
    expect(percentileMs(twenty, 50)).toBe(100);
    expect(percentileMs(trials([30, 10, 20]), 95)).toBe(30);
  });

  it('counts a lost trial as slower than any, and answers null when the percentile is lost', () => {
    const some = trials([...Array.from({ length: 19 }, () => 50), null]);
    expect(percentileMs(some, 95)).toBe(50);
    expect(
      percentileMs(trials([...Array.from({ length: 18 }, () => 50), null, null]), 95),
    ).toBeNull();
    expect(percentileMs([], 95)).toBeNull();
  });
});
