import type { RankingRule } from './rule.js';

/**
 * Popularity on a log scale (512 steps per doubling, 14 bits), so that small differences among
 * unpopular products still count while huge values cannot overflow the packed key.
 */
export function popularityLevel(p: number): number {
  return Math.min(16383, Math.floor(Math.log2(1 + p) * 512));
}

/** More popular products (the analytics-fed signal) rank first. */
export const businessRule: RankingRule = {
  name: 'business',
  bits: 14,
  value: (ctx, d) => popularityLevel(ctx.popularity[d]!),
  apply(ctx, cands, n, keys) {
    const p = ctx.popularity;
    for (let i = 0; i < n; i++) {
      const v = p[cands[i]!]!;
      keys[i] = keys[i]! * 16384 + (v === 0 ? 0 : popularityLevel(v));
    }
  },
};
