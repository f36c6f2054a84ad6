import { describe, expect, it } from 'vitest';
import { ANALYTICS_EARLIEST_SECONDS, defaultAnalyticsRange } from '@trova/contracts';
import {
  isoDayToSeconds,
  isoRangeToSeconds,
  isSelectableRange,
  latestAnalyticsDay,
  presetRange,
  secondsRangeToIso,
} from './analytics-dates';

const NOW = Date.parse('2024-03-10T12:00:00Z') / 1000;

describe('analytics dates', () => {
  it('turns picked days into whole UTC days in seconds and back', () => {
    const range = isoRangeToSeconds(['2024-03-01', '2024-03-09']);
    expect(range).toEqual({
      from: Date.parse('2024-03-01T00:00:00Z') / 1000,
      to: Date.parse('2024-03-10T00:00:00Z') / 1000 - 1,
    });
    expect(secondsRangeToIso(range)).toEqual(['2024-03-01', '2024-03-09']);
    expect(isoDayToSeconds('2023-06-15')).toBe(ANALYTICS_EARLIEST_SECONDS);
  });

  it('ends every preset yesterday and starts it the right distance back', () => {
    expect(latestAnalyticsDay(NOW)).toBe('2024-03-09');
    expect(presetRange('yesterday', NOW)).toEqual(['2024-03-09', '2024-03-09']);
    expect(presetRange('pastWeek', NOW)).toEqual(['2024-03-03', '2024-03-09']);
    expect(presetRange('pastMonth', NOW)).toEqual(['2024-02-10', '2024-03-09']);
    expect(presetRange('past3Months', NOW)).toEqual(['2023-12-10', '2024-03-09']);
    expect(presetRange('past6Months', NOW)).toEqual(['2023-09-10', '2024-03-09']);
  });

  it('never starts a preset before the earliest analytics date', () => {
    expect(presetRange('pastYear', NOW)).toEqual(['2023-06-15', '2024-03-09']);
  });

  it('agrees with the contracts on the default week', () => {
    const week = presetRange('pastWeek', NOW);
    expect(isoRangeToSeconds(week)).toEqual(defaultAnalyticsRange(NOW));
  });

  it('accepts only whole-day ranges between the earliest date and yesterday', () => {
    const ok = isoRangeToSeconds(['2024-03-01', '2024-03-09']);
    expect(isSelectableRange(ok, NOW)).toBe(true);
    expect(isSelectableRange(isoRangeToSeconds(['2024-03-01', '2024-03-10']), NOW)).toBe(false);
    expect(isSelectableRange(isoRangeToSeconds(['2023-06-14', '2023-06-20']), NOW)).toBe(false);
    expect(isSelectableRange({ from: ok.to + 1, to: ok.to }, NOW)).toBe(false);
    expect(isSelectableRange({ from: ok.from + 5, to: ok.to }, NOW)).toBe(false);
    expect(isSelectableRange({ from: Number.NaN, to: ok.to }, NOW)).toBe(false);
  });
});
