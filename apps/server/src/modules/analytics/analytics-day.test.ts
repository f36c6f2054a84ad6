import { describe, expect, it } from 'vitest';
import { DAY_MS, utcDayOf } from './analytics-day';

describe('utcDayOf', () => {
  it('counts whole UTC days since the epoch, midnight starting the next one', () => {
    const day = Date.UTC(2026, 0, 1) / DAY_MS;
    expect(utcDayOf(Date.UTC(2026, 0, 1))).toBe(day);
    expect(utcDayOf(Date.UTC(2026, 0, 1, 23, 59, 59, 999))).toBe(day);
    expect(utcDayOf(Date.UTC(2026, 0, 2))).toBe(day + 1);
    expect(utcDayOf(0)).toBe(0);
  });
});
