import { foldText } from '@trova/engine';
import { suggestionWords, type QuerySuggestion } from './query-suggestions';

/** What a storefront asks of a shop's suggestions (Algolia's query-suggestions index). */
export interface SuggestionsParams {
  query: string;
  page: number;
  hitsPerPage: number;
  highlightPreTag: string;
  highlightPostTag: string;
}

/** One suggestion as `@algolia/autocomplete-plugin-query-suggestions` reads it. */
export interface SuggestionHit {
  objectID: string;
  query: string;
  popularity: number;
  nb_words: number;
  _highlightResult: {
    query: { value: string; matchLevel: 'none' | 'full'; matchedWords: string[] };
  };
}

/** A page of suggestions, with Algolia's paging keys. */
export interface SuggestionsAnswer {
  hits: SuggestionHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
}

/** A stored suggestion with its folded words, computed once when a shop's list is loaded. */
export interface LoadedSuggestion extends QuerySuggestion {
  words: string[];
}

export function loaded(suggestion: QuerySuggestion): LoadedSuggestion {
  return { ...suggestion, words: suggestionWords(suggestion.query) };
}

// Marks stay inside a word here: folding drops them, so word i of the text is word i folded.
const WORD = /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu;
const ESCAPES: Record<string, string> = { '<': '&lt;', '>': '&gt;' };

/**
 * Shoppers wrote these queries: `<` and `>` are escaped, so no page that writes the highlight as
 * HTML runs a tag from them. Nothing else is: `&`, `'` and `"` make no markup in element text,
 * and Autocomplete shows the parts as text, unescaped, where `l&#39;orologio` would show as such
 * (docs/product/algolia-protocol.md#query-suggestions-and-recommendations).
 */
function escapeHtml(text: string): string {
  return text.replace(/[<>]/g, (c) => ESCAPES[c] ?? c);
}

/**
 * For each query word in order, the index of the first unused suggestion word it begins; null
 * when one begins none (docs/product/algolia-protocol.md#query-suggestions-and-recommendations).
 */
function matchWords(queryWords: readonly string[], words: readonly string[]): number[] | null {
  const used: number[] = [];
  for (const queryWord of queryWords) {
    const at = words.findIndex(
      (word, index) => !used.includes(index) && word.startsWith(queryWord),
    );
    if (at < 0) return null;
    used.push(at);
  }
  return used;
}

/** How many characters of `word` fold to at least `folded` units: the highlight's length. */
function originalLength(word: string, folded: number): number {
  let units = 0;
  let length = 0;
  for (const char of word) {
    if (units >= folded) break;
    units += foldText(char).length;
    length += char.length;
  }
  return length;
}

function highlight(
  suggestion: LoadedSuggestion,
  queryWords: readonly string[],
  matched: readonly number[],
  params: SuggestionsParams,
): string {
  const prefixOf = new Map(matched.map((wordIndex, i) => [wordIndex, queryWords[i]?.length ?? 0]));
  let value = '';
  let last = 0;
  let wordIndex = 0;
  for (const match of suggestion.query.matchAll(WORD)) {
    const prefix = prefixOf.get(wordIndex);
    wordIndex += 1;
    if (prefix === undefined) continue;
    const end = match.index + originalLength(match[0], prefix);
    value += escapeHtml(suggestion.query.slice(last, match.index));
    value += `${params.highlightPreTag}${escapeHtml(suggestion.query.slice(match.index, end))}${params.highlightPostTag}`;
    last = end;
  }
  return value + escapeHtml(suggestion.query.slice(last));
}

/**
 * A page of a shop's suggestions for what the shopper typed: those where every word typed begins
 * a word of the suggestion (case and accents aside), those beginning with the typed words in order
 * first, then by popularity. Nothing typed lists every suggestion by popularity.
 *
 * @example
 * matchSuggestions([loaded({ query: 'scarpe rosse', popularity: 9, nbHits: 4 })], { query: 'sca', page: 0, hitsPerPage: 5, highlightPreTag: '<em>', highlightPostTag: '</em>' }).hits[0]?._highlightResult.query.value // '<em>sca</em>rpe rosse'
 */
export function matchSuggestions(
  suggestions: readonly LoadedSuggestion[],
  params: SuggestionsParams,
): SuggestionsAnswer {
  const queryWords = suggestionWords(params.query);
  const matches: { suggestion: LoadedSuggestion; matched: number[]; inOrder: boolean }[] = [];
  for (const suggestion of suggestions) {
    const matched = matchWords(queryWords, suggestion.words);
    if (matched === null) continue;
    const inOrder = matched.every((wordIndex, i) => wordIndex === i);
    matches.push({ suggestion, matched, inOrder });
  }
  // Stable: within each group the stored order (most popular first) stands.
  matches.sort((a, b) => Number(b.inOrder) - Number(a.inOrder));
  const { page, hitsPerPage } = params;
  const slice = matches.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
  return {
    hits: slice.map(({ suggestion, matched }) => ({
      objectID: suggestion.query,
      query: suggestion.query,
      popularity: suggestion.popularity,
      nb_words: suggestion.words.length,
      _highlightResult: {
        query: {
          value: highlight(suggestion, queryWords, matched, params),
          matchLevel: queryWords.length === 0 ? 'none' : 'full',
          matchedWords: queryWords,
        },
      },
    })),
    nbHits: matches.length,
    page,
    nbPages: hitsPerPage > 0 ? Math.ceil(matches.length / hitsPerPage) : 0,
    hitsPerPage,
  };
}
