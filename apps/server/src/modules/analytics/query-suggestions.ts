import { foldText } from '@trova/engine';

/**
 * The rule a shop's query suggestions are built by (docs/product/analytics.md#query-suggestions).
 * Popularity is the number of human search intents that found something over the window; a query
 * must reach every minimum, and the catalogue must still answer it with enough products.
 */
export const QUERY_SUGGESTIONS_RULE = {
  /** Days of rollups counted, up to today. */
  windowDays: 30,
  /** Intents with results at least (one shopper's retyping is one intent). */
  minPopularity: 3,
  /** Products the live index finds for the query at build time, at least. */
  minHits: 3,
  /** Letters and digits in the query, at least. */
  minLetters: 3,
  /** Words in the query, at most: longer ones are sentences, not suggestions. */
  maxWords: 6,
  /** Characters in the query, at most. */
  maxLength: 64,
  /** Suggestions kept a shop. */
  maxSuggestions: 1_000,
} as const;

export type QuerySuggestionsRule = { readonly [K in keyof typeof QUERY_SUGGESTIONS_RULE]: number };

/** One query of the rollups with its popularity over the window. */
export interface QueryCount {
  query: string;
  popularity: number;
}

/** A built suggestion: the query as shoppers wrote it most, its popularity and hits. */
export interface QuerySuggestion {
  query: string;
  popularity: number;
  nbHits: number;
}

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * The words of a query as suggestions compare them: folded like the index (case and accents
 * removed), split on anything that is not a letter or digit.
 * @example suggestionWords('Caffè  Crème!') // ['caffe', 'creme']
 */
export function suggestionWords(query: string): string[] {
  return foldText(query).match(WORD) ?? [];
}

/**
 * Builds a shop's suggestions from its queries' counts: variants that fold to the same words
 * ('Caffè', 'caffe ') are one suggestion, written as its most popular variant, with the variants'
 * popularity summed; then the minimums, the most popular first (ties by query), at most
 * `maxSuggestions`. `hitsOf` counts the live index's products for a query, undefined when the
 * shop has no index (then nothing is suggested: a suggestion must lead somewhere). It is asked
 * only for queries that passed every other minimum, most popular first, until the cap is full.
 *
 * @example
 * await buildSuggestions([{ query: 'scarpe', popularity: 5 }], async () => 12) // [{ query: 'scarpe', popularity: 5, nbHits: 12 }]
 */
export async function buildSuggestions(
  counts: readonly QueryCount[],
  hitsOf: (query: string) => Promise<number | undefined>,
  rule: QuerySuggestionsRule = QUERY_SUGGESTIONS_RULE,
): Promise<QuerySuggestion[]> {
  const groups = new Map<string, { best: QueryCount; popularity: number }>();
  for (const count of counts) {
    const query = count.query.trim().replace(/\s+/g, ' ');
    const words = suggestionWords(query);
    if (words.length === 0 || words.length > rule.maxWords) continue;
    if (query.length > rule.maxLength || words.join('').length < rule.minLetters) continue;
    const key = words.join(' ');
    const group = groups.get(key);
    if (!group) {
      groups.set(key, {
        best: { query, popularity: count.popularity },
        popularity: count.popularity,
      });
      continue;
    }
    group.popularity += count.popularity;
    if (before({ query, popularity: count.popularity }, group.best)) {
      group.best = { query, popularity: count.popularity };
    }
  }
  const ranked = [...groups.values()]
    .map((group) => ({ query: group.best.query, popularity: group.popularity }))
    .filter((entry) => entry.popularity >= rule.minPopularity)
    .sort((a, b) => (before(a, b) ? -1 : 1));
  const built: QuerySuggestion[] = [];
  for (const entry of ranked) {
    if (built.length >= rule.maxSuggestions) break;
    const nbHits = await hitsOf(entry.query);
    if (nbHits === undefined || nbHits < rule.minHits) continue;
    built.push({ ...entry, nbHits });
  }
  return built;
}

/** More popular first, then alphabetical: one total order, so builds are reproducible. */
function before(a: QueryCount, b: QueryCount): boolean {
  if (a.popularity !== b.popularity) return a.popularity > b.popularity;
  return a.query < b.query;
}
