import { useEffect, useLayoutEffect, useMemo, useReducer, useRef } from 'preact/hooks';
import { searchesWhileTyping, type LayerBehaviour } from '../layout/layout-decisions';
import type { OverlayContext } from '../protocol/layer-protocol';
import { createSearchClient } from '../search/search-client';
import { searchUrl } from '../search/search-query';
import type { SortChoice } from '../search/sort-options';
import {
  initialSearchState,
  layerSearchReducer,
  type LayerRanges,
  type LayerRequest,
  type LayerSearchState,
} from './layer-search.state';

export interface LayerSearch {
  state: LayerSearchState;
  type(text: string): void;
  submit(text?: string): void;
  /** Values and ranges chosen in the filters; ranges left out stay as they are. */
  setFilters(filters: Readonly<Record<string, readonly string[]>>, ranges?: LayerRanges): void;
  /** Lists products by filters alone, with an empty text (a showcase category). */
  browse(filters: Readonly<Record<string, readonly string[]>>): void;
  setSort(sortIndex: number): void;
  goToPage(page: number): void;
  loadMore(): void;
  retry(): void;
  setActive(index: number): void;
}

interface Options {
  context: Pick<OverlayContext, 'apiOrigin' | 'previewToken' | 'config' | 'userToken'>;
  behaviour: LayerBehaviour;
  sort: SortChoice;
  /** The text the overlay opens with (the shop's box, or `window.trova.open(query)`). */
  initialText: string;
  /** Filters the overlay opens with (a readable search address). */
  initialFilters?: Readonly<Record<string, readonly string[]>>;
  /** Search the initial text at once, whatever the typing mode. */
  searchNow: boolean;
  fetchImpl?: typeof fetch;
}

/**
 * The overlay's search: typing mode and minimum characters decide when text is sent
 * (docs/product/layout-design.md#desktop-tab); filters, sort and pages search again at once.
 */
export function useLayerSearch(options: Options): LayerSearch {
  const { context, behaviour, sort, initialText, initialFilters, searchNow, fetchImpl } = options;
  const [state, dispatch] = useReducer(layerSearchReducer, undefined, () =>
    initialSearchState(initialText, sort.initial),
  );
  // Actions run from event handlers and read the committed state, not the one they closed over.
  const latestRef = useRef(state);
  useLayoutEffect(() => {
    latestRef.current = state;
  });

  const client = useMemo(
    () =>
      createSearchClient<LayerRequest>({
        fetchImpl,
        url: (request) =>
          searchUrl(context.apiOrigin, context.config.key, {
            q: request.q,
            filters: request.filters,
            ranges: request.ranges,
            sort: sort.options[request.sortIndex]?.entries ?? [],
            offset: request.offset,
            limit: behaviour.pageSize,
            highlight: true,
            previewToken: context.previewToken,
            userToken: context.userToken,
            // The rule the loader's event sender applies (src/layout/device.ts), taken when the
            // overlay opened: a search and the clicks that follow it carry the same device.
            device: behaviour.device,
          }),
        onOutcome: (outcome) => dispatch({ type: 'outcome', outcome }),
      }),
    [context, behaviour.pageSize, behaviour.device, sort, fetchImpl],
  );

  useEffect(() => {
    if (searchNow || searchesWhileTyping(behaviour, initialText)) {
      const filters = initialFilters ?? {};
      if (initialFilters) dispatch({ type: 'filters', filters });
      dispatch({ type: 'typed', text: initialText, next: 'search' });
      client.now({
        q: initialText,
        filters,
        ranges: {},
        sortIndex: sort.initial,
        offset: 0,
        append: false,
      });
    } else if (initialText.trim()) {
      dispatch({
        type: 'typed',
        text: initialText,
        next: behaviour.typing === 'click' ? 'wait' : 'short',
      });
    }
    // A closed overlay's searches must not report into the next one.
    return () => client.cancel();
  }, [client, behaviour, sort, initialText, initialFilters, searchNow]);

  return useMemo(() => {
    const current = () => latestRef.current;
    const searched = (): LayerRequest => {
      const { shown, text, filters, ranges, sortIndex } = current();
      return { q: shown?.request.q ?? text, filters, ranges, sortIndex, offset: 0, append: false };
    };
    const fresh = (q: string): LayerRequest => ({
      q,
      filters: {},
      ranges: {},
      sortIndex: current().sortIndex,
      offset: 0,
      append: false,
    });
    const api: LayerSearch = {
      state,
      type(text) {
        if (behaviour.typing === 'click') {
          dispatch({ type: 'typed', text, next: 'wait' });
        } else if (searchesWhileTyping(behaviour, text)) {
          dispatch({ type: 'typed', text, next: 'search' });
          client.schedule(fresh(text));
        } else {
          client.cancel();
          dispatch({ type: 'typed', text, next: 'short' });
        }
      },
      submit(text = current().text) {
        dispatch({ type: 'typed', text, next: 'search' });
        client.now(fresh(text));
      },
      setFilters(filters, ranges = current().ranges) {
        dispatch({ type: 'filters', filters, ranges });
        client.now({ ...searched(), filters, ranges });
      },
      browse(filters) {
        // 'typed' starts a new search and drops the old filters; the category's come after it.
        dispatch({ type: 'typed', text: '', next: 'search' });
        dispatch({ type: 'filters', filters, ranges: {} });
        client.now({ ...fresh(''), filters });
      },
      setSort(sortIndex) {
        dispatch({ type: 'sort', sortIndex });
        client.now({ ...searched(), sortIndex });
      },
      goToPage(page) {
        const shown = current().shown;
        if (shown) client.now({ ...shown.request, offset: page * behaviour.pageSize });
      },
      loadMore() {
        const { shown, status } = current();
        if (!shown || status === 'loading' || shown.hits.length >= shown.count) return;
        client.now({ ...shown.request, offset: shown.hits.length, append: true });
      },
      retry() {
        const request = current().lastRequest;
        if (request) client.now(request);
      },
      setActive(index) {
        dispatch({ type: 'active', index });
      },
    };
    return api;
  }, [state, client, behaviour]);
}
