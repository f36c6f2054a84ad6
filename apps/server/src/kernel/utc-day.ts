/** A UTC day in milliseconds. */
export const DAY_MS = 86_400_000;

/**
 * The UTC day of an epoch-milliseconds time, as rollups key it: days since the epoch.
 * @example utcDayOf(Date.UTC(2026, 0, 1, 23, 59)) // 20454
 */
export function utcDayOf(ms: number): number {
  return Math.floor(ms / DAY_MS);
}

/**
 * The start of the UTC month of an epoch-milliseconds time, in epoch milliseconds.
 * @example monthStartOf(Date.UTC(2026, 1, 14, 9)) === Date.UTC(2026, 1, 1) // true
 */
export function monthStartOf(ms: number): number {
  const date = new Date(ms);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
}

const SECONDS_PER_DAY = 86_400;

/**
 * The UTC day (days since the epoch) an instant in epoch seconds falls on.
 * @example dayOfSeconds(86_399) // 0
 */
export function dayOfSeconds(seconds: number): number {
  return Math.floor(seconds / SECONDS_PER_DAY);
}
