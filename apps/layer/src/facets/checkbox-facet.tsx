import { useState } from 'preact/hooks';
import type { FacetProps } from './facet-registry';

/** Values shown before "Show more". */
export const FACET_VISIBLE_VALUES = 8;

/**
 * `checkbox-MC` and `checkbox-SC`: a fieldset of checkboxes with counts, an inner search when the
 * layout asks for one, and "Show more" past the first values. Single choice keeps checkboxes (not
 * radios) so a chosen value can be unticked.
 */
export function CheckboxFacet({ facet, texts, format, idPrefix, onToggle }: FacetProps) {
  const [expanded, setExpanded] = useState(false);
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLowerCase();
  const matching = needle
    ? facet.values.filter((value) => value.label.toLowerCase().includes(needle))
    : facet.values;
  const visible = expanded ? matching : matching.slice(0, FACET_VISIBLE_VALUES);
  return (
    <fieldset class="tv-facet">
      <legend class="tv-facet-title">{facet.label}</legend>
      {facet.withSearch && (
        <input
          class="tv-facet-search"
          type="search"
          aria-label={`${texts.searchLabel}: ${facet.label}`}
          value={filter}
          onInput={(event) => setFilter(event.currentTarget.value)}
        />
      )}
      <ul class="tv-facet-values">
        {visible.map((value, index) => {
          const id = `${idPrefix}-${index}`;
          return (
            <li key={value.value}>
              <input
                id={id}
                type="checkbox"
                checked={value.selected}
                onChange={() => onToggle(value.value)}
              />
              <label for={id}>
                {value.label} <span class="tv-count">({format.count(value.count)})</span>
              </label>
            </li>
          );
        })}
      </ul>
      {matching.length > FACET_VISIBLE_VALUES && (
        <button
          type="button"
          class="tv-link"
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? texts.showLess : texts.showMore}
        </button>
      )}
    </fieldset>
  );
}
