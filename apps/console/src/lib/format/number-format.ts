/**
 * Numbers follow docs/product/shell.md#languages-and-formats whatever the interface language: comma
 * decimal, dot thousands. Italian conventions give exactly that; grouping is forced because Italian
 * CLDR data leaves four-digit numbers ungrouped ("1000"), while Trova writes "1.000".
 */
const LOCALE = 'it-IT';

/** Shown for values that are not numbers (NaN, ±Infinity), so a broken metric never reads as 0. */
export const NOT_A_NUMBER = '—';

function fixed(decimals: number): Intl.NumberFormat {
  return new Intl.NumberFormat(LOCALE, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: 'always',
    // Avoids "-0" when a small negative value rounds to zero.
    signDisplay: 'negative',
  });
}

const countFormat = fixed(0);
const rateFormat = fixed(1);
const twoDecimalsFormat = fixed(2);
const priceFormat = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: 'always',
  signDisplay: 'negative',
});

function guarded(format: Intl.NumberFormat, value: number): string {
  return Number.isFinite(value) ? format.format(value) : NOT_A_NUMBER;
}

/** Counts (searches, clicks, SKUs): no decimals, e.g. 12.345. */
export function formatCount(value: number): string {
  return guarded(countFormat, value);
}

/** Rates in percent units, one decimal, no symbol: 12.34 → "12,3". */
export function formatRate(value: number): string {
  return guarded(rateFormat, value);
}

/** Exit rate in percent units, two decimals, no symbol: 4.567 → "4,57". */
export function formatExitRate(value: number): string {
  return guarded(twoDecimalsFormat, value);
}

/** Prices and costs in euro (VAT excluded is stated by the screen): 1234.5 → "1.234,50 €". */
export function formatPrice(value: number): string {
  return guarded(priceFormat, value);
}
