import { stemsOf } from '../analysis/stemmer.js';
import { analyzeQuery, buildSynonymTable, type SynonymTable } from '../query/query-analyzer.js';
import type { MatcherConfig } from '../query/term-matcher.js';
import { listWord, type TopLists } from '../query/top-lists.js';
import type { LearnedRanking, LearningSettings } from '../ranking/learned-signals.js';
import { learnedRankingOf } from '../ranking/learned-state.js';
import type { ResolvedSchema } from '../schema.js';
import { matcherConfig } from './matcher-config.js';

/** Everything a search derives from the query settings; swapped as one by `setQuerySettings`. */
export interface QueryState {
  schema: ResolvedSchema;
  matcher: MatcherConfig;
  synonyms: SynonymTable;
  /** The learning settings as given (validated), absent: off. */
  learning: LearningSettings | undefined;
  /** How they rank (`learnedRankingOf`); null: learning never ranks. */
  ranking: LearnedRanking | null;
}

export function queryStateOf(schema: ResolvedSchema, learning?: LearningSettings): QueryState {
  return {
    schema,
    matcher: matcherConfig(schema),
    synonyms: buildSynonymTable(schema),
    learning,
    ranking: learnedRankingOf(learning),
  };
}

/** Whether two rankings order every search alike (both off, or the same levels and placement). */
export function sameRanking(a: LearnedRanking | null, b: LearnedRanking | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function sameArray(a: ArrayLike<number>, b: ArrayLike<number>): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * Whether one plain word's exhaustive answer is the same under both states: it reads the
 * settings only through the field-rank table, BM25F's relative field weights, the typo masks and
 * typo lengths (matching, ranking, highlights). Weights scaled alike keep the rank table and the
 * relative weights, so they keep every list.
 */
function samePlainWordAnswers(a: QueryState, b: QueryState): boolean {
  const [ma, mb] = [a.matcher, b.matcher];
  const [la, lb] = [a.schema.typoMinLength, b.schema.typoMinLength];
  return (
    ma.allMask === mb.allMask &&
    ma.textMask === mb.textMask &&
    sameArray(ma.typoMask, mb.typoMask) &&
    sameArray(ma.rankTable, mb.rankTable) &&
    sameArray(ma.fields.weights, mb.fields.weights) &&
    la.one === lb.one &&
    la.two === lb.two
  );
}

/**
 * The top lists still valid once the settings go from `prev` to `next`, and whether they are
 * still every list a rebuild would make. A list answers one plain word (a `listWord`), so:
 * - a change to the rank table, typo masks or typo lengths can change any answer: all go;
 * - a change to the synonym groups (stop words reach one-word queries only through them, since
 *   a query of one stop word keeps it) can turn a key into a word with synonyms, which no list
 *   may answer — the PLAIN path of `searchTopLists` does not analyse: those keys go, the rest
 *   stay, but a key that lost its synonyms has no list until a rebuild (`complete` false);
 * - anything else (stop words outside synonym phrases) leaves every answer as it was.
 *
 * @example
 * const { lists, complete } = listsUnder(index.lists, prev, next);
 */
export function listsUnder(
  lists: TopLists,
  prev: QueryState,
  next: QueryState,
): { lists: TopLists | null; complete: boolean } {
  if (!samePlainWordAnswers(prev, next)) return { lists: null, complete: false };
  const { groups } = next.synonyms;
  if (JSON.stringify(prev.synonyms.groups) === JSON.stringify(groups)) {
    return { lists, complete: true };
  }
  // One word meets a group only through a one-word phrase it equals or shares a stem with
  // (`sameWord` in the analyser); only those few keys need the full analysis.
  const { languages } = next.schema;
  const singles = new Set<string>();
  const singleStems = new Set<string>();
  for (const group of groups) {
    for (const phrase of group) {
      if (phrase.length !== 1) continue;
      singles.add(phrase[0]!);
      for (const s of stemsOf(phrase[0]!, languages)) singleStems.add(s);
    }
  }
  const kept = lists.retain(
    (key) =>
      !(singles.has(key) || stemsOf(key, languages).some((s) => singleStems.has(s))) ||
      listWord(analyzeQuery(key, next.schema, next.synonyms, true)) === key,
  );
  return { lists: kept, complete: false };
}
