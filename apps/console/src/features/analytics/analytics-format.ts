import { formatRate } from '../../lib/format/number-format';

/**
 * Analytics numbers and dates (docs/product/analytics.md#shared-controls). Numbers reuse the
 * console's formats: counts 0 decimals, rates 1, exit rate and prices 2, comma decimal and dot
 * thousands in every language. Dates are `dd/mm/yyyy` in Italian and `mm/dd/yyyy` otherwise.
 */
export {
  formatCount,
  formatExitRate,
  formatPrice,
  formatRate,
  NOT_A_NUMBER,
} from '../../lib/format/number-format';

/** How a change chip reads: below 0 is negative (red), anything else positive (green). */
export type ChangeTone = 'negative' | 'positive';

/**
 * The tone of a percent change against the previous period.
 * @example changeTone(-0.4) // 'negative'
 */
export function changeTone(rate: number): ChangeTone {
  return rate < 0 ? 'negative' : 'positive';
}

/**
 * A percent change as its chip shows it: signed, one decimal.
 * @example formatChange(12.34) // '+12,3%'
 * @example formatChange(-4) // '-4,0%'
 */
export function formatChange(rate: number): string {
  const text = formatRate(rate);
  if (!Number.isFinite(rate)) return text;
  // A small fall rounds to "0,0": it still reads as a fall, like its red chip.
  const sign = rate < 0 ? (text.startsWith('-') ? '' : '-') : '+';
  return `${sign}${text}%`;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function isItalian(language: string): boolean {
  return language.toLowerCase().startsWith('it');
}

/**
 * The date picker's display format for a language.
 * @example dateInputFormat('it') // 'DD/MM/YYYY'
 */
export function dateInputFormat(language: string): string {
  return isItalian(language) ? 'DD/MM/YYYY' : 'MM/DD/YYYY';
}

/**
 * An ISO day in the language's order; `short` drops the year (chart axes). Anything that is not an
 * ISO day is returned unchanged, so an unexpected label still shows.
 * @example formatDay('2024-03-09', 'it') // '09/03/2024'
 * @example formatDay('2024-03-09', 'en', { short: true }) // '03/09'
 */
export function formatDay(day: string, language: string, options: { short?: boolean } = {}) {
  const match = ISO_DAY.exec(day);
  if (!match) return day;
  const [, year, month, date] = match;
  const dayMonth = isItalian(language) ? `${date}/${month}` : `${month}/${date}`;
  return options.short ? dayMonth : `${dayMonth}/${year}`;
}
