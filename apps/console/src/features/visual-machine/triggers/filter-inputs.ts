import { CATEGORY_AUTOCOMPLETE_MAX, PRICE_SLIDER_STEPS } from '@trova/contracts';

/**
 * Input rules of filter values (docs/product/visual-machine.md#triggers): prices are whole
 * numbers of at least 0, categories come with autocomplete.
 */

/**
 * A typed price bound: digits only count, empty (or nothing readable) is 0, decimals are cut.
 * @example parsePriceInput('') // 0
 * @example parsePriceInput('12.9') // 12
 * @example parsePriceInput('-3') // 0
 */
export function parsePriceInput(text: string | number): number {
  const parsed = typeof text === 'number' ? text : Number.parseInt(text.trim(), 10);
  if (!Number.isFinite(parsed)) return 0;
  return Math.max(0, Math.trunc(parsed));
}

/** The price slider's default top when the shop's highest price is not known. */
export const DEFAULT_PRICE_SLIDER_MAX = 1000;

/**
 * The price slider's scale: from 0 to the shop's highest price (rounded up so that it divides into
 * 100 whole steps), never below a bound already chosen.
 * @example priceSlider(249, null) // { max: 300, step: 3 }
 * @example priceSlider(undefined, 50) // { max: 1000, step: 10 }
 */
export function priceSlider(
  highestPrice: number | undefined,
  chosenTo: number | null,
): { max: number; step: number } {
  const top = Math.max(highestPrice ?? DEFAULT_PRICE_SLIDER_MAX, chosenTo ?? 0, 1);
  const step = Math.max(1, Math.ceil(top / PRICE_SLIDER_STEPS));
  return { max: step * PRICE_SLIDER_STEPS, step };
}

/**
 * Category suggestions: at most 10, matching the typed text anywhere, ignoring case, in the
 * shop's order.
 * @example categorySuggestions(['Donna/Scarpe', 'Uomo'], 'SCA') // ['Donna/Scarpe']
 */
export function categorySuggestions(categories: readonly string[], text: string): string[] {
  const wanted = text.trim().toLocaleLowerCase();
  return categories
    .filter((category) => category.toLocaleLowerCase().includes(wanted))
    .slice(0, CATEGORY_AUTOCOMPLETE_MAX);
}
