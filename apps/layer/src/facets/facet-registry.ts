import type { FacetType } from '@trova/contracts';
import type { ComponentType } from 'preact';
import type { LayerFormat } from '../i18n/layer-format';
import type { LayerTexts } from '../i18n/layer-texts';
import { CheckboxFacet } from './checkbox-facet';
import type { FacetView } from './facet-model';

export interface FacetProps {
  facet: FacetView;
  texts: LayerTexts;
  format: LayerFormat;
  /** Unique within the overlay: ids of the facet's own elements start with it. */
  idPrefix: string;
  onToggle: (value: string) => void;
}

export interface FacetRenderer {
  component: ComponentType<FacetProps>;
  /** `values` facets list value counts; `range` facets (sliders) read `{ min, max }` stats. */
  reads: 'values' | 'range';
}

const checkbox: FacetRenderer = { component: CheckboxFacet, reads: 'values' };

/**
 * One renderer per facet type (docs/product/layout-design.md#facets). A new type plugs in here as
 * one component; until then, list types fall back to checkboxes so their filters still work, and
 * range types (slider, rating) are not shown.
 */
export const FACET_RENDERERS: Partial<Record<FacetType, FacetRenderer>> = {
  'checkbox-MC': checkbox,
  'checkbox-SC': checkbox,
};

const LIST_FALLBACK: readonly FacetType[] = [
  'button-MC',
  'button-SC',
  'alph-MC',
  'alph-SC',
  'leafs-MC',
  'leafs-SC',
  'tree-MC',
  'tree-SC',
];

export function facetRenderer(type: FacetType): FacetRenderer | undefined {
  return FACET_RENDERERS[type] ?? (LIST_FALLBACK.includes(type) ? checkbox : undefined);
}
