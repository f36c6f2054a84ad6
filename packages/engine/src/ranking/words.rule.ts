import type { QueryRule } from './rule.js';

/** More query words matched ranks first; at most 31 words are distinguished. */
export const wordsRule: QueryRule = {
  scope: 'query',
  name: 'words',
  bits: 5,
  value: (ctx, d) => (ctx.hasText ? Math.min(ctx.words[d]!, 31) : 0),
  constant: (ctx) => (!ctx.hasText ? 0 : ctx.slots === 1 ? 1 : null),
  apply(ctx, cands, n, keys, scale) {
    const w = ctx.words;
    for (let i = 0; i < n; i++) keys[i]! += scale * Math.min(w[cands[i]!]!, 31);
  },
};
