import type { LayerBehaviour } from '../layout/layout-decisions';
import type { LayerTexts } from '../i18n/layer-texts';
import type { LayerSearch } from '../overlay/use-layer-search';
import type { MerchModule, ResultEntry } from '../protocol/layer-protocol';
import { LoadMore } from './load-more';
import { Paginator } from './paginator';
import { ProductOption, type CardSettings } from './product-option';
import { safeUrl } from './safe-url';

interface Props {
  search: LayerSearch;
  behaviour: LayerBehaviour;
  texts: LayerTexts;
  card: CardSettings;
  /** The layout's zero-or-null message, or undefined for the built-in one. */
  zeroOrNull: string | undefined;
  listId: string;
  optionId: (index: number) => string;
  /** The products, with card banners at their slots once merch.js has loaded. */
  entries: readonly ResultEntry[];
  merch: MerchModule | undefined;
  onOpen: (index: number, newTab: boolean) => void;
  /** A product card's link was followed (ProductOption.onFollow). */
  onFollow: (index: number) => void;
}

function NoResults({
  query,
  texts,
  zeroOrNull,
  base,
}: {
  query: string;
  texts: LayerTexts;
  zeroOrNull: string | undefined;
  base: string;
}) {
  // "A message or placeholder" (docs/product/layout-design.md#icebreaker-voice-search-and-empty-results):
  // an image URL is shown as the placeholder image, anything else as text.
  const image =
    zeroOrNull && /\.(png|jpe?g|gif|webp|svg|avif)(\?.*)?$/i.test(zeroOrNull)
      ? safeUrl(zeroOrNull, base)
      : undefined;
  if (image) return <img class="tv-zero-image" src={image} alt={texts.noResults(query)} />;
  return <p class="tv-message">{zeroOrNull ?? texts.noResults(query)}</p>;
}

/** Messages, the results listbox and paging, under the search box. */
export function ResultsPanel({
  search,
  behaviour,
  texts,
  card,
  zeroOrNull,
  listId,
  optionId,
  entries,
  merch,
  onOpen,
  onFollow,
}: Props) {
  const { state } = search;
  const shown = state.shown;
  const busy = state.status === 'loading';
  return (
    <div class="tv-results" aria-busy={busy}>
      {state.status === 'error' && (
        <p class="tv-message tv-error">
          {texts.error}{' '}
          <button type="button" class="tv-link" onClick={() => search.retry()}>
            {texts.retry}
          </button>
        </p>
      )}
      {state.status === 'short' && <p class="tv-message">{texts.minChars(behaviour.minChars)}</p>}
      {state.status === 'waiting' && <p class="tv-message">{texts.pressEnter}</p>}
      {shown?.didYouMean && (
        <p class="tv-message">
          {texts.didYouMean}{' '}
          <button type="button" class="tv-link" onClick={() => search.submit(shown.didYouMean)}>
            {shown.didYouMean}
          </button>
          ?
        </p>
      )}
      {shown && shown.count === 0 && !busy && (
        <NoResults query={shown.request.q} texts={texts} zeroOrNull={zeroOrNull} base={card.base} />
      )}
      {merch && shown?.banners && (
        <merch.ListingBanner banners={shown.banners} device={behaviour.device} />
      )}
      {entries.length > 0 && (
        <ul
          id={listId}
          role="listbox"
          aria-label={texts.results}
          class="tv-list"
          // Clicks on an option must leave focus in the combobox (aria-activedescendant pattern).
          onMouseDown={(event) => event.preventDefault()}
        >
          {entries.map((entry, index) => {
            const common = { id: optionId(index), active: index === state.activeIndex };
            return 'header' in entry ? (
              <ProductOption
                key={`${entry.header.externalId}-${index}`}
                hit={entry}
                card={card}
                onFollow={() => onFollow(index)}
                {...common}
              />
            ) : (
              merch && (
                <merch.CardBanner
                  key={entry.id}
                  banner={entry}
                  device={behaviour.device}
                  onOpen={(newTab: boolean) => onOpen(index, newTab)}
                  {...common}
                />
              )
            );
          })}
        </ul>
      )}
      {shown && behaviour.paging === 'paginator' && (
        <Paginator
          page={Math.floor(shown.request.offset / behaviour.pageSize)}
          pageCount={Math.ceil(shown.count / behaviour.pageSize)}
          texts={texts}
          onPage={(page) => search.goToPage(page)}
        />
      )}
      {shown && behaviour.paging === 'infinite-scrolling' && shown.hits.length < shown.count && (
        <LoadMore
          texts={texts}
          loaded={shown.hits.length}
          busy={busy}
          onMore={() => search.loadMore()}
        />
      )}
    </div>
  );
}
