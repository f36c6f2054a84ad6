import { LEARNED_BITS, type LearnedQuery } from './learned-state.js';
import type { QueryRule, RankingContext } from './rule.js';

/** The learned score of `doc` for this search: its query score, else its prior, else default. */
export function learnedScore(l: LearnedQuery, doc: number): { score: number; fromQuery: boolean } {
  const q = l.entry?.get(doc);
  if (q !== undefined) return { score: q, fromQuery: true };
  const p = l.prior[doc] ?? NaN;
  return { score: p === p ? p : l.priorDefault, fromQuery: false };
}

/** `score` in [0, 1] as one of `steps + 1` equal buckets. */
export function learnedLevel(score: number, steps: number): number {
  return Math.min(steps, Math.floor(score * (steps + 1)));
}

/**
 * What shoppers taught (packages/engine/DESIGN.md, "Learned ranking"): the quantised learned
 * score of the document for this query. Constant (no pass) unless `ctx.learned` is set, which
 * `learnedQuery` does only when learning ranks this search. It orders candidates only: which
 * documents match is decided before it, and the merchandising tiers always precede it.
 */
export const learnedRule: QueryRule = {
  scope: 'query',
  name: 'learned',
  bits: LEARNED_BITS,
  value(ctx: RankingContext, doc: number): number {
    const l = ctx.learned;
    return l === undefined ? 0 : learnedLevel(learnedScore(l, doc).score, l.steps);
  },
  constant(ctx: RankingContext): number | null {
    return ctx.learned === undefined ? 0 : null;
  },
  apply(
    ctx: RankingContext,
    cands: Int32Array,
    n: number,
    keys: Float64Array,
    scale: number,
  ): void {
    const l = ctx.learned!;
    const { prior, priorDefault, scratch, entry, steps } = l;
    const buckets = steps + 1;
    // The query's scores go to a by-document scratch for the pass (a load per candidate instead
    // of a map lookup) and are cleared after it, whatever happens.
    if (entry !== null) for (const [d, s] of entry) scratch[d] = s;
    try {
      for (let i = 0; i < n; i++) {
        const d = cands[i]!;
        let s = scratch[d]!;
        if (s !== s) {
          s = prior[d]!;
          if (s !== s) s = priorDefault;
        }
        keys[i]! += scale * Math.min(steps, Math.floor(s * buckets));
      }
    } finally {
      if (entry !== null) for (const d of entry.keys()) scratch[d] = NaN;
    }
  },
};
