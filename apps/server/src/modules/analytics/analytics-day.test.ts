import { describe, expect, it } from 'vitest';
import { DAY_MS, monthStartOf, utcDayOf } from './analytics-day';

describe('utcDayOf', () => {
  it('counts whole UTC days since the epoch, midnight starting the next one', () => {
    const day = Date.UTC(2026, 0, 1) / DAY_MS;
    expect(utcDayOf(Date.UTC(2026, 0, 1))).toBe(day);
    expect(utcDayOf(Date.UTC(2026, 0, 1, 23, 59, 59, 999))).toBe(day);
    expect(utcDayOf(Date.UTC(2026, 0, 2))).toBe(day + 1);
    expect(utcDayOf(0)).toBe(0);
  });
});

describe('monthStartOf', () => {
  it('answers the first instant of the UTC month', () => {
    expect(monthStartOf(Date.UTC(2026, 1, 14, 9, 30))).toBe(Date.UTC(2026, 1, 1));
    expect(monthStartOf(Date.UTC(2026, 1, 1))).toBe(Date.UTC(2026, 1, 1));
    expect(monthStartOf(Date.UTC(2026, 0, 31, 23, 59, 59, 999))).toBe(Date.UTC(2026, 0, 1));
  });
});
