import { describe, expect, it } from 'vitest';
import {
  formatVmDate,
  pickerValue,
  secondsOfPicked,
  switchValidityType,
  withBound,
} from './scheduling';

describe('scheduling', () => {
  it('clears the range when switching between always and a time interval', () => {
    const interval = { type: 'timeInterval' as const, from: 100, to: 200 };
    expect(switchValidityType(interval, 'always')).toEqual({ type: 'always', from: 0, to: null });
    expect(switchValidityType({ type: 'always', from: 0, to: null }, 'timeInterval')).toEqual({
      type: 'timeInterval',
      from: 0,
      to: null,
    });
    expect(switchValidityType(interval, 'timeInterval')).toBe(interval);
  });

  it('reads the picked local date-time as epoch seconds and back', () => {
    const seconds = secondsOfPicked('2025-03-09 18:45:00')!;
    expect(pickerValue(seconds)?.getHours()).toBe(18);
    expect(pickerValue(seconds)?.getMinutes()).toBe(45);
    expect(secondsOfPicked(null)).toBeNull();
    expect(secondsOfPicked('not a date')).toBeNull();
    expect(pickerValue(0)).toBeNull();
    expect(pickerValue(null)).toBeNull();
  });

  it('shows dates as dd mmm yyyy HH:MM on a 24-hour clock, in the interface language', () => {
    const seconds = secondsOfPicked('2025-03-09 18:45:00')!;
    expect(formatVmDate(seconds, 'en')).toBe('09 Mar 2025 18:45');
    expect(formatVmDate(seconds, 'it')).toBe('09 mar 2025 18:45');
  });

  it('treats a cleared start as not chosen and a cleared end as open', () => {
    const interval = { type: 'timeInterval' as const, from: 100, to: 200 };
    expect(withBound(interval, 'from', null)).toEqual({ ...interval, from: 0 });
    expect(withBound(interval, 'to', null)).toEqual({ ...interval, to: null });
    expect(withBound(interval, 'to', 300)).toEqual({ ...interval, to: 300 });
  });
});
