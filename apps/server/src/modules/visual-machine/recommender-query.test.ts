import { describe, expect, it } from 'vitest';
import { recommenderQuery, withMinimumPrice } from './recommender-query';

const stored = (params: Record<string, string>) => new URLSearchParams(params).toString();

describe('recommenderQuery', () => {
  it('reads a stored query with the search rules, the selling price as the index’s price', () => {
    expect(
      recommenderQuery(
        stored({
          q: 'divano',
          'filters[0][0][brand]': 'Nordic',
          'filters[0][1][brand]': 'Italia',
          'filters[1][0][sellingPrice][from]': '100',
          'filters[1][0][sellingPrice][to]': '500',
          'sort[0][sellingPrice]': 'ASC',
        }),
        undefined,
      ),
    ).toEqual({
      q: 'divano',
      filters: { brand: ['Nordic', 'Italia'], price: { min: 100, max: 500 } },
      sort: [{ field: 'price', order: 'asc' }],
    });
  });

  it('takes a history sort apart and ignores sorts the index cannot run', () => {
    expect(
      recommenderQuery(stored({ q: 'casa', 'sort[0][history.views]': 'DESC' }), undefined),
    ).toEqual({ q: 'casa', filters: {}, sort: [], history: 'views' });
    expect(
      recommenderQuery(stored({ q: 'x', 'sort[0][rating]': 'DESC' }), undefined)?.sort,
    ).toEqual([]);
  });

  it('fills placeholders from the viewed product and drops the ones it cannot fill', () => {
    const template = stored({
      q: '{:context.item.title}',
      'filters[0][0][brand]': '{:context.item.brand}',
      'filters[1][0][color]': '{:context.item.color}',
      'filters[2][0][categories]': '{:context.item.categories}',
    });
    expect(
      recommenderQuery(template, {
        title: 'Divano',
        brand: 'Nordic',
        categories: ['Casa/Divani', 'Offerte'],
      }),
    ).toEqual({
      q: 'Divano',
      filters: { brand: ['Nordic'], categories: ['Casa/Divani'] },
      sort: [],
    });
    expect(recommenderQuery(template, undefined)).toEqual({ q: '', filters: {}, sort: [] });
  });

  it('gives nothing for a query the search rules refuse', () => {
    expect(recommenderQuery(stored({ q: 'x'.repeat(501) }), undefined)).toBeUndefined();
  });
});

describe('withMinimumPrice', () => {
  it('raises the price range’s lower bound to the viewed product’s price', () => {
    const query = { q: '', filters: { price: { min: 10, max: 900 } }, sort: [] };
    expect(withMinimumPrice(query, 250).filters.price).toEqual({ min: 250, max: 900 });
    expect(
      withMinimumPrice({ ...query, filters: { price: { min: 400 } } }, 250).filters.price,
    ).toEqual({
      min: 400,
    });
    expect(withMinimumPrice({ q: '', filters: {}, sort: [] }, 5).filters).toEqual({
      price: { min: 5 },
    });
  });
});
