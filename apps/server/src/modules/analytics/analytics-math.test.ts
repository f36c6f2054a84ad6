import { describe, expect, it } from 'vitest';
import { changeRate, euros, kpi, percent } from './analytics-math';

describe('analytics arithmetic', () => {
  it('answers percentages with 2 decimals and 0 for an empty whole', () => {
    expect(percent(1, 3)).toBe(33.33);
    expect(percent(5, 0)).toBe(0);
  });

  it('changes against the previous period, none when there was nothing before', () => {
    expect(changeRate(15, 10)).toBe(50);
    expect(changeRate(5, 10)).toBe(-50);
    expect(changeRate(7, 0)).toBeNull();
    expect(changeRate(0, 0)).toBeNull();
    expect(kpi(3, 0)).toEqual({ value: 3, rate: null });
    expect(kpi(2, 3)).toEqual({ value: 2, rate: -33.33 });
  });

  it('turns cents into euros', () => {
    expect(euros(1999)).toBe(19.99);
  });
});
