import { useEffect, useRef, useState } from 'preact/hooks';
import type { LayerTexts } from '../i18n/layer-texts';
import type { LastSearches } from './use-last-searches';

interface Props {
  searches: LastSearches;
  texts: LayerTexts;
  onQuery: (query: string) => void;
  /** Where focus goes when the block it was in disappears (the search box). */
  onEmptied: () => void;
  /** A message for the live region ("cleared"). */
  onNotice: (message: string) => void;
}

/**
 * The shopper's recent searches: each runs again on a press and has its own remove button; "Clear
 * all" forgets them. Focus moves to the neighbouring remove button (or back to the search box)
 * so keyboard users are not dropped on the page body when the button they pressed disappears.
 */
export function LastSearchesBlock({ searches, texts, onQuery, onEmptied, onNotice }: Props) {
  const list = useRef<HTMLUListElement>(null);
  const [focusIndex, setFocusIndex] = useState(-1);
  const { items } = searches;

  useEffect(() => {
    if (focusIndex < 0) return;
    setFocusIndex(-1);
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>('.tv-remove');
    const next = buttons?.[Math.min(focusIndex, buttons.length - 1)];
    if (next) next.focus();
    else onEmptied();
  }, [focusIndex, onEmptied]);

  if (items.length === 0) return null;
  return (
    <section class="tv-block" aria-labelledby="tv-last-title">
      <div class="tv-block-head">
        <h2 id="tv-last-title" class="tv-block-title">
          {texts.lastSearches}
        </h2>
        <button
          type="button"
          class="tv-link"
          onClick={() => {
            searches.clear();
            onNotice(texts.searchesCleared);
            onEmptied();
          }}
        >
          {texts.clearSearches}
        </button>
      </div>
      <ul class="tv-recent" ref={list}>
        {items.map((query, index) => (
          <li key={query} class="tv-recent-item">
            <button type="button" class="tv-recent-query" onClick={() => onQuery(query)}>
              {query}
            </button>
            <button
              type="button"
              class="tv-remove"
              onClick={() => {
                searches.remove(query);
                setFocusIndex(index);
              }}
            >
              <span aria-hidden="true">×</span>
              <span class="tv-sr-only">{texts.removeSearch(query)}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
