/** A UTC day in milliseconds. */
export const DAY_MS = 86_400_000;

/**
 * The UTC day of an epoch-milliseconds time, as rollups key it: days since the epoch.
 * @example utcDayOf(Date.UTC(2026, 0, 1, 23, 59)) // 20454
 */
export function utcDayOf(ms: number): number {
  return Math.floor(ms / DAY_MS);
}
