import { BROWSE_DEPTH, browseKey, type BrowseAnswers } from './browse-answers.js';
import type { SearchPlan } from './plan.stage.js';
import type { SearchState } from './search.js';
import type { SearchQuery, SearchResult } from './types.js';

/** Where a search's answer is kept between searches of one index state. */
export interface BrowseSlot {
  answers: BrowseAnswers;
  key: string;
}

/**
 * The memo slot of a search whose answer depends only on the documents, filters, sort, counted
 * facets and whether learning ranks it: no words, no merchandising in force, no explanation.
 * Null for any other search, and where the state keeps no answers (top-list builds).
 */
export function browseSlot(
  st: SearchState,
  plan: SearchPlan,
  query: SearchQuery,
): BrowseSlot | null {
  if (plan.hasText || plan.merch !== null || plan.explain || st.browse === undefined) return null;
  // While learning ranks, `learning: false` asks for another order: kept apart.
  const apart = query.learning === false && (st.learned?.ranking ?? null) !== null;
  return { answers: st.browse, key: `${apart ? 'static|' : ''}${browseKey(query)}` };
}

/** The kept answer for this page, or null when there is none (or it is not deep enough). */
export function keptAnswer(
  st: SearchState,
  plan: SearchPlan,
  slot: BrowseSlot | null,
): SearchResult | null {
  return slot === null ? null : slot.answers.read(slot.key, st.store, plan.offset, plan.limit);
}

/**
 * How many ranked documents to find: the page's end, or with a memo slot at least
 * `BROWSE_DEPTH`, so the kept answer serves the next pages too.
 */
export function rankedDepth(plan: SearchPlan, slot: BrowseSlot | null): number {
  const end = plan.offset + plan.limit;
  return slot === null ? end : Math.max(end, BROWSE_DEPTH);
}

/**
 * Keeps a computed text-less answer in its slot (none: nothing to do): the documents of `best`
 * (candidate indices into `ranked`, at least `rankedDepth` deep), the total and the facets.
 */
export function keepAnswer(
  slot: BrowseSlot | null,
  ranked: Int32Array,
  best: readonly number[],
  { total, facets }: SearchResult,
): void {
  slot?.answers.keep(
    slot.key,
    Int32Array.from(best, (i) => ranked[i]!),
    total,
    facets,
  );
}
