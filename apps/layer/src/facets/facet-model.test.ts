import type { LayerConfiguration, LayoutFacet } from '@trova/contracts';
import { describe, expect, it } from 'vitest';
import { stubConfiguration } from '../../test/stub-shop.fixtures';
import { facetSpecs, facetView, isRangeStats, toggleValue } from './facet-model';

const facet = (name: string, edit: Partial<LayoutFacet> = {}): LayoutFacet => ({
  name,
  label: '',
  type: 'checkbox-MC',
  active: true,
  isCategory: false,
  withSearch: false,
  filterSorting: 'results',
  ...edit,
});

function config(facets: LayoutFacet[], edit: Partial<LayerConfiguration> = {}): LayerConfiguration {
  const base = stubConfiguration(edit);
  return { ...base, layout: { ...base.layout, facets } };
}

describe('facetSpecs', () => {
  it('follows the layout’s order, drops inactive facets and appends setup facets it does not list', () => {
    const specs = facetSpecs(
      config([facet('color'), facet('size', { active: false }), facet('brand')], {
        facets: ['brand', 'color', 'size', 'material'],
      }),
      {},
      10,
    );
    expect(specs.map((spec) => [spec.name, spec.type])).toEqual([
      ['color', 'checkbox-MC'],
      ['brand', 'checkbox-MC'],
      ['material', 'checkbox-MC'],
    ]);
  });

  it('labels with uploaded labels first, then the layout’s, then a default title', () => {
    const specs = facetSpecs(
      config(
        [facet('brand', { label: 'Marca' }), facet('color', { label: 'Colore' }), facet('size')],
        {
          labels: { brand: 'Brand (uploaded)' },
          facets: ['brand', 'color', 'size'],
        },
      ),
      {},
      10,
    );
    expect(specs.map((spec) => spec.label)).toEqual(['Brand (uploaded)', 'Colore', 'Size']);
  });

  it('titles facets without an owner’s label in the layer’s language, never by the raw field name', () => {
    const facets = [
      facet('brand', { label: 'brand' }),
      facet('categories', { isCategory: true, type: 'tree-MC' }),
      facet('price', { type: 'slider' }),
      facet('customLabel0', { label: ' customLabel0 ' }),
    ];
    const names = facets.map((one) => one.name);
    const titles = (language: string) =>
      facetSpecs(config(facets, { language, facets: names }), {}, 10).map((spec) => spec.label);
    expect(titles('it')).toEqual(['Marca', 'Categorie', 'Prezzo', 'Custom label 0']);
    expect(titles('en')).toEqual(['Brand', 'Categories', 'Price', 'Custom label 0']);
    // Dynamic facets (from the answer's stats) too.
    const dynamic = facetSpecs(
      config([], { language: 'it', facets: [] }),
      { material: { Lana: 2, Seta: 1 } },
      9,
    );
    expect(dynamic.map((spec) => spec.label)).toEqual(['Materiale']);
  });

  it('adds dynamic facets from the stats in the dynamic style, only when they narrow the results', () => {
    const base = config([facet('brand')], { facets: ['brand'] });
    base.layout.dynamicFacets = { ...base.layout.dynamicFacets, dynamicType: 'checkbox-SC' };
    const specs = facetSpecs(
      base,
      {
        brand: { Acme: 3 },
        material: { Cotton: 2, Wool: 1 },
        season: { All: 3 },
        price: { min: 1, max: 9 },
      },
      3,
    );
    expect(specs.map((spec) => [spec.name, spec.type])).toEqual([
      ['brand', 'checkbox-MC'],
      ['material', 'checkbox-SC'],
    ]);
  });
});

describe('facetSpecs category levels', () => {
  it('hands category facets the layout’s category levels', () => {
    const base = config(
      [facet('categories', { isCategory: true, type: 'tree-MC' }), facet('brand')],
      {
        facets: ['categories', 'brand'],
      },
    );
    base.layout.categoryLevel = { level: 2, choiceList: [], list: ['first', 'last'] };
    const specs = facetSpecs(base, {}, 1);
    expect(specs.map((spec) => spec.categoryLevels)).toEqual([['first', 'last'], undefined]);
  });
});

describe('facetView', () => {
  const spec = (sorting: 'results' | 'ASC' | 'DESC', isCategory = false) => ({
    name: isCategory ? 'categories' : 'brand',
    label: 'Brand',
    type: 'checkbox-MC' as const,
    isCategory,
    withSearch: false,
    sorting,
  });

  it('sorts values by results, then alphabetically ascending or descending', () => {
    const stats = { brand: { Beta: 2, alpha: 5, Gamma: 2 } };
    const values = (sorting: 'results' | 'ASC' | 'DESC') =>
      facetView(spec(sorting), stats, {}).values.map((v) => v.value);
    expect(values('results')).toEqual(['alpha', 'Beta', 'Gamma']);
    expect(values('ASC')).toEqual(['alpha', 'Beta', 'Gamma']);
    expect(values('DESC')).toEqual(['Gamma', 'Beta', 'alpha']);
  });

  it('marks chosen values and keeps a chosen value that has no results left', () => {
    const view = facetView(spec('results'), { brand: { Acme: 1 } }, { brand: ['Acme', 'Gone'] });
    expect(view.values).toEqual([
      { value: 'Acme', label: 'Acme', count: 1, selected: true },
      { value: 'Gone', label: 'Gone', count: 0, selected: true },
    ]);
  });

  it('labels category paths by their last level', () => {
    const view = facetView(spec('results', true), { categories: { 'Shoes/Running': 3 } }, {});
    expect(view.values[0]).toMatchObject({ value: 'Shoes/Running', label: 'Running' });
  });
});

describe('toggleValue', () => {
  it('adds and removes values of a multiple-choice facet', () => {
    const multiple = { name: 'brand', multiple: true };
    const once = toggleValue({}, multiple, 'Acme');
    const twice = toggleValue(once, multiple, 'Zeta');
    expect(twice).toEqual({ brand: ['Acme', 'Zeta'] });
    expect(toggleValue(twice, multiple, 'Acme')).toEqual({ brand: ['Zeta'] });
  });

  it('keeps one value of a single-choice facet, and drops the facet when unticked', () => {
    const single = { name: 'brand', multiple: false };
    expect(toggleValue({ brand: ['Acme'], color: ['red'] }, single, 'Zeta')).toEqual({
      brand: ['Zeta'],
      color: ['red'],
    });
    expect(toggleValue({ brand: ['Zeta'] }, single, 'Zeta')).toEqual({});
  });
});

describe('isRangeStats', () => {
  it('recognises number facets’ { min, max }', () => {
    expect(isRangeStats({ min: 1, max: 2 })).toBe(true);
    expect(isRangeStats({ min: 1, max: 2, other: 3 })).toBe(false);
    expect(isRangeStats({ Acme: 2 })).toBe(false);
  });
});
