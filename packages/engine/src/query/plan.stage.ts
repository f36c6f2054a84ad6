import { learnedQuery, type LearnedQuery } from '../ranking/learned-state.js';
import { EngineError } from '../schema.js';
import type { Liveness } from './did-you-mean.js';
import { checkWhere } from './filter-expression.js';
import type { SearchState } from './search.js';
import type { Slot } from './query-analyzer.js';
import type { Merchandising, SearchQuery } from './types.js';
import { expandSlots } from './word-splits.js';

/** A sort field resolved to its column: `i` indexes the schema's sortable fields. */
export interface SortKey {
  i: number;
  /** 1 ascending, -1 descending. */
  dir: number;
}

/** What a search will do, decided from the query and the index before any document is read. */
export interface SearchPlan {
  /** The query's words with their splits and joins; empty for a text-less search. */
  slots: readonly Slot[];
  hasText: boolean;
  /** Whole numbers ≥ 0. */
  offset: number;
  limit: number;
  /** Empty: relevance order. */
  sort: readonly SortKey[];
  /** The merchandising in force: null when none was sent, or a sort switched it off. */
  merch: Merchandising | null;
  /** Words become optional below this many full matches (≥ 0). */
  relaxBelow: number;
  explain: boolean;
  live: Liveness;
  /** The learned rule's inputs; null when learning does not rank this search. */
  learned: LearnedQuery | null;
}

/**
 * The first stage: reads the query once into a plan. Invariants: paging is clamped to whole
 * numbers ≥ 0; every sort field is a sortable field of the schema (else `sort_unknown_field` is
 * thrown); a `where` tree is within its bounds (`checkWhere`, else `EngineError`); merchandising
 * sent with a sort is in force only when `applyWhenSorted` asks for it.
 * `analysed` is `analyzeQuery` of this query; its slots get their splits and joins here.
 *
 * @example
 * planSearch(st, { q: 'scarpe', limit: 12.7 }, analysed).limit; // 12
 */
export function planSearch(
  st: SearchState,
  query: SearchQuery,
  analysed: readonly Slot[],
): SearchPlan {
  const { store, schema } = st;
  if (query.where !== undefined) checkWhere(query.where);
  const live = { alive: store.alive, allAlive: store.liveCount === store.size };
  const slots = expandSlots(analysed, st.segments, live, schema.languages);
  const offset = Math.max(0, Math.floor(query.offset ?? 0));
  const limit = Math.max(0, Math.floor(query.limit ?? 20));
  const sort = (query.sort ?? []).map((b) => {
    const i = schema.sortable.findIndex((f) => f.name === b.field);
    if (i < 0) throw new EngineError('sort_unknown_field', `${b.field} is not sortable`);
    return { i, dir: b.order === 'desc' ? -1 : 1 };
  });
  const merch = query.merchandising;
  const inForce = merch !== undefined && (sort.length === 0 || merch.applyWhenSorted === true);
  return {
    slots,
    hasText: slots.length > 0,
    offset,
    limit,
    sort,
    merch: inForce ? merch : null,
    relaxBelow: Math.max(0, query.relaxBelow ?? limit),
    explain: query.explain === true,
    live,
    learned: learnedQuery(st.learned, query.q ?? '', slots.length > 0, query.learning !== false),
  };
}
