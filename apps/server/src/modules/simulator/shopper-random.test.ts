import { describe, expect, it } from 'vitest';
import { seededRandom, zipfSampler } from './shopper-random';

describe('seededRandom', () => {
  it('repeats itself for one seed and differs between seeds', () => {
    const draw = (seed: number) => {
      const random = seededRandom(seed);
      return Array.from({ length: 20 }, () => random.next());
    };
    expect(draw(7)).toEqual(draw(7));
    expect(draw(7)).not.toEqual(draw(8));
    for (const value of draw(9)) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });

  it('keeps between, int and weighted inside their bounds', () => {
    const random = seededRandom(3);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const value = random.between(2, 5);
      seen.add(value);
      expect(random.int(3)).toBeLessThan(3);
      expect(random.weighted([0, 1, 0])).toBe(1);
    }
    expect([...seen].sort()).toEqual([2, 3, 4, 5]);
  });
});

describe('zipfSampler', () => {
  it('draws the head far more often than the tail, in falling order', () => {
    const random = seededRandom(11);
    const zipf = zipfSampler(50);
    const counts = new Array<number>(50).fill(0);
    for (let i = 0; i < 20_000; i++) {
      const rank = zipf(random);
      counts[rank] = (counts[rank] ?? 0) + 1;
    }
    const [first = 0, second = 0, third = 0] = counts;
    expect(first).toBeGreaterThan(second);
    expect(second).toBeGreaterThan(third);
    // Rank 1 against rank 10: about 10^1.05 ≈ 11 times as often.
    const ratio = first / (counts[9] ?? 1);
    expect(ratio).toBeGreaterThan(6);
    expect(ratio).toBeLessThan(20);
    expect(counts.every((count) => count > 0)).toBe(true);
  });
});
