import { ANALYTICS_DEFAULT_RANGE_DAYS } from '../constants/analytics.constants';
import { ANALYTICS_EARLIEST_SECONDS } from './analytics-request.schema';

const DAY = 86_400;

function startOfUtcDay(seconds: number): number {
  return Math.floor(seconds / DAY) * DAY;
}

/**
 * Default analytics range: from the start of the day 7 days back to the end of yesterday (UTC days).
 * @example defaultAnalyticsRange(86_400 * 10 + 5) // { from: 259200, to: 863999 }
 */
export function defaultAnalyticsRange(nowSeconds: number): { from: number; to: number } {
  const today = startOfUtcDay(nowSeconds);
  return { from: today - ANALYTICS_DEFAULT_RANGE_DAYS * DAY, to: today - 1 };
}

/**
 * Default dashboard range: yesterday.
 * @example defaultDashboardRange(86_400 * 10 + 5) // { from: 777600, to: 863999 }
 */
export function defaultDashboardRange(nowSeconds: number): { from: number; to: number } {
  const today = startOfUtcDay(nowSeconds);
  return { from: today - DAY, to: today - 1 };
}

/**
 * Clamps a requested start to the earliest analytics date (2023-06-15).
 * @example clampAnalyticsFrom(0) // 1686787200
 */
export function clampAnalyticsFrom(fromSeconds: number): number {
  return Math.max(fromSeconds, ANALYTICS_EARLIEST_SECONDS);
}
