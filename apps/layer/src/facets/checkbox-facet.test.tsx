// @vitest-environment jsdom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { layerFormat } from '../i18n/layer-format';
import { layerTexts } from '../i18n/layer-texts';
import { CheckboxFacet, FACET_VISIBLE_VALUES } from './checkbox-facet';
import type { FacetView } from './facet-model';

/** Runs an interaction and flushes Preact's renders and effects before the next line. */
const sync = (interaction: () => void) => void act(interaction);

const view = (count: number, edit: Partial<FacetView> = {}): FacetView => ({
  name: 'brand',
  label: 'Brand',
  type: 'checkbox-MC',
  multiple: true,
  isCategory: false,
  withSearch: false,
  sorting: 'results',
  values: Array.from({ length: count }, (_, i) => ({
    value: `Brand ${i}`,
    label: `Brand ${i}`,
    count: 1000 + i,
    selected: i === 1,
  })),
  ...edit,
});

function show(facet: FacetView, onToggle = vi.fn()) {
  render(
    <CheckboxFacet
      facet={facet}
      texts={layerTexts('it')}
      format={layerFormat('it')}
      idPrefix="f"
      onToggle={onToggle}
    />,
    document.body,
  );
  return onToggle;
}

const labels = () => [...document.querySelectorAll('label')].map((l) => l.textContent);

afterEach(() => render(null, document.body));

describe('CheckboxFacet', () => {
  it('is a labelled group of checkboxes with counts, the chosen ones ticked', () => {
    show(view(2));
    expect(document.querySelector('legend')?.textContent).toBe('Brand');
    expect(labels()).toEqual(['Brand 0 (1000)', 'Brand 1 (1001)']);
    const boxes = [...document.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
    expect(boxes.map((box) => box.checked)).toEqual([false, true]);
    expect(document.querySelector('label')?.htmlFor).toBe(boxes[0]?.id);
  });

  it('reports the value the shopper (un)ticks', () => {
    const onToggle = show(view(2));
    document.querySelector<HTMLInputElement>('#f-0')?.click();
    expect(onToggle).toHaveBeenCalledWith('Brand 0');
  });

  it('shows the first values, then all of them on "Show more"', () => {
    show(view(FACET_VISIBLE_VALUES + 3));
    expect(labels()).toHaveLength(FACET_VISIBLE_VALUES);
    const more = document.querySelector<HTMLButtonElement>('button');
    expect(more?.getAttribute('aria-expanded')).toBe('false');
    sync(() => more?.click());
    expect(labels()).toHaveLength(FACET_VISIBLE_VALUES + 3);
    expect(more?.textContent).toBe('Mostra meno');
  });

  it('narrows the values with the inner search when the layout asks for it', () => {
    show(view(12, { withSearch: true }));
    const search = document.querySelector<HTMLInputElement>('input[type="search"]');
    expect(search?.getAttribute('aria-label')).toBe('Cerca in Brand');
    sync(() => {
      if (!search) return;
      search.value = 'brand 1';
      search.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(labels()).toEqual(['Brand 1 (1001)', 'Brand 10 (1010)', 'Brand 11 (1011)']);
  });
});
