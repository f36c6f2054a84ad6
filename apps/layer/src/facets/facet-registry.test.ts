import { ALL_FACET_TYPES } from '@trova/contracts';
import { describe, expect, it } from 'vitest';
import { AlphabeticalFacet } from './alphabetical-facet';
import { ButtonFacet } from './button-facet';
import { LeafsFacet, TreeFacet } from './category-facets';
import { CheckboxFacet } from './checkbox-facet';
import { facetRenderer, FACET_RENDERERS } from './facet-registry';
import { RatingFacet } from './rating-facet';
import { SliderFacet } from './slider-facet';

describe('facetRenderer', () => {
  it('draws every facet type of the contract with its own component', () => {
    expect(Object.keys(FACET_RENDERERS).sort()).toEqual([...ALL_FACET_TYPES].sort());
    const component = (type: (typeof ALL_FACET_TYPES)[number], reads: 'values' | 'range') =>
      facetRenderer(type, reads).component;
    expect(component('checkbox-SC', 'values')).toBe(CheckboxFacet);
    expect(component('button-MC', 'values')).toBe(ButtonFacet);
    expect(component('alph-SC', 'values')).toBe(AlphabeticalFacet);
    expect(component('leafs-MC', 'values')).toBe(LeafsFacet);
    expect(component('tree-SC', 'values')).toBe(TreeFacet);
    expect(component('slider', 'range')).toBe(SliderFacet);
    expect(component('rating', 'range')).toBe(RatingFacet);
  });

  it('still shows a facet whose stats do not fit its type: numbers as a slider, words as checkboxes', () => {
    expect(facetRenderer('checkbox-MC', 'range')).toMatchObject({
      component: SliderFacet,
      reads: 'range',
    });
    expect(facetRenderer('rating', 'values')).toMatchObject({
      component: CheckboxFacet,
      reads: 'values',
    });
  });
});
