import type { DeviceFilter } from '@trova/contracts';
import { dayOfSeconds } from '../../kernel/utc-day';

const SECONDS_PER_DAY = 86_400;

/**
 * What every analytics read is limited to (docs/product/analytics.md#how-the-numbers-are-computed):
 * one shop, the UTC days `[fromDay, toDay]` (days since the epoch, both included) and a device
 * ('all' = desktop and mobile together).
 */
export interface AnalyticsScope {
  shopId: string;
  fromDay: number;
  toDay: number;
  device: DeviceFilter;
}

/**
 * The scope of a request whose range is in epoch seconds: every day the range touches.
 * @example analyticsScope('s1', { from: 0, to: 172_799 }, 'all') // { shopId: 's1', fromDay: 0, toDay: 1, device: 'all' }
 */
export function analyticsScope(
  shopId: string,
  range: { from: number; to: number },
  device: DeviceFilter,
): AnalyticsScope {
  return { shopId, fromDay: dayOfSeconds(range.from), toDay: dayOfSeconds(range.to), device };
}

/** Number of days of a scope. */
export function scopeLength(scope: AnalyticsScope): number {
  return scope.toDay - scope.fromDay + 1;
}

/**
 * The previous period: as many days, ending the day before the scope starts.
 * @example previousScope({ shopId: 's1', fromDay: 10, toDay: 16, device: 'all' }).fromDay // 3
 */
export function previousScope(scope: AnalyticsScope): AnalyticsScope {
  const length = scopeLength(scope);
  return { ...scope, fromDay: scope.fromDay - length, toDay: scope.fromDay - 1 };
}

/**
 * ISO date ('YYYY-MM-DD') of a UTC day.
 * @example isoDay(19_723) // '2024-01-01'
 */
export function isoDay(day: number): string {
  return new Date(day * SECONDS_PER_DAY * 1_000).toISOString().slice(0, 10);
}

/**
 * Monday-based weekday index (0 = Monday … 6 = Sunday) of a UTC day. Day 0 (1970-01-01) was a
 * Thursday.
 * @example weekdayOf(4) // 0 (1970-01-05, a Monday)
 */
export function weekdayOf(day: number): number {
  return (((day + 3) % 7) + 7) % 7;
}
