/** The lengths of the GTIN family: GTIN-8 (EAN-8), GTIN-12 (UPC-A), GTIN-13 (EAN-13), GTIN-14. */
const GTIN_LENGTHS = new Set([8, 12, 13, 14]);

/** Separators feeds write inside a code ("800-1234 567890"); anything else makes it no GTIN. */
const SEPARATORS = /[\s.-]/g;

/**
 * Whether the last digit is the GS1 check digit of the others: from the right, digits weigh 3 and
 * 1 alternately (the check digit itself excluded).
 *
 * @example hasValidCheckDigit('4006381333931') // true
 */
export function hasValidCheckDigit(digits: string): boolean {
  let sum = 0;
  for (let i = digits.length - 2, weight = 3; i >= 0; i--, weight = 4 - weight) {
    sum += Number(digits[i]) * weight;
  }
  return (10 - (sum % 10)) % 10 === Number(digits[digits.length - 1]);
}

/**
 * The GTIN as market prices match it (docs/product/analytics.md#market-prices): digits only, a
 * GTIN-8, -12, -13 or -14 with a correct check digit, zero-padded to 14 digits, so an EAN-13 and
 * the same code written as a GTIN-14 meet. Anything else (MPNs, wrong check digits, all zeros)
 * answers undefined: such a product has no market price rather than a wrong one.
 *
 * @example
 * normaliseGtin('4006381333931'); // '04006381333931'
 * normaliseGtin('4006381333932'); // undefined (check digit)
 */
export function normaliseGtin(raw: string | null | undefined): string | undefined {
  if (raw === null || raw === undefined) return undefined;
  const digits = raw.trim().replace(SEPARATORS, '');
  if (!/^\d+$/.test(digits) || !GTIN_LENGTHS.has(digits.length)) return undefined;
  if (/^0+$/.test(digits) || !hasValidCheckDigit(digits)) return undefined;
  return digits.padStart(14, '0');
}
