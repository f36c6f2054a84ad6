import { analyzeQuery } from '../query/query-analyzer.js';
import { executeSearch, type SearchState } from '../query/search.js';
import { DEFAULT_TOP_LISTS, listWord, TopLists, type TopListOptions } from '../query/top-lists.js';
import { frequentPrefixes } from './frequent-prefixes.js';
import type { SegmentData } from './segment.js';
import { drain, type Steps } from './work-steps.js';

/**
 * Top lists for every frequent prefix of `data`, each computed by the exhaustive path itself, so
 * a list answer equals the exhaustive answer by construction. `state` must have no deleted
 * documents and no segment besides `data`.
 *
 * @example
 * const lists = buildTopLists(state, base.data, { minPostings: 256 });
 */
export function buildTopLists(
  state: SearchState,
  data: SegmentData,
  options: TopListOptions,
): TopLists {
  return drain(topListSteps(state, data, options));
}

/**
 * `buildTopLists` in slices of one list each. Every slice searches `state` as it is then: the
 * caller must discard the result if the index changed (documents or settings) between slices.
 */
export function* topListSteps(
  state: SearchState,
  data: SegmentData,
  options: TopListOptions,
): Steps<TopLists> {
  const size = options.size ?? DEFAULT_TOP_LISTS.size;
  const minPostings = Math.max(1, options.minPostings ?? DEFAULT_TOP_LISTS.minPostings);
  const max = options.maxLists ?? DEFAULT_TOP_LISTS.maxLists;
  const keys = Number.isFinite(minPostings) ? frequentPrefixes(data, minPostings, max) : [];
  yield;
  const { schema, synonyms } = state;
  const facets = schema.facets.map((f) => f.name);
  const query = { limit: size, facets, maxValuesPerFacet: Infinity };
  return yield* TopLists.steps(
    keys,
    size,
    (key) =>
      listWord(analyzeQuery(key, schema, synonyms, true)) === key
        ? executeSearch(state, { ...query, q: key })
        : null,
    state.store,
  );
}
