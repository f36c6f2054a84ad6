import { describe, expect, it } from 'vitest';
import { defaultAnalyticsRange, defaultDashboardRange } from '@trova/contracts';
import { isoRangeToSeconds } from './analytics-dates';
import {
  analyticsFilterSearch,
  parseAnalyticsFilters,
  writeAnalyticsFilters,
} from './analytics-filters';

const NOW = Date.parse('2024-03-10T12:00:00Z') / 1000;
const MARCH = isoRangeToSeconds(['2024-03-01', '2024-03-05']);

describe('analytics filters in the URL', () => {
  it('defaults to all devices and the default range', () => {
    expect(parseAnalyticsFilters(new URLSearchParams(), NOW)).toEqual({
      device: 'all',
      date: defaultAnalyticsRange(NOW),
    });
    expect(parseAnalyticsFilters(new URLSearchParams(), NOW, defaultDashboardRange).date).toEqual(
      defaultDashboardRange(NOW),
    );
  });

  it('reads a device and a range written into the URL', () => {
    const params = writeAnalyticsFilters(new URLSearchParams('list=x'), {
      device: 'mobile',
      date: MARCH,
    });
    expect(params.get('list')).toBe('x');
    expect(parseAnalyticsFilters(params, NOW)).toEqual({ device: 'mobile', date: MARCH });
  });

  it('ignores an unknown device and a range the controls could not choose', () => {
    const params = new URLSearchParams(`device=tablet&from=${MARCH.from}&to=${NOW}`);
    expect(parseAnalyticsFilters(params, NOW)).toEqual({
      device: 'all',
      date: defaultAnalyticsRange(NOW),
    });
  });

  it('keeps only the control params for links between screens', () => {
    expect(analyticsFilterSearch('?device=mobile&list=x&from=1&to=2')).toBe(
      '?device=mobile&from=1&to=2',
    );
    expect(analyticsFilterSearch('?list=x')).toBe('');
  });
});
