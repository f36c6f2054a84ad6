import type { LayerTexts } from '../i18n/layer-texts';

interface Props {
  suggestions: readonly string[];
  texts: LayerTexts;
  onQuery: (query: string) => void;
}

/**
 * The icebreaker: suggested queries before the shopper types (docs/product/layer.md#suggestions).
 * Buttons, not links: each runs the search inside the overlay.
 */
export function IcebreakerList({ suggestions, texts, onQuery }: Props) {
  if (suggestions.length === 0) return null;
  return (
    <section class="tv-block" aria-labelledby="tv-icebreaker-title">
      <h2 id="tv-icebreaker-title" class="tv-block-title">
        {texts.suggestions}
      </h2>
      <ul class="tv-chips">
        {suggestions.map((query) => (
          <li key={query}>
            <button type="button" class="tv-chip" onClick={() => onQuery(query)}>
              {query}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
