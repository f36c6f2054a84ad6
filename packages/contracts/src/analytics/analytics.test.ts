import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_EARLIEST_SECONDS,
  dateRangeSchema,
  overviewRequestSchema,
} from './analytics-request.schema';
import {
  clampAnalyticsFrom,
  defaultAnalyticsRange,
  defaultDashboardRange,
} from './date-range.rules';
import { queryHighlightsSchema } from './queries.schema';
import { dashboardQuerySchema } from './dashboard.schema';

const DAY = 86_400;
const noon = Date.parse('2024-03-10T12:00:00Z') / 1_000;
const midnight = Date.parse('2024-03-10T00:00:00Z') / 1_000;

describe('analytics ranges', () => {
  it('starts on 2023-06-15', () => {
    expect(ANALYTICS_EARLIEST_SECONDS).toBe(Date.parse('2023-06-15T00:00:00Z') / 1_000);
    expect(clampAnalyticsFrom(0)).toBe(ANALYTICS_EARLIEST_SECONDS);
    expect(clampAnalyticsFrom(noon)).toBe(noon);
  });

  it('defaults to 7 days back until the end of yesterday; the dashboard to yesterday', () => {
    expect(defaultAnalyticsRange(noon)).toEqual({ from: midnight - 7 * DAY, to: midnight - 1 });
    expect(defaultDashboardRange(noon)).toEqual({ from: midnight - DAY, to: midnight - 1 });
  });

  it('rejects ranges before the earliest date or reversed', () => {
    expect(
      dateRangeSchema.safeParse({ from: ANALYTICS_EARLIEST_SECONDS - 1, to: noon }).success,
    ).toBe(false);
    expect(dateRangeSchema.safeParse({ from: noon, to: noon - 1 }).success).toBe(false);
    expect(
      overviewRequestSchema.safeParse({ device: 'tablet', date: { from: noon - DAY, to: noon } })
        .success,
    ).toBe(false);
    expect(
      overviewRequestSchema.safeParse({ device: 'mobile', date: { from: noon - DAY, to: noon } })
        .success,
    ).toBe(true);
  });

  it('coerces dashboard query strings', () => {
    expect(dashboardQuerySchema.parse({ fromTimestamp: '10', toTimestamp: '20' })).toEqual({
      fromTimestamp: 10,
      toTimestamp: 20,
    });
  });
});

describe('query highlights', () => {
  it('accept only the eight highlight keys', () => {
    expect(
      queryHighlightsSchema.safeParse({ trendingSearches: [{ value: 'tv', count: 3 }] }).success,
    ).toBe(false);
    const all = Object.fromEntries(
      [
        'trendingSearches',
        'convertingSearches',
        'noResults',
        'noClicks',
        'clickedProducts',
        'convertingProducts',
        'leastClickedProducts',
        'leastConvertingProducts',
      ].map((key) => [key, []]),
    );
    expect(queryHighlightsSchema.safeParse(all).success).toBe(true);
  });
});
