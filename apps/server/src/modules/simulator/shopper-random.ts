/**
 * The traffic simulator's randomness (docs/product/analytics.md#traffic-simulator): one seeded
 * generator, so the same seed always simulates the same shoppers.
 */
export interface Random {
  /** A number in [0, 1). */
  next(): number;
  /** An integer in [0, max). */
  int(max: number): number;
  /** An integer in [min, max]. */
  between(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** One element of a non-empty list. */
  pick<T>(list: readonly T[]): T;
  /** An index drawn with the given (non-negative, not all zero) weights. */
  weighted(weights: readonly number[]): number;
}

/**
 * A seeded generator (mulberry32): fast, 32-bit state, good enough for simulated shoppers.
 * @example seededRandom(42).int(10) // always the same digit for seed 42
 */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number): number => Math.floor(next() * max);
  return {
    next,
    int,
    between: (min, max) => min + int(max - min + 1),
    chance: (p) => next() < p,
    pick: <T>(list: readonly T[]): T => {
      if (list.length === 0) throw new Error('pick from an empty list');
      return list[int(list.length)] as T;
    },
    weighted: (weights) => {
      const total = weights.reduce((sum, weight) => sum + weight, 0);
      let left = next() * total;
      for (let index = 0; index < weights.length; index++) {
        left -= weights[index] ?? 0;
        if (left < 0) return index;
      }
      return weights.length - 1;
    },
  };
}

/**
 * Draws ranks 0..n-1 with Zipf's law, P(rank k) ∝ 1 / (k + 1)^s: a few queries make most of a
 * shop's searches and a long tail the rest, as in real search logs.
 * @example const zipf = zipfSampler(100); zipf(seededRandom(1)) // 0 most often
 */
export function zipfSampler(n: number, s = 1.05): (random: Random) => number {
  if (n < 1) throw new Error('zipf needs at least one rank');
  const cumulative: number[] = [];
  let total = 0;
  for (let rank = 1; rank <= n; rank++) {
    total += 1 / rank ** s;
    cumulative.push(total);
  }
  return (random) => {
    const target = random.next() * total;
    let low = 0;
    let high = n - 1;
    // First rank whose cumulative weight passes the target.
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((cumulative[middle] ?? total) > target) high = middle;
      else low = middle + 1;
    }
    return low;
  };
}
