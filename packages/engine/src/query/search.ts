import type { DocStore } from '../index/doc-store.js';
import type { Segment } from '../index/segment.js';
import type { LearnedState } from '../ranking/learned-signals.js';
import type { ResolvedSchema } from '../schema.js';
import type { BrowseAnswers } from './browse-answers.js';
import { browseSlot, keepAnswer, keptAnswer, rankedDepth } from './browse.stage.js';
import { countResultFacets } from './facets.stage.js';
import { compileFilters } from './filters.js';
import { resolveMerchandising } from './merchandising.js';
import { planSearch } from './plan.stage.js';
import { analyzeQuery, type Slot, type SynonymTable } from './query-analyzer.js';
import { bestCandidates, rankCandidates } from './ranking.stage.js';
import { assembleHits } from './result-assembly.js';
import { retrieveCandidates } from './retrieval.stage.js';
import type { Scratch } from './scratch.js';
import { suggestCorrection } from './suggestion.stage.js';
import type { MatcherConfig } from './term-matcher.js';
import type { SearchQuery, SearchResult } from './types.js';

/** What a search needs from an index; the index guarantees `scratch.capacity >= store.size`. */
export interface SearchState {
  schema: ResolvedSchema;
  store: DocStore;
  segments: readonly Segment[];
  scratch: Scratch;
  matcher: MatcherConfig;
  synonyms: SynonymTable;
  /** Text-less answers of this index state; absent where none may be kept (top-list builds). */
  browse?: BrowseAnswers;
  /** The learned signals in force (`SearchIndex.setLearnedSignals`); absent without any. */
  learned?: LearnedState;
}

/**
 * The exhaustive search, as a pipeline of stages (packages/engine/DESIGN.md, "Query"): plan the
 * query, answer from the browse memo when it can, compile the filters, resolve merchandising to
 * documents, retrieve the candidates, rank them by the chain (merchandising tiers, then
 * relevance), count facets, place pins and assemble the page, keep a text-less answer, and
 * suggest a correction. `analysed`, when given, must be `analyzeQuery` of this query (as
 * `searchTopLists` leaves it).
 *
 * @example
 * executeSearch({ ...data.state(queryState), browse }, { q: 'scarpe ross', limit: 12 }).total;
 */
export function executeSearch(
  st: SearchState,
  query: SearchQuery,
  analysed: readonly Slot[] = analyzeQuery(
    query.q ?? '',
    st.schema,
    st.synonyms,
    query.prefix ?? true,
  ),
): SearchResult {
  const plan = planSearch(st, query, analysed);
  st.scratch.beginQuery();
  const memo = browseSlot(st, plan, query);
  const kept = keptAnswer(st, plan, memo);
  if (kept !== null) return kept;
  const groups = compileFilters(st.store, query.filters ?? {}, query.where);
  const merch = resolveMerchandising(st.store, plan.merch, groups, plan.explain);
  const found = retrieveCandidates(st, plan, groups, merch);
  const order = rankCandidates(st, plan, found, merch.labels);
  const best = bestCandidates(order, rankedDepth(plan, memo));
  const facets = countResultFacets(st, query, groups, found);
  const total = found.sel.nRanked + merch.pins.length;
  const { slots, offset, limit } = plan;
  const hits = assembleHits(st, order, slots, query, best, merch.pins, offset, limit);
  const result: SearchResult = { hits, total, facets };
  keepAnswer(memo, order.ranked, best, result);
  const fixed = suggestCorrection(st, plan, found.sel, total, query, (q) => executeSearch(st, q));
  if (fixed !== null) result.didYouMean = fixed;
  return result;
}
