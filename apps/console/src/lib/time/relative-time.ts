import { RELATIVE_TIME_MONTH_DAYS, RELATIVE_TIME_YEAR_DAYS } from '@trova/contracts';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The largest unit that fits, months counted as 30 days and years as 365
 * (docs/product/notifications.md#relative-times).
 */
export function relativeUnit(elapsedSeconds: number): [number, Intl.RelativeTimeFormatUnit] {
  const seconds = Math.max(0, Math.floor(elapsedSeconds));
  if (seconds < MINUTE) return [seconds, 'second'];
  if (seconds < HOUR) return [Math.floor(seconds / MINUTE), 'minute'];
  if (seconds < DAY) return [Math.floor(seconds / HOUR), 'hour'];
  const days = Math.floor(seconds / DAY);
  if (days < RELATIVE_TIME_MONTH_DAYS) return [days, 'day'];
  if (days < RELATIVE_TIME_YEAR_DAYS) return [Math.floor(days / RELATIVE_TIME_MONTH_DAYS), 'month'];
  return [Math.floor(days / RELATIVE_TIME_YEAR_DAYS), 'year'];
}

/**
 * How long ago an epoch-seconds instant was, in the interface language.
 * @example formatRelativeTime(now / 1000 - 300, now, 'it') // '5 minuti fa'
 */
export function formatRelativeTime(
  createdAtSeconds: number,
  nowMs: number,
  language: string,
): string {
  const [value, unit] = relativeUnit(nowMs / 1000 - createdAtSeconds);
  return new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(-value, unit);
}
