import { alphabetGroups } from './alphabet-groups';
import type { FacetProps } from './facet-registry';
import { FacetInnerSearch, FacetShowMore, useFacetValues, ValueCheckbox } from './facet-values';

/**
 * `alph-MC` and `alph-SC`: checkboxes under their initial letter, each letter a labelled group, so
 * long brand lists read like an index. The layout sorts these facets A–Z by default.
 */
export function AlphabeticalFacet({ facet, texts, format, idPrefix, onToggle }: FacetProps) {
  const state = useFacetValues(facet);
  let index = 0;
  return (
    <fieldset class="tv-facet">
      <legend class="tv-facet-title">{facet.label}</legend>
      <FacetInnerSearch facet={facet} texts={texts} state={state} />
      {alphabetGroups(state.visible, facet.sorting === 'DESC').map((group) => {
        const letterId = `${idPrefix}-letter-${group.letter === '#' ? 'other' : group.letter}`;
        return (
          <div key={group.letter} role="group" aria-labelledby={letterId} class="tv-facet-letter">
            <span id={letterId} class="tv-facet-initial">
              {group.letter}
            </span>
            <ul class="tv-facet-values">
              {group.values.map((value) => (
                <ValueCheckbox
                  key={value.value}
                  id={`${idPrefix}-${index++}`}
                  value={value}
                  format={format}
                  onToggle={onToggle}
                />
              ))}
            </ul>
          </div>
        );
      })}
      <FacetShowMore texts={texts} state={state} />
    </fieldset>
  );
}
