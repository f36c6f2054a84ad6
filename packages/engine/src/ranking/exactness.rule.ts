import type { QueryRule } from './rule.js';

/**
 * Exact words beat stems and synonyms, which beat prefixes, which beat typo matches
 * (classes 3/2/1/0 summed over words).
 */
export const exactnessRule: QueryRule = {
  scope: 'query',
  name: 'exactness',
  bits: 7,
  value: (ctx, d) => (ctx.hasText ? Math.min(ctx.exact[d]!, 127) : 0),
  constant: (ctx) => (ctx.hasText ? null : 0),
  apply(ctx, cands, n, keys, scale) {
    const e = ctx.exact;
    for (let i = 0; i < n; i++) keys[i]! += scale * Math.min(e[cands[i]!]!, 127);
  },
};
