import type { FacetProps } from './facet-registry';
import { FacetInnerSearch, FacetShowMore, useFacetValues } from './facet-values';

/**
 * `button-MC` and `button-SC`: values as toggle buttons (`aria-pressed`) in a labelled group. As with
 * checkboxes, pressing a chosen value again drops it, also in single choice.
 */
export function ButtonFacet({ facet, texts, format, onToggle }: FacetProps) {
  const state = useFacetValues(facet);
  return (
    <fieldset class="tv-facet">
      <legend class="tv-facet-title">{facet.label}</legend>
      <FacetInnerSearch facet={facet} texts={texts} state={state} />
      <div class="tv-facet-buttons">
        {state.visible.map((value) => (
          <button
            key={value.value}
            type="button"
            class="tv-value-button"
            aria-pressed={value.selected}
            onClick={() => onToggle(value.value)}
          >
            {value.label} <span class="tv-count">({format.count(value.count)})</span>
          </button>
        ))}
      </div>
      <FacetShowMore texts={texts} state={state} />
    </fieldset>
  );
}
