import { analyzeQuery } from '../query/query-analyzer.js';
import { executeSearch, type SearchState } from '../query/search.js';
import { DEFAULT_TOP_LISTS, listWord, TopLists, type TopListOptions } from '../query/top-lists.js';
import { frequentPrefixes } from './frequent-prefixes.js';
import type { SegmentData } from './segment.js';

/**
 * Top lists for every frequent prefix of `data`, each computed by the exhaustive path itself, so
 * a list answer equals the exhaustive answer by construction. `state` must have no deleted
 * documents and no segment besides `data`.
 */
export function buildTopLists(
  state: SearchState,
  data: SegmentData,
  options: TopListOptions,
): TopLists {
  const size = options.size ?? DEFAULT_TOP_LISTS.size;
  const minPostings = Math.max(1, options.minPostings ?? DEFAULT_TOP_LISTS.minPostings);
  const max = options.maxLists ?? DEFAULT_TOP_LISTS.maxLists;
  const keys = Number.isFinite(minPostings) ? frequentPrefixes(data, minPostings, max) : [];
  const { schema, synonyms } = state;
  const facets = schema.facets.map((f) => f.name);
  const query = { limit: size, facets, maxValuesPerFacet: Infinity };
  return TopLists.build(
    keys,
    size,
    (key) =>
      listWord(analyzeQuery(key, schema, synonyms, true)) === key
        ? executeSearch(state, { ...query, q: key })
        : null,
    state.store,
  );
}
