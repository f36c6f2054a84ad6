import type { QueryRule } from './rule.js';

/** Fewer typos (summed over words) ranks first. */
export const typoRule: QueryRule = {
  scope: 'query',
  name: 'typo',
  bits: 5,
  value: (ctx, d) => (ctx.hasText ? 31 - Math.min(ctx.typos[d]!, 31) : 0),
  apply(ctx, cands, n, keys) {
    if (!ctx.hasText) {
      for (let i = 0; i < n; i++) keys[i] = keys[i]! * 32;
      return;
    }
    const t = ctx.typos;
    for (let i = 0; i < n; i++) keys[i] = keys[i]! * 32 + 31 - Math.min(t[cands[i]!]!, 31);
  },
};
