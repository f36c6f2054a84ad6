/**
 * The preferred daily sync time when the connect call sends none
 * (docs/product/catalogue.md#sync-schedule).
 */
export const DEFAULT_SYNC_TIME = '01:00';

/** How often a fixed file's Last-Modified is checked for a change. */
export const FIXED_FILE_CHECK_SECONDS = 3600;

/**
 * Epoch seconds of the next `HH:MM` in the server's local time strictly after `nowMs`.
 *
 * @example
 * nextDailyAt(Date.parse('2025-01-01T12:00'), '01:00'); // 2025-01-02 01:00 local
 */
export function nextDailyAt(nowMs: number, time: string): number {
  const [hours = 1, minutes = 0] = time.split(':').map(Number);
  const next = new Date(nowMs);
  next.setHours(hours, minutes, 0, 0);
  if (next.getTime() <= nowMs) next.setDate(next.getDate() + 1);
  return Math.floor(next.getTime() / 1000);
}

/**
 * When a feed is looked at next: a fixed file (it sent Last-Modified) is checked for a change every
 * hour; any other feed is synced daily at its preferred time.
 */
export function nextCheckAt(nowMs: number, syncTime: string, lastModified: string | null): number {
  return lastModified === null
    ? nextDailyAt(nowMs, syncTime)
    : Math.floor(nowMs / 1000) + FIXED_FILE_CHECK_SECONDS;
}
