import { learningKey, type LearnedSignals, type SearchIndex } from '@trova/engine';
import { rng } from './catalogue.js';
import type { BenchQuery, QueryClass } from './queries.js';

/** Products a query entry holds: the server's cap (docs/product/learning.md). */
const PER_QUERY = 50;

/**
 * Learned signals on every product, the load issue 37 sets for `bench:engine -- --learned`: a
 * prior for each one, and an entry for every bench query with its first `PER_QUERY` results
 * (as the static chain ranks them), scored at random so that the learned rule reorders them.
 * Scores come from a fixed seed: runs are comparable.
 *
 * @example
 * index.setLearnedSignals(learnedSignalsFor(index, catalogue, queries));
 */
export function learnedSignalsFor(
  index: SearchIndex,
  docs: readonly { id: string }[],
  queries: Record<QueryClass, BenchQuery[]>,
): LearnedSignals {
  const r = rng(3737);
  const prior = docs.map((d) => [d.id, r()] as const);
  const entries = new Map<string, (readonly [string, number])[]>();
  for (const q of Object.values(queries).flat()) {
    const key = learningKey(q.text);
    if (key === '' || entries.has(key)) continue;
    const { hits } = index.search({ q: q.text, limit: PER_QUERY, highlight: false, facets: [] });
    entries.set(
      key,
      hits.map((h) => [h.id, r()] as const),
    );
  }
  return { queries: [...entries], prior };
}
