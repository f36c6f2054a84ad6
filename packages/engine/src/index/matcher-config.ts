import type { MatcherConfig } from '../query/term-matcher.js';
import { fieldStats } from '../ranking/bm25f.js';
import type { ResolvedSchema } from '../schema.js';

/** Field masks, the weight-rank table and BM25F's field tables, derived once per schema. */
export function matcherConfig(schema: ResolvedSchema): MatcherConfig {
  const fields = schema.searchable;
  const weights = [...new Set(fields.map((f) => f.weight))].sort((a, b) => a - b);
  const rankOf = fields.map((f) => weights.indexOf(f.weight) + 1);
  const rankTable = new Uint8Array(1 << fields.length);
  for (let m = 1; m < rankTable.length; m++) {
    let best = 0;
    for (let f = 0; f < fields.length; f++) if (m & (1 << f)) best = Math.max(best, rankOf[f]!);
    rankTable[m] = best;
  }
  let textMask = 0;
  const typoMask: [number, number, number] = [0, 0, 0];
  fields.forEach((f, i) => {
    if (f.type === 'text') textMask |= 1 << i;
    for (let d = 0; d <= f.typoTolerance; d++) typoMask[d] = typoMask[d]! | (1 << i);
  });
  return {
    schema,
    allMask: (1 << fields.length) - 1,
    textMask,
    typoMask,
    rankTable,
    fields: fieldStats(fields.map((f) => f.weight)),
  };
}
