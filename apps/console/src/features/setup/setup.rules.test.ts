import { defaultSetup } from '@trova/contracts';
import { describe, expect, it } from 'vitest';
import {
  assignResultType,
  canConfirmResults,
  dynamicFacetOptions,
  newQueryField,
  toggleQueryField,
  toggleResultField,
  weightsForQueryFields,
  withFacets,
  withSearchTypeValue,
} from './setup.rules';

describe('query fields', () => {
  it('resets typo tolerance when the search type changes: none for code, fuzzy2 otherwise', () => {
    const field = { ...newQueryField('sku'), typoTolerance: 'fuzzy1' };
    const code = withSearchTypeValue(field, 'searchType', 'code');
    expect(code).toMatchObject({ searchType: 'code', typoTolerance: 'none' });
    expect(withSearchTypeValue(code, 'searchType', 'text').typoTolerance).toBe('fuzzy2');
  });

  it('keeps typo tolerance when another value changes', () => {
    const field = { ...newQueryField('title'), typoTolerance: 'fuzzy1' };
    expect(withSearchTypeValue(field, 'typoTolerance', 'none').typoTolerance).toBe('none');
    expect(withSearchTypeValue(field, 'boost', 'high').typoTolerance).toBe('fuzzy1');
  });

  it('adds a field as text with two typos and removes it', () => {
    const query = toggleQueryField({}, 'title', true);
    expect(query.title).toEqual({ label: 'title', searchType: 'text', typoTolerance: 'fuzzy2' });
    expect(toggleQueryField(query, 'title', false)).toEqual({});
  });

  it('gives a new query field the default weight 1 and keeps tuned weights', () => {
    expect(weightsForQueryFields({ title: 5, gone: 2 }, ['title', 'brand'])).toEqual({
      title: 5,
      brand: 1,
    });
  });

  it('answers the same weights when the fields did not change', () => {
    const weights = { title: 3 };
    expect(weightsForQueryFields(weights, ['title'])).toBe(weights);
  });
});

describe('results modal', () => {
  it('cannot be confirmed while a chosen field has no type', () => {
    const results = toggleResultField({}, 'title', true);
    expect(canConfirmResults(results)).toBe(false);
    expect(canConfirmResults(assignResultType(results, 'title', 'text'))).toBe(true);
    expect(canConfirmResults({})).toBe(true);
  });

  it('shows one field per type: the type moves to the newly chosen field', () => {
    let results = toggleResultField(toggleResultField({}, 'price', true), 'sale_price', true);
    results = assignResultType(results, 'price', 'price');
    results = assignResultType(results, 'sale_price', 'price');
    expect(results.sale_price?.value).toBe('price');
    expect(results.price?.value).toBe('');
    expect(canConfirmResults(results)).toBe(false);
  });

  it('gives a field one type at a time', () => {
    let results = toggleResultField({}, 'title', true);
    results = assignResultType(results, 'title', 'text');
    results = assignResultType(results, 'title', 'url');
    expect(results).toEqual({ title: { label: 'title', value: 'url' } });
  });

  it('matches numeric type ids with their string form', () => {
    const results = assignResultType(
      { a: { label: 'a', value: 2 }, b: { label: 'b', value: '' } },
      'b',
      2,
    );
    expect(results.a?.value).toBe('');
    expect(results.b?.value).toBe(2);
  });
});

describe('facets', () => {
  it('offers as dynamic facets only attributes that are not ordinary facets', () => {
    expect(dynamicFacetOptions(['brand', 'colour', 'size'], ['brand'])).toEqual(['colour', 'size']);
  });

  it('drops an attribute from the dynamic facets when it becomes an ordinary facet', () => {
    const setup = defaultSetup();
    setup.config.dynamicFacets = { isActive: true, selectedList: ['colour', 'size'] };
    const next = withFacets(setup, ['colour']);
    expect(next.facets).toEqual(['colour']);
    expect(next.config.dynamicFacets).toEqual({ isActive: true, selectedList: ['size'] });
  });
});
