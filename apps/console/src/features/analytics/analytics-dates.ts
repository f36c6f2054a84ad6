import {
  ANALYTICS_EARLIEST_DATE,
  ANALYTICS_EARLIEST_SECONDS,
  type DatePreset,
} from '@trova/contracts';

/**
 * Analytics ranges are whole UTC days in epoch seconds (docs/product/analytics.md#shared-controls):
 * `from` is a day's first second, `to` a day's last. The date picker speaks ISO days
 * (`YYYY-MM-DD`), so these helpers convert between the two without touching the local time zone.
 */
export const DAY_SECONDS = 86_400;

export interface SecondsRange {
  from: number;
  to: number;
}

/** An ISO day pair as the date picker holds it. */
export type IsoDayRange = [string, string];

/**
 * First second of an ISO day (UTC).
 * @example isoDayToSeconds('2023-06-15') // 1686787200
 */
export function isoDayToSeconds(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) / 1_000;
}

/**
 * The ISO day (UTC) an instant in seconds falls on.
 * @example secondsToIsoDay(1686787200 + 3600) // '2023-06-15'
 */
export function secondsToIsoDay(seconds: number): string {
  return new Date(seconds * 1_000).toISOString().slice(0, 10);
}

/**
 * The seconds range covering two picked days, both whole.
 * @example isoRangeToSeconds(['2023-06-15', '2023-06-15']) // { from: 1686787200, to: 1686873599 }
 */
export function isoRangeToSeconds([from, to]: IsoDayRange): SecondsRange {
  return { from: isoDayToSeconds(from), to: isoDayToSeconds(to) + DAY_SECONDS - 1 };
}

/**
 * The picked days of a seconds range.
 * @example secondsRangeToIso({ from: 1686787200, to: 1686873599 }) // ['2023-06-15', '2023-06-15']
 */
export function secondsRangeToIso(range: SecondsRange): IsoDayRange {
  return [secondsToIsoDay(range.from), secondsToIsoDay(range.to)];
}

/**
 * The latest selectable day: yesterday (UTC).
 * @example latestAnalyticsDay(Date.parse('2024-03-10T12:00:00Z') / 1000) // '2024-03-09'
 */
export function latestAnalyticsDay(nowSeconds: number): string {
  return secondsToIsoDay(nowSeconds - DAY_SECONDS);
}

/** How far back each preset starts, counted from today; all presets end yesterday. */
const PRESET_START: Record<DatePreset, { days?: number; months?: number }> = {
  yesterday: { days: 1 },
  pastWeek: { days: 7 },
  pastMonth: { months: 1 },
  past3Months: { months: 3 },
  past6Months: { months: 6 },
  pastYear: { months: 12 },
};

/**
 * The days a preset selects: from its start (never before 2023-06-15) to yesterday.
 * @example presetRange('pastWeek', Date.parse('2024-03-10T12:00:00Z') / 1000)
 * // ['2024-03-03', '2024-03-09']
 */
export function presetRange(preset: DatePreset, nowSeconds: number): IsoDayRange {
  const today = new Date(Math.floor(nowSeconds / DAY_SECONDS) * DAY_SECONDS * 1_000);
  const start = PRESET_START[preset];
  const from = new Date(today);
  if (start.days !== undefined) from.setUTCDate(from.getUTCDate() - start.days);
  if (start.months !== undefined) from.setUTCMonth(from.getUTCMonth() - start.months);
  const fromDay = from.toISOString().slice(0, 10);
  return [
    fromDay < ANALYTICS_EARLIEST_DATE ? ANALYTICS_EARLIEST_DATE : fromDay,
    latestAnalyticsDay(nowSeconds),
  ];
}

/**
 * Whether a range is one the controls could have chosen: whole days, from the earliest date, not
 * after yesterday, from before to. Links with anything else fall back to the default range.
 * @example isSelectableRange({ from: 0, to: 86_399 }, 1e9) // false (before 2023-06-15)
 */
export function isSelectableRange(range: SecondsRange, nowSeconds: number): boolean {
  const latestEnd = isoDayToSeconds(latestAnalyticsDay(nowSeconds)) + DAY_SECONDS - 1;
  return (
    Number.isInteger(range.from) &&
    Number.isInteger(range.to) &&
    range.from >= ANALYTICS_EARLIEST_SECONDS &&
    range.from <= range.to &&
    range.to <= latestEnd &&
    range.from % DAY_SECONDS === 0 &&
    (range.to + 1) % DAY_SECONDS === 0
  );
}
