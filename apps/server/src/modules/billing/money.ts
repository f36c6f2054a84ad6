/*
 * Money is integer euro cents everywhere the server stores or computes it; euro numbers appear only
 * at the edge, for display (docs/adr/0005-billing-ledger.md). Every division rounds half up on
 * integers, so the same inputs always give the same cent.
 */

function assertCents(value: number, name: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${name} must be whole cents: ${value}`);
}

/**
 * Integer division rounding half up (for non-negative numerators).
 * @example divideRounded(5, 2) // 3
 */
export function divideRounded(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/**
 * The part of an amount that `part` of `whole` seconds is worth: what a plan's unused days are
 * credited (docs/product/billing.md#plan-states, upgrading).
 * @example prorateCents(3_000, 10, 30) // 1_000
 */
export function prorateCents(amountCents: number, part: number, whole: number): number {
  assertCents(amountCents, 'amount');
  if (whole <= 0) return 0;
  const bounded = Math.min(Math.max(part, 0), whole);
  return divideRounded(amountCents * bounded, whole);
}

/**
 * VAT of a subtotal at a rate in basis points (2200 = 22 %), to the cent.
 * @example vatCents(19_900, 2_200) // 4_378
 */
export function vatCents(subtotalCents: number, rateBasisPoints: number): number {
  assertCents(subtotalCents, 'subtotal');
  return divideRounded(subtotalCents * rateBasisPoints, 10_000);
}

/**
 * Cents as the euro number the wire carries (display only, never computed with again).
 * @example centsToEuros(53_892) // 538.92
 */
export function centsToEuros(cents: number): number {
  assertCents(cents, 'amount');
  return cents / 100;
}

/**
 * Cents as Italian-style euro text: dot thousands, comma decimals (docs/product/README.md numbers).
 * @example formatEuro(123_456) // '1.234,56 €'
 * @example formatEuro(-500) // '-5,00 €'
 */
export function formatEuro(cents: number): string {
  assertCents(cents, 'amount');
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  const euros = Math.floor(absolute / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const rest = (absolute % 100).toString().padStart(2, '0');
  return `${sign}${euros},${rest} €`;
}

/**
 * A rate in basis points as percent text.
 * @example formatRate(2_200) // '22%'
 * @example formatRate(450) // '4,5%'
 */
export function formatRate(basisPoints: number): string {
  return `${(basisPoints / 100).toString().replace('.', ',')}%`;
}
