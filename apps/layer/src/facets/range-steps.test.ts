import { describe, expect, it } from 'vitest';
import { keptBounds, rangeFilter, rangeStep, sliderBounds } from './range-steps';

describe('range steps', () => {
  it('takes steps of about a fiftieth of the range, never below a cent', () => {
    expect(rangeStep({ min: 19.9, max: 249 })).toBe(1);
    expect(rangeStep({ min: 0, max: 5000 })).toBe(100);
    expect(rangeStep({ min: 1, max: 1.5 })).toBe(0.01);
    expect(rangeStep({ min: 3, max: 3 })).toBe(1);
    expect(sliderBounds({ min: 19.9, max: 249.2 }, 1)).toEqual({ min: 19, max: 250 });
  });

  it('leaves open the ends at their bounds and sends nothing for the whole range', () => {
    const bounds = { min: 10, max: 100 };
    expect(rangeFilter(20, 80, bounds)).toEqual({ from: 20, to: 80 });
    expect(rangeFilter(10, 80, bounds)).toEqual({ to: 80 });
    expect(rangeFilter(90, 30, bounds)).toEqual({ from: 30, to: 90 });
    expect(rangeFilter(10, 100, bounds)).toBeUndefined();
  });

  it('keeps the wider bounds while a range is chosen, and follows the answer otherwise', () => {
    const wide = { min: 10, max: 100 };
    expect(keptBounds(wide, { min: 30, max: 40 }, { from: 25 })).toEqual(wide);
    expect(keptBounds(wide, { min: 30, max: 40 }, undefined)).toEqual({ min: 30, max: 40 });
    expect(keptBounds(undefined, { min: 30, max: 40 }, { from: 20, to: 45 })).toEqual({
      min: 20,
      max: 45,
    });
  });
});
