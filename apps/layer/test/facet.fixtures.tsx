import { render, type ComponentType } from 'preact';
import { act } from 'preact/test-utils';
import { vi } from 'vitest';
import type { FacetValue, FacetView } from '../src/facets/facet-model';
import type { FacetProps } from '../src/facets/facet-registry';
import { layerFormat } from '../src/i18n/layer-format';
import { layerTexts } from '../src/i18n/layer-texts';

/** Runs an interaction and flushes Preact's renders and effects before the next line. */
export const sync = (interaction: () => void) => void act(interaction);

export const facetValue = (value: string, count = 1, selected = false): FacetValue => ({
  value,
  label: value,
  count,
  selected,
});

export const facetView = (values: FacetValue[], edit: Partial<FacetView> = {}): FacetView => ({
  name: 'brand',
  label: 'Brand',
  type: 'checkbox-MC',
  multiple: true,
  isCategory: false,
  withSearch: false,
  sorting: 'results',
  values,
  ...edit,
});

/** Renders one facet component into the body, in English; the caller unmounts in afterEach. */
export function showFacet(
  Facet: ComponentType<FacetProps>,
  facet: FacetView,
  edit: Partial<FacetProps> = {},
) {
  const onToggle = vi.fn<(value: string) => void>();
  const onRange = vi.fn<NonNullable<FacetProps['onRange']>>();
  sync(() =>
    render(
      <Facet
        facet={facet}
        texts={layerTexts('en')}
        format={layerFormat('en')}
        idPrefix="f"
        onToggle={onToggle}
        onRange={onRange}
        {...edit}
      />,
      document.body,
    ),
  );
  return { onToggle, onRange };
}

export const unmount = () => render(null, document.body);

export const texts = (selector: string) =>
  [...document.querySelectorAll(selector)].map((element) => element.textContent);
