import { describe, expect, it } from 'vitest';
import {
  analyticsBackUrl,
  analyticsUrl,
  filtersUrl,
  productDetailUrl,
  queryDetailUrl,
  queryListUrl,
  readAnalyticsOrigin,
} from './urls';

const RANGE = '?device=desktop&from=10&to=20';

describe('analytics urls', () => {
  it('carry the device and range along and drop the other parameters', () => {
    expect(analyticsUrl('/analytics/queries', `${RANGE}&facet=color&list=noClicks`)).toBe(
      `/analytics/queries${RANGE}`,
    );
    expect(analyticsUrl('/analytics/queries', '')).toBe('/analytics/queries');
    expect(queryListUrl('noResults', RANGE)).toBe(`/analytics/queries/list/noResults${RANGE}`);
    expect(filtersUrl(RANGE, 'size & fit')).toBe(`/analytics/filters${RANGE}&facet=size+%26+fit`);
  });

  it('encode queries and product ids in the path and record where a detail was opened from', () => {
    expect(queryDetailUrl('50% off/sale', RANGE, { list: 'noClicks' })).toBe(
      `/analytics/queries/query/50%25%20off%2Fsale${RANGE}&list=noClicks`,
    );
    expect(productDetailUrl('sku 1', '', { query: 'tv', list: 'trendingSearches' })).toBe(
      '/analytics/queries/product/sku%201?list=trendingSearches&query=tv',
    );
  });

  it('go back product → query → list → highlights', () => {
    const fromQuery = readAnalyticsOrigin('?list=noClicks&query=tv');
    expect(analyticsBackUrl(RANGE, fromQuery)).toBe(
      `/analytics/queries/query/tv${RANGE}&list=noClicks`,
    );
    expect(analyticsBackUrl(RANGE, readAnalyticsOrigin('?list=noClicks'))).toBe(
      `/analytics/queries/list/noClicks${RANGE}`,
    );
    expect(analyticsBackUrl(RANGE, readAnalyticsOrigin(''))).toBe(`/analytics/queries${RANGE}`);
  });

  it('ignore an unknown list type', () => {
    expect(readAnalyticsOrigin('?list=everything')).toEqual({ list: undefined, query: undefined });
  });
});
