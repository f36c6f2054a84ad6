import type { ScoreRule } from './rule.js';

/** Scores are compared (and explained) in thousandths, so what explain shows is what ranked. */
const SCALE = 1000;

/**
 * Term statistics (BM25F) as the final tie-breaker: for each query word, its idf times its
 * saturated pseudo-frequency, which weighs each field holding it by the field's weight and
 * shortness against the field's average. Between products tied on every other rule, the short
 * title that is the thing beats the long one that mentions it, and rarer words count more.
 */
export const bm25Rule: ScoreRule = {
  scope: 'score',
  name: 'bm25',
  value: (ctx, d) => (ctx.termStats === null ? 0 : Math.round(SCALE * ctx.termStats.score(d))),
};
