// @vitest-environment jsdom
import type { LayoutFacet, SearchResponse } from '@trova/contracts';
import axe from 'axe-core';
import { render } from 'preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sync, texts } from '../../test/facet.fixtures';
import { stubConfiguration } from '../../test/stub-shop.fixtures';
import { layerFormat } from '../i18n/layer-format';
import { layerTexts } from '../i18n/layer-texts';
import type { LayerRanges } from '../overlay/layer-search.state';
import { FacetPanel } from './facet-panel';

const facet = (name: string, type: LayoutFacet['type'], label: string): LayoutFacet => ({
  name,
  label,
  type,
  active: true,
  isCategory: name === 'categories',
  withSearch: false,
  filterSorting: 'results',
});

const config = () => {
  const base = stubConfiguration({ facets: ['brand', 'categories', 'price', 'rating'] });
  base.layout.facets = [
    facet('brand', 'button-SC', 'Brand'),
    facet('categories', 'tree-MC', 'Category'),
    facet('price', 'slider', 'Price'),
    facet('rating', 'rating', 'Rating'),
  ];
  return base;
};

const stats: SearchResponse['stats'] = {
  brand: { Acme: 4, Zeta: 2 },
  categories: { Shoes: 6, 'Shoes/Running': 4 },
  price: { min: 10, max: 90 },
  rating: { min: 1, max: 5 },
};

function show(
  selection: Readonly<Record<string, readonly string[]>> = {},
  ranges: LayerRanges = {},
) {
  const onChange = vi.fn();
  sync(() =>
    render(
      <FacetPanel
        config={config()}
        stats={stats}
        count={6}
        selection={selection}
        ranges={ranges}
        texts={layerTexts('en')}
        format={layerFormat('en')}
        onChange={onChange}
      />,
      document.body,
    ),
  );
  return onChange;
}

afterEach(() => render(null, document.body));

describe('FacetPanel', () => {
  it('draws each facet with its type’s control, in the layout’s order', () => {
    show();
    expect(texts('.tv-facet-title')).toEqual(['Brand', 'Category', 'Price', 'Rating']);
    expect(document.querySelectorAll('button[aria-pressed]')).toHaveLength(2);
    expect(document.querySelector('button[aria-expanded]')?.textContent).toContain('Shoes');
    expect(document.querySelectorAll('input[type="range"]')).toHaveLength(2);
    expect(document.querySelector('[role="radiogroup"]')).not.toBeNull();
    expect(document.querySelector('.tv-chips')).toBeNull();
  });

  it('sends a pressed value with the ranges kept, and a rating with the values kept', () => {
    const onChange = show({}, { price: { to: 50 } });
    sync(() => document.querySelector<HTMLButtonElement>('button[aria-pressed]')?.click());
    expect(onChange).toHaveBeenLastCalledWith({ brand: ['Acme'] }, { price: { to: 50 } });
    const fourUp = document.querySelectorAll<HTMLInputElement>('input[type="radio"]')[1];
    sync(() => fourUp?.click());
    expect(onChange).toHaveBeenLastCalledWith({}, { price: { to: 50 }, rating: { from: 4 } });
  });

  it('lists the chosen filters as chips that each remove their own filter', () => {
    const onChange = show(
      { brand: ['Acme'], categories: ['Shoes/Running'] },
      { price: { from: 20, to: 60 }, rating: { from: 3 } },
    );
    const chips = [...document.querySelectorAll<HTMLButtonElement>('.tv-chip')];
    expect(chips.map((chip) => chip.textContent)).toEqual([
      'Remove filter Brand: Acme ×',
      'Remove filter Category: Running ×',
      'Remove filter Price: 20.00 – 60.00 ×',
      'Remove filter Rating: 3 stars and up ×',
    ]);
    expect(document.querySelector('.tv-chip-list')?.getAttribute('aria-label')).toBe(
      'Active filters',
    );
    sync(() => chips[2]?.click());
    expect(onChange).toHaveBeenLastCalledWith(
      { brand: ['Acme'], categories: ['Shoes/Running'] },
      { rating: { from: 3 } },
    );
    sync(() => chips[0]?.click());
    expect(onChange).toHaveBeenLastCalledWith(
      { categories: ['Shoes/Running'] },
      { price: { from: 20, to: 60 }, rating: { from: 3 } },
    );
    const clear = [...document.querySelectorAll('button')].find(
      (button) => button.textContent === 'Clear filters',
    );
    sync(() => clear?.click());
    expect(onChange).toHaveBeenLastCalledWith({}, {});
  });

  it('has no accessibility violations axe can find without a layout engine', async () => {
    show({ brand: ['Acme'], categories: ['Shoes/Running'] }, { price: { to: 60 } });
    // jsdom draws nothing, so contrast is left to the Chromium test.
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('shows a dynamic facet in the layout’s dynamic style, with its inner search', () => {
    const base = config();
    base.layout.dynamicFacets = { ...base.layout.dynamicFacets, dynamicType: 'button-MC' };
    base.layout.dynamicFacets.dynamicSearch = true;
    const material = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`M${i}`, 1]));
    const onChange = vi.fn();
    sync(() =>
      render(
        <FacetPanel
          config={base}
          stats={{ material }}
          count={10}
          selection={{}}
          ranges={{}}
          texts={layerTexts('en')}
          format={layerFormat('en')}
          onChange={onChange}
        />,
        document.body,
      ),
    );
    expect(texts('.tv-facet-title')).toEqual(['Material']);
    expect(document.querySelectorAll('button[aria-pressed]')).toHaveLength(8);
    expect(document.querySelector('input[type="search"]')?.getAttribute('aria-label')).toBe(
      'Find in Material',
    );
  });
});
