import type { RankingRule } from './rule.js';

/** Products in stock rank before those out of stock, as the last tie-breaker. */
export const availabilityRule: RankingRule = {
  name: 'availability',
  bits: 1,
  value: (ctx, d) => ctx.available[d]!,
  apply(ctx, cands, n, keys) {
    const a = ctx.available;
    for (let i = 0; i < n; i++) keys[i] = keys[i]! * 2 + a[cands[i]!]!;
  },
};
