import { describe, expect, it } from 'vitest';
import { defaultSortValues } from '@trova/contracts';
import { pickerHit, vmProduct } from '../vm-test-fixtures';
import {
  EMPTY_PICKER_SEARCH,
  facetValues,
  pickerCurrency,
  pickerParams,
  sortChoices,
  toggleProduct,
  toVmProduct,
} from './product-picker';
import { nextPickerOffset } from './product-picker.queries';
import { slotContents } from './banner-slots';

describe('product picker search', () => {
  it('sends the text, one facet filter and a sort in the bracketed form, at the given offset', () => {
    expect(
      pickerParams(
        { q: ' tv ', filter: { facet: 'brand', value: 'Nike' }, sort: 'selling_price:DESC' },
        20,
        'EUR',
      ),
    ).toEqual({
      q: 'tv',
      offset: '20',
      customer_group_id: 'default',
      currency: 'EUR',
      'filters[0][0][brand]': 'Nike',
      'sort[0][selling_price]': 'DESC',
    });
  });

  it('sends no filter without a value and no sort for relevance', () => {
    const params = pickerParams(
      { ...EMPTY_PICKER_SEARCH, filter: { facet: 'brand', value: '' }, sort: 'score:DESC' },
      0,
      'USD',
    );
    expect(Object.keys(params)).toEqual(['q', 'offset', 'customer_group_id', 'currency']);
  });

  it("uses the shop's price-group currency, EUR by default", () => {
    expect(pickerCurrency({ setup: null })).toBe('EUR');
  });

  it("offers the layout's active sorts after relevance", () => {
    expect(sortChoices(defaultSortValues())).toEqual([
      { value: 'selling_price:ASC', label: 'Price Ascending' },
      { value: 'selling_price:DESC', label: 'Price Descending' },
    ]);
  });

  it('pages by 10 until every product is loaded', () => {
    const page = (count: number, total: number) => ({
      results: Array.from({ length: count }, (_, i) => pickerHit(String(i))),
      results_count: total,
      stats: {},
    });
    expect(nextPickerOffset([page(10, 25)])).toBe(10);
    expect(nextPickerOffset([page(10, 25), page(10, 25)])).toBe(20);
    expect(nextPickerOffset([page(10, 25), page(10, 25), page(5, 25)])).toBeUndefined();
    expect(nextPickerOffset([page(10, 10)])).toBeUndefined();
  });

  it('reads the facet values of the answer for the filter', () => {
    expect(facetValues({ brand: { Nike: 2, Asics: 1 } }, 'brand')).toEqual(['Nike', 'Asics']);
    expect(facetValues(undefined, 'brand')).toEqual([]);
  });
});

describe('chosen products', () => {
  it('turns a hit into an available product with its first image behind the prefix', () => {
    const hit = { ...pickerHit('a'), header: { externalId: 'a', imagePrefix: 'https://img/' } };
    expect(toVmProduct(hit)).toEqual({
      id: 'a',
      title: 'Product a',
      image: 'https://img/https://shop.example/a.jpg',
      price: 10,
      url: 'https://shop.example/p/a',
      isAlive: true,
    });
    expect(toVmProduct({ ...hit, data: { ...hit.data, image: [] } }).image).toBe('');
  });

  it('adds a product last, or removes it when chosen already', () => {
    const chosen = toggleProduct([vmProduct('a')], vmProduct('b'));
    expect(chosen.map((product) => product.id)).toEqual(['a', 'b']);
    expect(toggleProduct(chosen, vmProduct('a')).map((product) => product.id)).toEqual(['b']);
  });
});

describe('banner slots', () => {
  it('places card banners at their slots and fills the others with products in order', () => {
    const slots = slotContents([vmProduct('a'), vmProduct('b')], 2, [3]);
    expect(slots).toHaveLength(20);
    expect(slots.slice(0, 5)).toEqual([
      { kind: 'product', product: vmProduct('a') },
      { kind: 'this-banner' },
      { kind: 'other-banner' },
      { kind: 'product', product: vmProduct('b') },
      { kind: 'empty' },
    ]);
  });
});
