import { useState } from 'preact/hooks';
import type { LayerTexts } from '../i18n/layer-texts';
import type { FacetValue, FacetView } from './facet-model';

/** Values shown before "Show more". */
export const FACET_VISIBLE_VALUES = 8;

/**
 * The inner search appears only when the layout asks for it and the facet has more values than fit
 * before "Show more": with fewer, a search box would only add noise.
 */
export const hasInnerSearch = (facet: FacetView) =>
  facet.withSearch && facet.values.length > FACET_VISIBLE_VALUES;

export interface FacetValuesState {
  filter: string;
  setFilter: (filter: string) => void;
  expanded: boolean;
  setExpanded: (expanded: boolean) => void;
  /** Values the inner search keeps, in the facet's order. */
  matching: FacetValue[];
  /** The matching values shown now ("Show more" folds the rest). */
  visible: FacetValue[];
}

/** The inner search's text and "Show more" of one facet, shared by every list renderer. */
export function useFacetValues(facet: FacetView, fold = true): FacetValuesState {
  const [expanded, setExpanded] = useState(false);
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLowerCase();
  const matching = needle
    ? facet.values.filter((value) => value.label.toLowerCase().includes(needle))
    : facet.values;
  const visible = expanded || !fold ? matching : matching.slice(0, FACET_VISIBLE_VALUES);
  return { filter, setFilter, expanded, setExpanded, matching, visible };
}

interface SearchProps {
  facet: FacetView;
  texts: LayerTexts;
  state: FacetValuesState;
}

/** The small box filtering a facet's values (docs/product/layout-design.md#facets, inner search). */
export function FacetInnerSearch({ facet, texts, state }: SearchProps) {
  if (!hasInnerSearch(facet)) return null;
  return (
    <>
      <input
        class="tv-facet-search"
        type="search"
        aria-label={texts.facetSearch(facet.label)}
        value={state.filter}
        onInput={(event) => state.setFilter(event.currentTarget.value)}
      />
      {state.matching.length === 0 && <p class="tv-facet-empty">{texts.noValues}</p>}
    </>
  );
}

/** "Show more" / "Show less" when the matching values do not fit. */
export function FacetShowMore({ texts, state }: Omit<SearchProps, 'facet'>) {
  if (state.matching.length <= FACET_VISIBLE_VALUES) return null;
  return (
    <button
      type="button"
      class="tv-link"
      aria-expanded={state.expanded}
      onClick={() => state.setExpanded(!state.expanded)}
    >
      {state.expanded ? texts.showLess : texts.showMore}
    </button>
  );
}

interface CheckboxProps {
  id: string;
  value: FacetValue;
  format: { count(value: number): string };
  onToggle: (value: string) => void;
}

/** One value as a labelled checkbox with its count (checkbox, alphabetical and category facets). */
export function ValueCheckbox({ id, value, format, onToggle }: CheckboxProps) {
  return (
    <li>
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
}
