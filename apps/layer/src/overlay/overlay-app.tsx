import { useCallback, useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { FacetPanel } from '../facets/facet-panel';
import { layerFormat } from '../i18n/layer-format';
import { layerTexts } from '../i18n/layer-texts';
import { useInputTools } from '../input/input-tools';
import type { Device } from '../layout/device';
import { layerBehaviour } from '../layout/layout-decisions';
import { useMerch } from '../merch/use-merch';
import type { OverlayContext, ResultEntry } from '../protocol/layer-protocol';
import { reportClick, useSearchReports } from '../reports/use-search-reports';
import { ResultsPanel } from '../results/results-panel';
import { safeUrl } from '../results/safe-url';
import { sortChoice } from '../search/sort-options';
import { parseSeoFragment } from '../seo/seo-address';
import { useEmptyBox } from '../showcase/use-empty-box';
import { announcement, comboboxKeyAction } from './combobox-keys';
import { OverlayFrame } from './overlay-frame';
import { SearchBox } from './search-box';
import { SortSelect } from './sort-select';
import { themeProperties } from './theme';
import { takeOverTyping } from './typing-takeover';
import { useLayerSearch } from './use-layer-search';

export interface OverlaySession {
  query: string;
  opener: HTMLElement | null;
  searchNow: boolean;
  /** Open on the search of the page's readable address (docs/product/layer.md#seo-friendly-addresses). */
  restore?: boolean;
  /** The shop's box the shopper was typing in (OpenRequest.typing): the overlay takes it over. */
  typing?: HTMLInputElement | HTMLTextAreaElement;
  device: Device;
}

interface Props {
  context: OverlayContext;
  session: OverlaySession;
  onClose: (restoreFocus: boolean) => void;
  fetchImpl?: typeof fetch;
  /** Opens a product page; tests replace it, since a page cannot stub its own location. */
  navigate?: (url: string, newTab: boolean) => void;
}

function goTo(url: string, newTab: boolean): void {
  if (newTab) window.open(url, '_blank', 'noopener');
  else window.location.assign(url);
}

const LIST_ID = 'tv-results';
const optionId = (index: number) => `tv-option-${index}`;

/** The overlay: search box, filters, sort and results inside the layout's frame. */
export function OverlayApp({ context, session, onClose, fetchImpl, navigate = goTo }: Props) {
  const { config } = context;
  const behaviour = useMemo(
    () => layerBehaviour(config.layout, session.device),
    [config, session.device],
  );
  const sort = useMemo(() => sortChoice(config.layout.sort), [config]);
  const texts = useMemo(() => layerTexts(config.language), [config]);
  const format = useMemo(() => layerFormat(config.language), [config]);
  const [restored] = useState(() =>
    session.restore ? parseSeoFragment(config.seo, window.location.hash) : undefined,
  );
  // The shop's box has the keystrokes typed since the loader asked to open: read at first render
  // only, so that the shop's own scripts changing their box later cannot restart the search.
  const [openingText] = useState(() => restored?.q ?? session.typing?.value ?? session.query);
  const search = useLayerSearch({
    context,
    behaviour,
    sort,
    initialText: openingText,
    initialFilters: restored?.filters,
    searchNow: session.searchNow,
    fetchImpl,
  });
  const input = useRef<HTMLInputElement>(null);
  const [filtersOpen, setFiltersOpen] = useState(behaviour.device === 'desktop');
  const { state } = search;
  const focusBox = useCallback(() => input.current?.focus(), []);
  const shown = state.shown;
  const banners = shown?.banners;
  const merch = useMerch(!!config.recommendations || !!banners?.length, context.assetBase);
  // merch.js may have come for banners alone: recommendations only for shops that have some.
  const recommend = (place: 'showcase' | 'noResults', q = '') =>
    merch && config.recommendations ? (
      <merch.Recommendations key={place} context={context} place={place} q={q} />
    ) : null;
  const emptyBox = useEmptyBox({
    config,
    behaviour,
    search,
    texts,
    focusBox,
    recommendations: recommend('showcase'),
  });
  const { runQuery } = emptyBox;
  // While the showcase or icebreaker replaces the results, the listbox is not there to move through.
  // Card banners are options between the products of the first page.
  const hits: ResultEntry[] = emptyBox.active
    ? []
    : merch && banners && !shown.request.offset
      ? merch.withCardBanners(shown.hits, banners)
      : (shown?.hits ?? []);
  useSearchReports(context, shown);

  // Once, when the overlay opens: later renders must not move focus or text.
  const tookOverRef = useRef(false);
  useEffect(() => {
    if (tookOverRef.current || !input.current) return;
    tookOverRef.current = true;
    // Keystrokes that reached the shop's box while the overlay was drawn are taken over with it.
    const typed = takeOverTyping(input.current, restored ? undefined : session.typing);
    if (typed !== undefined) search.type(typed);
  }, [restored, session.typing, search]);

  useEffect(() => {
    if (state.activeIndex < 0) return;
    const root = input.current?.getRootNode() as ShadowRoot | undefined;
    root?.getElementById(optionId(state.activeIndex))?.scrollIntoView?.({ block: 'nearest' });
  }, [state.activeIndex]);

  /** Records the opening of a product; `byLink`: the card's link navigates, not the layer. */
  const openProduct = (entry: ResultEntry | undefined, newTab: boolean, byLink = false) => {
    if (!entry || !shown) return;
    const isHit = 'header' in entry;
    const url = isHit ? safeUrl(entry.data.url, window.location.href) : merch?.bannerLink(entry);
    if (!url) return;
    if (isHit) {
      emptyBox.remember(shown.request.q);
      // Positions count from the first product of the answer's list, across pages.
      const position = shown.request.offset + shown.hits.indexOf(entry) + 1;
      reportClick(context, entry, position, shown.queryID);
    }
    if (!byLink) navigate(url, newTab);
  };

  const tools = useInputTools({
    config,
    device: behaviour.device,
    assetBase: context.assetBase,
    texts,
    shown: state.shown,
    onQuery: runQuery,
    onOpen: (index) => openProduct(shown?.hits[index], false),
    focusBox,
  });

  const onKeyDown = (event: KeyboardEvent) => {
    const action = comboboxKeyAction(event, {
      active: state.activeIndex,
      count: hits.length,
      infinite: behaviour.paging === 'infinite-scrolling',
    });
    if (!action) return;
    event.preventDefault();
    if (action.type === 'activate') search.setActive(action.index);
    else if (action.type === 'load-more') search.loadMore();
    else openProduct(hits[action.index], action.newTab);
  };

  const logo = safeUrl(behaviour.logoUrl, window.location.href);
  const placeholder = safeUrl(config.layout.placeholder, window.location.href);
  const zeroOrNull = config.layout.isZeroOrNull
    ? config.layout.zeroOrNull.trim() || undefined
    : undefined;
  // Filters that found nothing stay on screen, so their chips can undo them.
  const filtered = Object.keys(state.filters).length + Object.keys(state.ranges).length > 0;
  const facets = !emptyBox.active && behaviour.facets && shown && (shown.count > 0 || filtered);
  return (
    <div class="tv-theme" style={themeProperties(config.layout.primaryColor)}>
      <OverlayFrame
        behaviour={behaviour}
        label={texts.dialog}
        opener={session.opener}
        onClose={onClose}
      >
        <div class="tv-header">
          {logo && <img class="tv-logo" src={logo} alt="" />}
          <SearchBox
            inputRef={input}
            text={state.text}
            texts={texts}
            listId={LIST_ID}
            expanded={hits.length > 0}
            activeId={
              hits.length > 0 && state.activeIndex >= 0 ? optionId(state.activeIndex) : undefined
            }
            onText={(text) => search.type(text)}
            onKeyDown={onKeyDown}
            onSubmit={() => runQuery(state.text)}
            onClose={() => onClose(true)}
            tools={tools.buttons}
          />
        </div>
        {tools.message}
        <div class="tv-body">
          {facets && filtersOpen && (
            <div class="tv-side">
              <FacetPanel
                config={config}
                stats={shown.stats}
                count={shown.count}
                selection={state.filters}
                ranges={state.ranges}
                texts={texts}
                format={format}
                onChange={(filters, ranges) => search.setFilters(filters, ranges)}
              />
            </div>
          )}
          <div class="tv-main">
            {tools.panel}
            {emptyBox.view}
            {!emptyBox.active && shown && shown.count > 0 && (
              <div class="tv-toolbar">
                <span class="tv-count-total">
                  {texts.resultCount(format.count(shown.count), shown.count === 1)}
                </span>
                {facets && behaviour.device === 'mobile' && (
                  <button
                    type="button"
                    class="tv-link"
                    aria-expanded={filtersOpen}
                    onClick={() => setFiltersOpen(!filtersOpen)}
                  >
                    {texts.filters}
                  </button>
                )}
                <SortSelect
                  sort={sort}
                  value={state.sortIndex}
                  texts={texts}
                  onChange={(index) => search.setSort(index)}
                />
              </div>
            )}
            {!emptyBox.active && (
              <ResultsPanel
                search={search}
                behaviour={behaviour}
                texts={texts}
                card={{
                  attributes: config.layout.card.configurableAttributes,
                  placeholder,
                  format,
                  base: window.location.href,
                }}
                zeroOrNull={zeroOrNull}
                listId={LIST_ID}
                optionId={optionId}
                entries={hits}
                merch={merch}
                onOpen={(index, newTab) => openProduct(hits[index], newTab)}
                onFollow={(index) => openProduct(hits[index], false, true)}
              />
            )}
            {!emptyBox.active &&
              shown?.count === 0 &&
              state.status !== 'loading' &&
              recommend('noResults', shown.request.q)}
          </div>
        </div>
        <div role="status" class="tv-sr-only">
          {announcement(state, texts, format)}
        </div>
      </OverlayFrame>
    </div>
  );
}
