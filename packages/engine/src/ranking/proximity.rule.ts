import type { QueryRule } from './rule.js';

/** Query words close together (same field, few words apart) rank first. */
export const proximityRule: QueryRule = {
  scope: 'query',
  name: 'proximity',
  bits: 6,
  value: (ctx, d) => (ctx.hasText ? 63 - Math.min(ctx.prox[d]!, 63) : 0),
  apply(ctx, cands, n, keys) {
    if (!ctx.hasText) {
      for (let i = 0; i < n; i++) keys[i] = keys[i]! * 64;
      return;
    }
    const p = ctx.prox;
    for (let i = 0; i < n; i++) keys[i] = keys[i]! * 64 + 63 - Math.min(p[cands[i]!]!, 63);
  },
};
