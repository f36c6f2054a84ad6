import type { QueryRule } from './rule.js';

/** Query words close together (same field, few words apart) rank first. */
export const proximityRule: QueryRule = {
  scope: 'query',
  name: 'proximity',
  bits: 6,
  value: (ctx, d) => (ctx.hasText ? 63 - Math.min(ctx.prox[d]!, 63) : 0),
  constant: (ctx) => (!ctx.hasText ? 0 : ctx.slots === 1 ? 63 : null),
  apply(ctx, cands, n, keys, scale) {
    const p = ctx.prox;
    for (let i = 0; i < n; i++) keys[i]! += scale * (63 - Math.min(p[cands[i]!]!, 63));
  },
};
