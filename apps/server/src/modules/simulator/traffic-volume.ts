import { DAY_MS } from '../../kernel/utc-day';
import type { Random } from './shopper-random';

export { DAY_MS };

/** Shopping by weekday, Sunday first: weekends and Monday evenings are busiest. */
const WEEKDAY = [1.2, 0.95, 0.9, 0.92, 0.95, 1.0, 1.15];
/** Shopping by month, January first: a summer dip and the Black Friday–Christmas peak. */
const MONTH = [0.9, 0.85, 0.95, 1.0, 1.0, 0.95, 0.85, 0.75, 0.95, 1.0, 1.25, 1.4];
/** Visits by UTC hour: night lull, lunch and evening peaks. */
const HOURS = [
  0.2, 0.1, 0.05, 0.05, 0.05, 0.1, 0.3, 0.6, 0.9, 1.0, 1.0, 1.1, 1.4, 1.3, 1.0, 0.9, 0.9, 1.0, 1.2,
  1.5, 1.7, 1.6, 1.1, 0.5,
];

/**
 * How many shoppers visit on the day starting at `dayStartMs` (UTC midnight): the base volume
 * times the weekday's and the month's factor, give or take 15 %.
 * @example shoppersOnDay(40, Date.UTC(2026, 11, 20), seededRandom(1)) // about 40 × 1.2 × 1.4
 */
export function shoppersOnDay(base: number, dayStartMs: number, random: Random): number {
  const date = new Date(dayStartMs);
  const factor = (WEEKDAY[date.getUTCDay()] ?? 1) * (MONTH[date.getUTCMonth()] ?? 1);
  const noise = 0.85 + random.next() * 0.3;
  return Math.max(0, Math.round(base * factor * noise));
}

/**
 * When in the day a visit starts, epoch ms, following the hours' curve.
 * @example visitStart(Date.UTC(2026, 0, 1), seededRandom(1)) // within that day
 */
export function visitStart(dayStartMs: number, random: Random): number {
  const hour = random.weighted(HOURS);
  return dayStartMs + hour * 3_600_000 + random.int(3_600_000);
}
