import type { KpiValue } from '@trova/contracts';

/**
 * Rounds to 2 decimals: rates and money leave the server this way (the console shows counts
 * without decimals, rates with 1, exit rate and prices with 2).
 * @example round2(33.3333) // 33.33
 */
export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * `part` as a percentage of `whole`, 0 when `whole` is 0.
 * @example percent(1, 3) // 33.33
 */
export function percent(part: number, whole: number): number {
  return whole === 0 ? 0 : round2((part / whole) * 100);
}

/**
 * Percent change against the previous period; null when the previous value is 0, which has no
 * percent change (the console shows "no comparison", never a fake "+0 %")
 * (docs/product/analytics.md#how-the-numbers-are-computed).
 * @example changeRate(15, 10) // 50
 * @example changeRate(7, 0) // null
 */
export function changeRate(current: number, previous: number): number | null {
  return previous === 0 ? null : round2(((current - previous) / previous) * 100);
}

/**
 * A KPI tile: the value and its change.
 * @example kpi(15, 10) // { value: 15, rate: 50 }
 */
export function kpi(current: number, previous: number): KpiValue {
  return { value: current, rate: changeRate(current, previous) };
}

/**
 * Integer cents as euros (or the shop's currency unit) with 2 decimals.
 * @example euros(1999) // 19.99
 */
export function euros(cents: number): number {
  return round2(cents / 100);
}
