import { describe, expect, it } from 'vitest';
import { dayOfSeconds } from '../../kernel/utc-day';
import { analyticsScope, isoDay, previousScope, scopeLength, weekdayOf } from './analytics-scope';

const at = (iso: string): number => Date.parse(iso) / 1_000;

describe('analytics scope', () => {
  it('turns a range in seconds into every UTC day it touches', () => {
    const scope = analyticsScope(
      's1',
      { from: at('2024-03-04T00:00:00Z'), to: at('2024-03-10T23:59:59Z') },
      'mobile',
    );
    expect(isoDay(scope.fromDay)).toBe('2024-03-04');
    expect(isoDay(scope.toDay)).toBe('2024-03-10');
    expect(scopeLength(scope)).toBe(7);
    expect(scope.device).toBe('mobile');
    expect(dayOfSeconds(at('2024-03-04T23:59:59Z'))).toBe(scope.fromDay);
  });

  it('compares with the equally long period just before', () => {
    const previous = previousScope({ shopId: 's1', fromDay: 100, toDay: 106, device: 'all' });
    expect(previous).toEqual({ shopId: 's1', fromDay: 93, toDay: 99, device: 'all' });
  });

  it('numbers weekdays from Monday', () => {
    expect(weekdayOf(dayOfSeconds(at('2024-03-04T12:00:00Z')))).toBe(0);
    expect(weekdayOf(dayOfSeconds(at('2024-03-10T12:00:00Z')))).toBe(6);
    expect(weekdayOf(0)).toBe(3);
  });
});
