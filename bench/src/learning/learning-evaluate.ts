import {
  fullRanking,
  storefrontSearch,
  type Caller,
  type LearningServer,
} from './learning-server.js';
import { ndcg10, type QueryScore } from './learning-metrics.js';
import type { Attack } from './learning-adversary.js';
import type { SimQuery } from './learning-queries.js';

/**
 * The bench's own looks at the rankings: a crawler's agent, so the server flags them `bot` and
 * neither analytics nor learning ever counts them.
 */
export const EVALUATOR: Caller = {
  ip: '192.0.2.200',
  userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
};

/**
 * The first 10 results of each query, as the index ranks them now: read from a page of 100, the
 * same call as the static side's, because the engine's first 10 of a page of 10 can differ from
 * those of a page of 100 among tied products.
 */
export async function topTens(
  server: LearningServer,
  queries: readonly string[],
): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  for (const q of queries) {
    out.set(q, (await storefrontSearch(server, { q, limit: 100 }, EVALUATOR)).ids.slice(0, 10));
  }
  return out;
}

/**
 * Scores each query: the static side's full ranking gives the candidates (every matched product,
 * graded by the hidden preferences) and its first 10; the learned side's first 10 come from
 * `learned`, searched earlier with learning on.
 */
export async function scoreQueries(
  server: LearningServer,
  queries: readonly string[],
  learned: ReadonlyMap<string, readonly string[]>,
  gradesOf: (query: string, candidates: readonly string[]) => Map<string, number>,
): Promise<Map<string, QueryScore>> {
  const scores = new Map<string, QueryScore>();
  for (const q of queries) {
    const ranking = await fullRanking(server, q, EVALUATOR);
    const grades = gradesOf(q, ranking);
    scores.set(q, {
      ndcgStatic: ndcg10(ranking, grades),
      ndcgLearned: ndcg10(learned.get(q) ?? [], grades),
    });
  }
  return scores;
}

/**
 * The attacked queries and their targets, chosen on the static ranking before any traffic: among
 * the most searched queries of the first day with at least 40 results, for each the product of
 * lowest hidden grade at positions 13 to 40 (the deepest on a tie), as a seller pushing an
 * unwanted product would choose.
 */
export async function chooseAttacks(
  server: LearningServer,
  queries: readonly SimQuery[],
  gradeOf: (query: string, productId: string) => number,
  count: number,
): Promise<Attack[]> {
  const attacks: Attack[] = [];
  const candidates = queries.filter((query) => query.startDay === 1).slice(2);
  for (const query of candidates) {
    if (attacks.length >= count) break;
    const ranking = await fullRanking(server, query.text, EVALUATOR, 100);
    if (ranking.length < 40) continue;
    let target = '';
    let lowest = Number.POSITIVE_INFINITY;
    ranking.slice(12, 40).forEach((id) => {
      const grade = gradeOf(query.text, id);
      if (grade <= lowest) {
        lowest = grade;
        target = id;
      }
    });
    attacks.push({ query: query.text, target });
  }
  return attacks;
}
