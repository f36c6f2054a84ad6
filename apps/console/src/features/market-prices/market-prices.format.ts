/** The one verdict on a price (contracts), kept under the name this feature's callers import. */
export { priceGapPercent } from '@trova/contracts';

/** Prices follow the console's number format in every language (docs/product/shell.md#languages-and-formats). */
const NUMBER_LOCALE = 'it-IT';

/**
 * Integer cents in their currency, e.g. 129900 EUR → "1.299,00 €".
 *
 * @example formatCents(1299, 'EUR') // '12,99 €'
 */
export function formatCents(cents: number, currency: string): string {
  try {
    return new Intl.NumberFormat(NUMBER_LOCALE, {
      style: 'currency',
      currency,
      useGrouping: 'always',
    }).format(cents / 100);
  } catch {
    // An unknown currency code still shows the amount.
    return `${(cents / 100).toFixed(2)} ${currency}`;
  }
}

/**
 * An epoch-seconds date in the interface language, e.g. "2 mar 2026" / "Mar 2, 2026".
 *
 * @example formatPriceDate(1_772_445_600, 'en') // 'Mar 2, 2026'
 */
export function formatPriceDate(seconds: number, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(seconds * 1000),
  );
}
