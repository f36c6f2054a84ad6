import { ndcgAt } from '../relevance/metrics.js';

/** nDCG@10 of one query, on the static chain and with learning. */
export interface QueryScore {
  ndcgStatic: number;
  ndcgLearned: number;
}

/** One group of evaluated queries (with history, or without). */
export interface GroupFigures {
  /** Evaluation-day searches of the group's queries. */
  searches: number;
  /** Distinct queries. */
  queries: number;
  /** Means over the searches (each search counts, so frequent queries weigh more). */
  ndcgStatic: number;
  ndcgLearned: number;
  /** Means over distinct queries (each query counts once). */
  macroStatic: number;
  macroLearned: number;
}

const round4 = (value: number): number => Math.round(value * 10_000) / 10_000;

/**
 * nDCG@10 of a ranked list against the hidden grades of the query's candidates (every product the
 * engine matched: learning only reorders them, so the ideal list is the same on both sides).
 * @example ndcg10(['a', 'b'], new Map([['b', 3]])) // 1 / log2(3)
 */
export function ndcg10(ranked: readonly string[], grades: ReadonlyMap<string, number>): number {
  return ndcgAt(ranked, grades, 10);
}

/**
 * Groups evaluation searches (query texts, repeated as searched) and averages their scores.
 * @example groupFigures(['a', 'a', 'b'], scores) // searches 3, queries 2
 */
export function groupFigures(
  searches: readonly string[],
  scores: ReadonlyMap<string, QueryScore>,
): GroupFigures {
  const scored = searches.filter((query) => scores.has(query));
  const distinct = [...new Set(scored)];
  const mean = (list: readonly string[], pick: (score: QueryScore) => number): number => {
    if (list.length === 0) return 0;
    let sum = 0;
    for (const query of list) {
      const score = scores.get(query);
      if (score) sum += pick(score);
    }
    return round4(sum / list.length);
  };
  return {
    searches: scored.length,
    queries: distinct.length,
    ndcgStatic: mean(scored, (score) => score.ndcgStatic),
    ndcgLearned: mean(scored, (score) => score.ndcgLearned),
    macroStatic: mean(distinct, (score) => score.ndcgStatic),
    macroLearned: mean(distinct, (score) => score.ndcgLearned),
  };
}

/**
 * The largest move of any product among the first `depth` of either list between two orders of
 * the same query: positions are 1-based; a product missing from one list counts as just past
 * its end there (a lower bound of its move).
 * @example maxPositionShift(['a', 'b', 'c'], ['b', 'a', 'c'], 3) // 1
 */
export function maxPositionShift(
  before: readonly string[],
  after: readonly string[],
  depth: number,
): number {
  const at = (list: readonly string[]) => new Map(list.map((id, index) => [id, index + 1]));
  const positionsBefore = at(before);
  const positionsAfter = at(after);
  const watched = new Set([...before.slice(0, depth), ...after.slice(0, depth)]);
  let shift = 0;
  for (const id of watched) {
    const from = positionsBefore.get(id) ?? before.length + 1;
    const to = positionsAfter.get(id) ?? after.length + 1;
    shift = Math.max(shift, Math.abs(from - to));
  }
  return shift;
}
