import type { QueryRule } from './rule.js';

/** More query words matched ranks first; at most 31 words are distinguished. */
export const wordsRule: QueryRule = {
  scope: 'query',
  name: 'words',
  bits: 5,
  value: (ctx, d) => (ctx.hasText ? Math.min(ctx.words[d]!, 31) : 0),
  apply(ctx, cands, n, keys) {
    if (!ctx.hasText) {
      for (let i = 0; i < n; i++) keys[i] = keys[i]! * 32;
      return;
    }
    const w = ctx.words;
    for (let i = 0; i < n; i++) keys[i] = keys[i]! * 32 + Math.min(w[cands[i]!]!, 31);
  },
};
