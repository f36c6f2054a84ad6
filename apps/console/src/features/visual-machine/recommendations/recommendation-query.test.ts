import { describe, expect, it } from 'vitest';
import { searchQuerySchema, type RecommendationQuerySettings } from '@trova/contracts';
import {
  decodeQuerySettings,
  emptyQuerySettings,
  encodeQuerySettings,
  isCompleteFilter,
  mayAscend,
  storedSorting,
} from './recommendation-query';

const SETTINGS: RecommendationQuerySettings = {
  search: 'divano letto',
  filters: [
    { name: 'brand', text: 'Nordic' },
    { name: 'sellingPrice', from: 100, to: 500 },
  ],
  sorting: { by: 'relevance', key: 'selling_price', direction: 'ASC' },
};

describe('stored search of a query recommender', () => {
  it('writes the public search’s bracketed parameters, one filter group each', () => {
    const params = new URLSearchParams(encodeQuerySettings(SETTINGS));
    expect([...params]).toEqual([
      ['q', 'divano letto'],
      ['filters[0][0][brand]', 'Nordic'],
      ['filters[1][0][sellingPrice][from]', '100'],
      ['filters[1][0][sellingPrice][to]', '500'],
      ['sort[0][selling_price]', 'ASC'],
    ]);
  });

  it('is read back as the same settings (round trip), history sorts included', () => {
    expect(decodeQuerySettings(encodeQuerySettings(SETTINGS))).toEqual(SETTINGS);
    const history: RecommendationQuerySettings = {
      search: 'casa',
      filters: [{ name: 'categories', text: 'Casa/Divani' }],
      sorting: { by: 'history', key: 'history.views', direction: 'DESC' },
    };
    expect(decodeQuerySettings(encodeQuerySettings(history))).toEqual(history);
  });

  it('is what the storefront search reads: text, filters and sort', () => {
    const read = searchQuerySchema.parse(
      Object.fromEntries(new URLSearchParams(encodeQuerySettings(SETTINGS))),
    );
    expect(read.q).toBe('divano letto');
    expect(read.filters).toEqual([
      [{ brand: 'Nordic' }],
      [{ sellingPrice: { from: 100, to: 500 } }],
    ]);
    expect(read.sort).toEqual([{ selling_price: 'ASC' }]);
  });

  it('sorts descending except by selling price, and history always descending', () => {
    expect(mayAscend('selling_price')).toBe(true);
    expect(mayAscend('sellingPrice')).toBe(true);
    expect(mayAscend('title')).toBe(false);
    expect(storedSorting({ by: 'relevance', key: 'title', direction: 'ASC' }).direction).toBe(
      'DESC',
    );
    const encoded = encodeQuerySettings({
      ...SETTINGS,
      sorting: { by: 'relevance', key: 'score', direction: 'ASC' },
    });
    expect(new URLSearchParams(encoded).get('sort[0][score]')).toBe('DESC');
  });

  it('trims the text and values it stores', () => {
    const encoded = encodeQuerySettings({
      search: '  tv ',
      filters: [{ name: 'brand', text: ' Sony ' }],
      sorting: { by: 'history', key: 'history.clicks', direction: 'DESC' },
    });
    expect(encoded).toBe(
      'q=tv&filters%5B0%5D%5B0%5D%5Bbrand%5D=Sony&sort%5B0%5D%5Bhistory.clicks%5D=DESC',
    );
  });

  it('reads relevance without a sort, and nothing readable as the empty settings', () => {
    expect(decodeQuerySettings('q=tv')).toEqual({ ...emptyQuerySettings(), search: 'tv' });
    expect(decodeQuerySettings('')).toEqual(emptyQuerySettings());
  });

  it('tells complete filters: a text, or a price range whose from is below its to', () => {
    expect(isCompleteFilter({ name: 'brand', text: 'Nike' })).toBe(true);
    expect(isCompleteFilter({ name: 'brand', text: '  ' })).toBe(false);
    expect(isCompleteFilter({ name: 'price', from: 0, to: 10 })).toBe(true);
    expect(isCompleteFilter({ name: 'price', from: 10, to: 10 })).toBe(false);
  });
});
