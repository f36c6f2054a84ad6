import { describe, expect, it } from 'vitest';
import { DAY_MS, dayOfSeconds, monthStartOf, utcDayOf } from './utc-day';

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

describe('dayOfSeconds', () => {
  it('counts days of epoch seconds as utcDayOf counts milliseconds', () => {
    expect(dayOfSeconds(86_399)).toBe(0);
    expect(dayOfSeconds(86_400)).toBe(1);
    const at = Date.UTC(2024, 2, 4, 23, 59, 59);
    expect(dayOfSeconds(at / 1_000)).toBe(utcDayOf(at));
  });
});
