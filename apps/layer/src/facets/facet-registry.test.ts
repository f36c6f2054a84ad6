import { ALL_FACET_TYPES } from '@trova/contracts';
import { describe, expect, it } from 'vitest';
import { CheckboxFacet } from './checkbox-facet';
import { facetRenderer } from './facet-registry';

describe('facetRenderer', () => {
  it('draws checkbox facets with the checkbox component', () => {
    expect(facetRenderer('checkbox-MC')).toEqual({ component: CheckboxFacet, reads: 'values' });
    expect(facetRenderer('checkbox-SC')?.component).toBe(CheckboxFacet);
  });

  it('keeps list types working with checkboxes until their own component plugs in', () => {
    for (const type of ['button-MC', 'alph-SC', 'leafs-MC', 'tree-SC'] as const) {
      expect(facetRenderer(type)?.reads).toBe('values');
    }
  });

  it('shows no renderer for range types yet, and knows every facet type of the contract', () => {
    expect(facetRenderer('slider')).toBeUndefined();
    expect(facetRenderer('rating')).toBeUndefined();
    const known = ALL_FACET_TYPES.filter((type) => facetRenderer(type));
    expect(known).toHaveLength(ALL_FACET_TYPES.length - 2);
  });
});
