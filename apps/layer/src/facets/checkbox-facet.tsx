import type { FacetProps } from './facet-registry';
import { FacetInnerSearch, FacetShowMore, useFacetValues, ValueCheckbox } from './facet-values';

export { FACET_VISIBLE_VALUES } from './facet-values';

/**
 * `checkbox-MC` and `checkbox-SC`: a fieldset of checkboxes with counts, an inner search when the
 * layout asks for one, and "Show more" past the first values. Single choice keeps checkboxes (not
 * radios) so a chosen value can be unticked.
 */
export function CheckboxFacet({ facet, texts, format, idPrefix, onToggle }: FacetProps) {
  const state = useFacetValues(facet);
  return (
    <fieldset class="tv-facet">
      <legend class="tv-facet-title">{facet.label}</legend>
      <FacetInnerSearch facet={facet} texts={texts} state={state} />
      <ul class="tv-facet-values">
        {state.visible.map((value, index) => (
          <ValueCheckbox
            key={value.value}
            id={`${idPrefix}-${index}`}
            value={value}
            format={format}
            onToggle={onToggle}
          />
        ))}
      </ul>
      <FacetShowMore texts={texts} state={state} />
    </fieldset>
  );
}
