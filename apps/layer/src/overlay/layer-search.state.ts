import type { SearchBanner, SearchHit, SearchResponse } from '@trova/contracts';
import type { SearchOutcome } from '../search/search-client';
import type { RangeFilter } from '../search/search-query';

/** Number facet → chosen range (price, sliders, "N and up" ratings). */
export type LayerRanges = Readonly<Record<string, RangeFilter>>;

/** One search the overlay asks for; offsets and limits are derived from it and the layout. */
export interface LayerRequest {
  q: string;
  filters: Readonly<Record<string, readonly string[]>>;
  ranges: LayerRanges;
  sortIndex: number;
  offset: number;
  /** Infinite scrolling: the products answered are added below the ones shown. */
  append: boolean;
}

export interface ShownResults {
  request: LayerRequest;
  hits: SearchHit[];
  count: number;
  stats: SearchResponse['stats'];
  didYouMean: string | undefined;
  /** Names this search in the shopper's click event (contracts `searchResponseSchema`). */
  queryID?: string | undefined;
  /** The matching banner campaign's banners (docs/product/layer.md#banners). */
  banners?: SearchBanner[] | undefined;
}

/**
 * idle: nothing asked yet; short: fewer characters than instant results need; waiting: click
 * typing, text not sent yet; loading / ready / error: the newest search's state.
 */
export type SearchStatus = 'idle' | 'short' | 'waiting' | 'loading' | 'ready' | 'error';

export interface LayerSearchState {
  text: string;
  filters: Readonly<Record<string, readonly string[]>>;
  ranges: LayerRanges;
  sortIndex: number;
  status: SearchStatus;
  shown: ShownResults | undefined;
  /** Index of the active option (aria-activedescendant), -1 for none. */
  activeIndex: number;
  /** Sent again by "Try again". */
  lastRequest: LayerRequest | undefined;
}

export type LayerSearchAction =
  | { type: 'typed'; text: string; next: 'search' | 'short' | 'wait' }
  | { type: 'outcome'; outcome: SearchOutcome<LayerRequest> }
  | {
      type: 'filters';
      filters: Readonly<Record<string, readonly string[]>>;
      /** Left out: the ranges chosen stay. */
      ranges?: LayerRanges;
    }
  | { type: 'sort'; sortIndex: number }
  | { type: 'active'; index: number };

export function initialSearchState(text: string, sortIndex: number): LayerSearchState {
  return {
    text,
    filters: {},
    ranges: {},
    sortIndex,
    status: 'idle',
    shown: undefined,
    activeIndex: -1,
    lastRequest: undefined,
  };
}

function withOutcome(
  state: LayerSearchState,
  outcome: SearchOutcome<LayerRequest>,
): LayerSearchState {
  if (outcome.kind === 'loading') {
    return { ...state, status: 'loading', lastRequest: outcome.request };
  }
  if (outcome.kind === 'error') return { ...state, status: 'error' };
  const { request, response } = outcome;
  const previous = state.shown;
  if (request.append && previous) {
    return {
      ...state,
      status: 'ready',
      shown: { ...previous, hits: [...previous.hits, ...response.results] },
    };
  }
  return {
    ...state,
    status: 'ready',
    activeIndex: -1,
    shown: {
      request,
      hits: response.results,
      count: response.results_count,
      stats: response.stats,
      didYouMean: response.didYouMean,
      queryID: response.queryID,
      banners: response.banners,
    },
  };
}

/** The overlay's search state; outcomes come from the search client, newest search only. */
export function layerSearchReducer(
  state: LayerSearchState,
  action: LayerSearchAction,
): LayerSearchState {
  switch (action.type) {
    case 'typed':
      if (action.next === 'short') {
        return { ...state, text: action.text, status: 'short', shown: undefined, activeIndex: -1 };
      }
      if (action.next === 'wait') {
        return { ...state, text: action.text, status: state.shown ? state.status : 'waiting' };
      }
      // A new text is a new search: filters chosen for the previous one may not exist any more.
      return { ...state, text: action.text, filters: {}, ranges: {} };
    case 'outcome':
      return withOutcome(state, action.outcome);
    case 'filters':
      return { ...state, filters: action.filters, ranges: action.ranges ?? state.ranges };
    case 'sort':
      return { ...state, sortIndex: action.sortIndex };
    case 'active': {
      // Card banners are options too (docs/product/layer.md#banners).
      const cards = state.shown?.banners?.filter((banner) => banner.type === 'bannerCard');
      const last = (state.shown?.hits.length ?? 0) + (cards?.length ?? 0) - 1;
      return { ...state, activeIndex: Math.max(-1, Math.min(last, action.index)) };
    }
  }
}
