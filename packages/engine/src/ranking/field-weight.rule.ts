import type { QueryRule } from './rule.js';

/** Words found in heavier fields rank first: sum over words of the best field's weight rank. */
export const fieldWeightRule: QueryRule = {
  scope: 'query',
  name: 'fieldWeight',
  bits: 8,
  value: (ctx, d) => (ctx.hasText ? Math.min(ctx.fieldRank[d]!, 255) : 0),
  constant: (ctx) => (ctx.hasText ? null : 0),
  apply(ctx, cands, n, keys, scale) {
    const f = ctx.fieldRank;
    for (let i = 0; i < n; i++) keys[i]! += scale * Math.min(f[cands[i]!]!, 255);
  },
};
