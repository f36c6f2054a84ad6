import { endOfYear, fromUnixTime, getUnixTime, startOfYear } from 'date-fns';

const DAY_SECONDS = 86_400;

/**
 * One calendar year of history as the call wants it (`from`/`to` in epoch seconds, both included),
 * in the browser's time zone: the owner reads "2025" as their own year.
 * @example yearRange(2025) // { from: <1 Jan 2025 00:00>, to: <31 Dec 2025 23:59:59> }
 */
export function yearRange(year: number): { from: number; to: number } {
  const day = new Date(year, 6, 1);
  return { from: getUnixTime(startOfYear(day)), to: getUnixTime(endOfYear(day)) };
}

/**
 * The history goes back freely but never forward past the current year
 * (docs/product/billing.md#history).
 * @example canShowNextYear(2025, new Date('2025-05-01')) // false
 */
export function canShowNextYear(year: number, now: Date): boolean {
  return year < now.getFullYear();
}

/**
 * Whole days until an end time, never negative; a part day counts as a day left.
 * @example daysLeft(86_400 * 2 + 10, 10) // 2
 */
export function daysLeft(endSeconds: number, nowSeconds: number): number {
  return Math.max(0, Math.ceil((endSeconds - nowSeconds) / DAY_SECONDS));
}

/**
 * A date of the billing screens, in the interface language.
 * @example formatBillingDate(1_741_737_600, 'en') // 'March 12, 2025'
 */
export function formatBillingDate(seconds: number, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(fromUnixTime(seconds));
}

/**
 * The month a consumption entry counts: the server meters UTC months, so the month is read in UTC
 * and named in the interface language.
 * @example formatBillingMonth(1_793_491_200, 'it') // 'novembre 2026'
 */
export function formatBillingMonth(seconds: number, language: string): string {
  return new Intl.DateTimeFormat(language, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(fromUnixTime(seconds));
}
