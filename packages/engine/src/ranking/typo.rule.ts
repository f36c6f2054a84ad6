import type { QueryRule } from './rule.js';

/** Fewer typos (summed over words) ranks first. */
export const typoRule: QueryRule = {
  scope: 'query',
  name: 'typo',
  bits: 5,
  value: (ctx, d) => (ctx.hasText ? 31 - Math.min(ctx.typos[d]!, 31) : 0),
  constant: (ctx) => (!ctx.hasText ? 0 : ctx.anyTypos ? null : 31),
  apply(ctx, cands, n, keys, scale) {
    const t = ctx.typos;
    for (let i = 0; i < n; i++) keys[i]! += scale * (31 - Math.min(t[cands[i]!]!, 31));
  },
};
