/*
 * Time arithmetic of billing, in epoch seconds. Billing periods run from the subscription's start
 * for one calendar month (or twelve), in UTC; metering runs by UTC calendar month, like the
 * requests `GET shops` answers; invoices are dated in the seller's time zone.
 */

export const DAY_SECONDS = 86_400;

function daysInUtcMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

/**
 * `months` calendar months after `fromSeconds`, at the same time of day; a day the target month
 * lacks becomes its last day (31 January + 1 month = 28 or 29 February).
 * @example addMonths(Date.UTC(2026, 0, 31) / 1000, 1) === Date.UTC(2026, 1, 28) / 1000 // true
 */
export function addMonths(fromSeconds: number, months: number): number {
  const date = new Date(fromSeconds * 1000);
  const target = date.getUTCMonth() + months;
  const year = date.getUTCFullYear() + Math.floor(target / 12);
  const month = ((target % 12) + 12) % 12;
  const day = Math.min(date.getUTCDate(), daysInUtcMonth(year, month));
  const ms = Date.UTC(
    year,
    month,
    day,
    date.getUTCHours(),
    date.getUTCMinutes(),
    date.getUTCSeconds(),
  );
  return Math.floor(ms / 1000);
}

/**
 * The end of a billing period that starts at `startSeconds`.
 * @example periodEnd(start, false) === addMonths(start, 12) // true
 */
export function periodEnd(startSeconds: number, isMonthly: boolean): number {
  return addMonths(startSeconds, isMonthly ? 1 : 12);
}

/**
 * The end of the period that starts at `startSeconds`, on the subscription's anniversaries counted
 * from `anchorSeconds` (not from the start, which a short month may have clamped).
 * @example nextAnniversary(jan31, feb28, true) === mar31 // true
 */
export function nextAnniversary(
  anchorSeconds: number,
  startSeconds: number,
  isMonthly: boolean,
): number {
  const step = isMonthly ? 1 : 12;
  let periods = 1;
  while (addMonths(anchorSeconds, periods * step) <= startSeconds) periods += 1;
  return addMonths(anchorSeconds, periods * step);
}

/**
 * The first second of the UTC month holding `seconds`.
 * @example monthStart(Date.UTC(2026, 2, 14) / 1000) === Date.UTC(2026, 2, 1) / 1000 // true
 */
export function monthStart(seconds: number): number {
  const date = new Date(seconds * 1000);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1) / 1000;
}

/**
 * The UTC month holding `seconds` as `YYYY-MM`, the key overage blocks are counted under.
 * @example monthKey(Date.UTC(2026, 2, 14) / 1000) // '2026-03'
 */
export function monthKey(seconds: number): string {
  return new Date(seconds * 1000).toISOString().slice(0, 7);
}

function localParts(seconds: number, timeZone: string): Record<'year' | 'month' | 'day', string> {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(seconds * 1000));
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return { year: part('year'), month: part('month'), day: part('day') };
}

/**
 * The calendar year of a time in the seller's time zone: the year an invoice is numbered in.
 * @example localYear(Date.UTC(2026, 11, 31, 23, 30) / 1000, 'Europe/Rome') // 2027
 */
export function localYear(seconds: number, timeZone: string): number {
  return Number(localParts(seconds, timeZone).year);
}

/**
 * A date as invoices print it, `DD/MM/YYYY` in the seller's time zone.
 * @example formatDate(Date.UTC(2026, 2, 5, 12) / 1000, 'Europe/Rome') // '05/03/2026'
 */
export function formatDate(seconds: number, timeZone: string): string {
  const { year, month, day } = localParts(seconds, timeZone);
  return `${day}/${month}/${year}`;
}

/**
 * A UTC month as labels print it.
 * @example monthLabel(Date.UTC(2026, 2, 1) / 1000) // 'March 2026'
 */
export function monthLabel(seconds: number): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    month: 'long',
    year: 'numeric',
  }).format(new Date(seconds * 1000));
}
