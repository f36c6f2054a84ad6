import { countedFacets } from '../schema.js';
import { countBrowseFacets, countFacets } from './facet-counts.js';
import type { FilterGroup } from './filters.js';
import type { Retrieval } from './retrieval.stage.js';
import type { SearchState } from './search.js';
import type { FacetResult, SearchQuery } from './types.js';

/**
 * The facets stage: counts the asked facets (default: every counted one) over the candidates,
 * disjunctively (a facet counts the candidates passing every filter but its own) unless
 * `facetCounting` is `conjunctive` (every filter), pins and ranking aside. A filtered browse
 * counts from its value lists; the counts are the same.
 *
 * @example
 * countResultFacets(st, { facets: ['brand'] }, groups, retrieval).brand; // { type: 'string', values: [...] }
 */
export function countResultFacets(
  st: SearchState,
  query: SearchQuery,
  groups: readonly FilterGroup[],
  { sel, narrow }: Retrieval,
): Record<string, FacetResult> {
  const { store, scratch: s } = st;
  const names = query.facets ?? countedFacets(st.schema);
  const max = query.maxValuesPerFacet ?? 50;
  if (names.length === 0) return {};
  // Conjunctive: no group belongs to a facet, so none is left out of its facet's counts, as
  // `where` is never left out.
  const counted = query.facetCounting === 'conjunctive' ? groups.map(unowned) : groups;
  return narrow === null
    ? countFacets(store, names, counted, sel, s, max)
    : countBrowseFacets(store, names, counted, narrow, s, max);
}

/** The group owned by no facet (a copy; `where` is already). */
function unowned(g: FilterGroup): FilterGroup {
  return g.kind === 'where' ? g : { ...g, facet: -1 };
}
