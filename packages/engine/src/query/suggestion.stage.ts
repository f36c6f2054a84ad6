import type { Selection } from './candidates.js';
import { correctedQuery } from './did-you-mean.js';
import type { SearchPlan } from './plan.stage.js';
import type { SearchState } from './search.js';
import type { SearchQuery, SearchResult } from './types.js';

/**
 * The last stage: a corrected query to offer as `didYouMean`, or null. Asked when a text search
 * found nothing, and when a word that matched nothing was made optional (the shopper still sees
 * results, and may have meant another word). Invariant: a suggestion matches every word, as a
 * strict search (`search`, the whole pipeline) confirms; it runs last, since that search reuses
 * the scratch arrays this one read.
 *
 * @example
 * suggestCorrection(st, plan, sel, 0, query, (q) => executeSearch(st, q)); // 'scarpe'
 */
export function suggestCorrection(
  st: SearchState,
  plan: SearchPlan,
  sel: Selection,
  total: number,
  query: SearchQuery,
  search: (query: SearchQuery) => SearchResult,
): string | null {
  const missedWord = sel.dropped.some((slot) => st.scratch.slotDocs[slot] === 0);
  if ((total !== 0 && !missedWord) || !plan.hasText) return null;
  const fixed = correctedQuery(plan.slots, st.segments, plan.live);
  if (fixed === null) return null;
  const strict = { ...query, q: fixed, limit: 0, facets: [], relaxBelow: 0 };
  return search(strict).total > 0 ? fixed : null;
}
