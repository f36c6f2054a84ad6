import type { FacetType } from '@trova/contracts';
import type { ComponentType } from 'preact';
import type { LayerFormat } from '../i18n/layer-format';
import type { LayerTexts } from '../i18n/layer-texts';
import type { RangeFilter } from '../search/search-query';
import { AlphabeticalFacet } from './alphabetical-facet';
import { ButtonFacet } from './button-facet';
import { LeafsFacet, TreeFacet } from './category-facets';
import { CheckboxFacet } from './checkbox-facet';
import type { FacetView } from './facet-model';
import type { RangeBounds } from './range-steps';
import { RatingFacet } from './rating-facet';
import { SliderFacet } from './slider-facet';

export interface FacetProps {
  facet: FacetView;
  texts: LayerTexts;
  format: LayerFormat;
  /** Unique within the overlay: ids of the facet's own elements start with it. */
  idPrefix: string;
  onToggle: (value: string) => void;
  /** Range facets: the answer's `{ min, max }`. */
  bounds?: RangeBounds | undefined;
  /** Range facets: the range chosen now. */
  range?: RangeFilter | undefined;
  /** Range facets: a new range, or none (the whole range). */
  onRange?: (range: RangeFilter | undefined) => void;
}

export interface FacetRenderer {
  component: ComponentType<FacetProps>;
  /** `values` facets list value counts; `range` facets (sliders) read `{ min, max }` stats. */
  reads: 'values' | 'range';
}

const values = (component: ComponentType<FacetProps>): FacetRenderer => ({
  component,
  reads: 'values',
});

export const SLIDER_RENDERER: FacetRenderer = { component: SliderFacet, reads: 'range' };
export const CHECKBOX_RENDERER = values(CheckboxFacet);

/** One renderer per facet type of the contract (docs/product/layout-design.md#facets). */
export const FACET_RENDERERS: Readonly<Record<FacetType, FacetRenderer>> = {
  'checkbox-MC': CHECKBOX_RENDERER,
  'checkbox-SC': CHECKBOX_RENDERER,
  'button-MC': values(ButtonFacet),
  'button-SC': values(ButtonFacet),
  'alph-MC': values(AlphabeticalFacet),
  'alph-SC': values(AlphabeticalFacet),
  'leafs-MC': values(LeafsFacet),
  'leafs-SC': values(LeafsFacet),
  'tree-MC': values(TreeFacet),
  'tree-SC': values(TreeFacet),
  slider: SLIDER_RENDERER,
  rating: { component: RatingFacet, reads: 'range' },
};

/**
 * The renderer for a facet of this type whose stats are `stats`: when the answer's shape does not
 * fit the type (a number field left as `checkbox-MC`, a `rating` field holding words) the facet is
 * still shown, as a slider or as checkboxes.
 */
export function facetRenderer(type: FacetType, reads: FacetRenderer['reads']): FacetRenderer {
  const own = FACET_RENDERERS[type];
  if (own.reads === reads) return own;
  return reads === 'range' ? SLIDER_RENDERER : CHECKBOX_RENDERER;
}
