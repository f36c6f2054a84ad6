import { foldText, foldWithOffsets } from '../analysis/normalize.js';
import { EngineError } from '../schema.js';
import { executeSearch, type SearchState } from './search.js';
import type { FacetValueHit, SearchQuery } from './types.js';

/** Runs of letters and digits: the words of a facet value and of a facet query, once folded. */
const WORD = /[\p{L}\p{N}]+/gu;

/**
 * Search for facet values (what a searchable refinement list asks while the shopper types): the
 * values of `facet` counted as `query`'s own facet counts would be (its words, `filters`, with its
 * own facet's filter left out, and `where`), kept when every word of `facetQuery` starts a word of
 * the value, both folded as search text is (`foldText`: case, accents, ß); an empty facet query
 * keeps every value. Ordered by count, then value; at most `limit`. Highlights are the matched
 * word prefixes, as `[start, end)` UTF-16 ranges in the value as returned (a category's value is
 * its '/'-separated path). Throws `EngineError` `facet_unknown_field` for a facet the schema lacks
 * and `facet_not_searchable` for a number facet.
 *
 * @example
 * searchFacetValues(st, { q: 'scarpe' }, 'brand', 'ba', 10);
 * // [{ value: 'New Balance', count: 12, highlights: [[4, 6]] }, { value: 'Bata', count: 3, … }]
 */
export function searchFacetValues(
  st: SearchState,
  query: SearchQuery,
  facet: string,
  facetQuery: string,
  limit: number,
): FacetValueHit[] {
  const field = st.schema.facets.find((f) => f.name === facet);
  if (field === undefined) throw new EngineError('facet_unknown_field', `${facet} is not a facet`);
  if (field.type === 'number') {
    throw new EngineError('facet_not_searchable', `${facet} is a number facet`);
  }
  const max = Math.floor(limit);
  if (!(max > 0)) return [];
  // The search's own candidates: its page is not needed, but the words it keeps required
  // depend on its page size (`relaxBelow` defaults to `limit`), so that default is kept.
  const relaxBelow = query.relaxBelow ?? Math.max(0, Math.floor(query.limit ?? 20));
  const counted = executeSearch(st, {
    ...query,
    facets: [facet],
    maxValuesPerFacet: Infinity,
    offset: 0,
    limit: 0,
    relaxBelow,
    highlight: false,
    explain: false,
  }).facets[facet];
  if (counted === undefined || counted.type === 'number') return [];
  const words = foldText(facetQuery).match(WORD) ?? [];
  const out: FacetValueHit[] = [];
  for (const { value, count } of counted.values) {
    const highlights = prefixHighlights(value, words);
    if (highlights === null) continue;
    out.push({ value, count, highlights });
    if (out.length === max) break;
  }
  return out;
}

/**
 * The ranges of `value`'s words that a query word starts (each word's longest such prefix), or
 * null when a query word starts none of them. Folded offsets map back to the value's own: a
 * prefix ending inside a letter that folds to several (`ß` → `ss`) covers the whole letter.
 */
export function prefixHighlights(
  value: string,
  words: readonly string[],
): [number, number][] | null {
  if (words.length === 0) return [];
  const { folded, offsets } = foldWithOffsets(value);
  const at = (i: number): number => (offsets === null ? i : offsets[i]!);
  const found = new Array<boolean>(words.length).fill(false);
  const ranges: [number, number][] = [];
  for (const m of folded.matchAll(WORD)) {
    let longest = 0;
    words.forEach((w, i) => {
      if (!m[0].startsWith(w)) return;
      found[i] = true;
      longest = Math.max(longest, w.length);
    });
    if (longest === 0) continue;
    let end = m.index + longest;
    while (end < folded.length && end > m.index && at(end) === at(end - 1)) end++;
    ranges.push([at(m.index), at(end)]);
  }
  return found.every(Boolean) ? ranges : null;
}
