import { describe, expect, it } from 'vitest';
import type { LayoutFacet } from '../shops/layout-facets.schema';
import {
  categoryLevelFor,
  defaultLayoutFacet,
  facetKindOf,
  facetTypesFor,
  isValidCategoryLevelList,
  layoutFacetsFor,
  moveActiveFacet,
  orderedCategoryLevels,
  showsInnerSearch,
  showsValueSorting,
  withFacetType,
} from './layout-facets.rules';

const facet = (name: string, active = true): LayoutFacet => ({
  ...defaultLayoutFacet(name),
  active,
});

describe('facet kinds and types', () => {
  it('offers the types of the facet kind: ordinary, categories, price', () => {
    expect(facetKindOf('brand')).toBe('ordinary');
    expect(facetTypesFor(facetKindOf('categories'))).toEqual([
      'leafs-MC',
      'leafs-SC',
      'tree-MC',
      'tree-SC',
    ]);
    expect(facetTypesFor(facetKindOf('price'))).toEqual(['slider']);
    expect(facetTypesFor('ordinary')).toContain('alph-SC');
  });

  it('styles a new facet with the first type of its kind, shown and sorted by results', () => {
    expect(defaultLayoutFacet('categories')).toMatchObject({
      type: 'leafs-MC',
      isCategory: true,
      active: true,
      filterSorting: 'results',
    });
    expect(defaultLayoutFacet('price').type).toBe('slider');
    expect(defaultLayoutFacet('brand').label).toBe('brand');
  });

  it('resets value sorting to ASC when an alphabetical type is chosen', () => {
    const sorted = { ...facet('brand'), filterSorting: 'DESC' as const };
    expect(withFacetType(sorted, 'alph-MC').filterSorting).toBe('ASC');
    expect(withFacetType(sorted, 'alph-SC').filterSorting).toBe('ASC');
    expect(withFacetType(sorted, 'button-SC').filterSorting).toBe('DESC');
  });

  it('hides inner search for slider and rating, value sorting also for categories', () => {
    expect(showsInnerSearch({ type: 'slider' })).toBe(false);
    expect(showsInnerSearch({ type: 'rating' })).toBe(false);
    expect(showsInnerSearch({ type: 'tree-MC' })).toBe(true);
    expect(showsValueSorting({ type: 'rating', isCategory: false })).toBe(false);
    expect(showsValueSorting({ type: 'leafs-MC', isCategory: true })).toBe(false);
    expect(showsValueSorting({ type: 'checkbox-MC', isCategory: false })).toBe(true);
  });
});

describe('facet rows for the setup facets', () => {
  it('keeps saved rows in order, appends new facets and drops old ones', () => {
    const saved = [{ ...facet('colour'), label: 'Colore' }, facet('gone'), facet('brand')];
    const rows = layoutFacetsFor(saved, ['brand', 'size', 'colour']);
    expect(rows.map((row) => row.name)).toEqual(['colour', 'brand', 'size']);
    expect(rows[0]?.label).toBe('Colore');
  });

  it('repairs a saved type the kind does not allow', () => {
    expect(layoutFacetsFor([{ ...facet('price'), type: 'checkbox-MC' }], ['price'])[0]?.type).toBe(
      'slider',
    );
  });
});

describe('facet order', () => {
  const names = (facets: LayoutFacet[]) => facets.map((item) => item.name);
  const list = [facet('a'), facet('b', false), facet('c'), facet('d')];

  it('moves a facet among active facets, inactive ones keep their place', () => {
    expect(names(moveActiveFacet(list, 0, 3))).toEqual(['c', 'b', 'd', 'a']);
    expect(names(moveActiveFacet(list, 3, 0))).toEqual(['d', 'b', 'a', 'c']);
  });

  it('refuses a drag from or onto an inactive facet', () => {
    expect(names(moveActiveFacet(list, 1, 3))).toEqual(['a', 'b', 'c', 'd']);
    expect(names(moveActiveFacet(list, 0, 1))).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('category level', () => {
  it('resets the levels when a depth is chosen: depth 1 shows only the leaves', () => {
    expect(categoryLevelFor(1)).toEqual({ level: 1, choiceList: [], list: ['last'] });
    expect(categoryLevelFor(2)).toEqual({
      level: 2,
      choiceList: ['first', 'second', 'penultimate', 'last'],
      list: ['first', 'last'],
    });
    expect(categoryLevelFor(3).list).toEqual(['first', 'second', 'last']);
  });

  it('accepts as many distinct offered levels as the depth', () => {
    expect(isValidCategoryLevelList(categoryLevelFor(2))).toBe(true);
    expect(isValidCategoryLevelList({ ...categoryLevelFor(2), list: ['first'] })).toBe(false);
    expect(isValidCategoryLevelList({ ...categoryLevelFor(3), list: ['a', 'b', 'c'] })).toBe(false);
    expect(isValidCategoryLevelList({ level: 1, choiceList: [], list: ['first'] })).toBe(false);
    expect(orderedCategoryLevels(['last', 'first', 'penultimate'])).toEqual([
      'first',
      'penultimate',
      'last',
    ]);
  });
});
