import {
  FACET_LABEL_MAX,
  FACET_LABEL_MIN,
  ICEBREAKER_HANDLER_MAX,
  ICEBREAKER_MIN,
  MIN_CHARS_MAX,
  MIN_CHARS_SETTER_MIN,
  SORT_LABEL_MAX,
  SORT_LABEL_MIN,
  type LayerLayout,
  type TypingMode,
} from '../constants/layout.constants';

function lengthBetween(value: string, min: number, max: number): boolean {
  const length = value.trim().length;
  return length >= min && length <= max;
}

/**
 * Facet labels are accepted from 3 to 20 characters (surrounding spaces do not count).
 * @example isValidFacetLabel('Brand') // true
 */
export function isValidFacetLabel(label: string): boolean {
  return lengthBetween(label, FACET_LABEL_MIN, FACET_LABEL_MAX);
}

/**
 * Sort labels are accepted from 3 to 24 characters.
 * @example isValidSortLabel('Price') // true
 */
export function isValidSortLabel(label: string): boolean {
  return lengthBetween(label, SORT_LABEL_MIN, SORT_LABEL_MAX);
}

function integerBetween(value: number, min: number, max: number): boolean {
  return Number.isInteger(value) && value >= min && value <= max;
}

/**
 * The icebreaker change handler accepts 1 to 8; the input widget itself offers 1 to 6.
 * @example isValidIcebreakerNumber(8) // true
 */
export function isValidIcebreakerNumber(value: number): boolean {
  return integerBetween(value, ICEBREAKER_MIN, ICEBREAKER_HANDLER_MAX);
}

/**
 * The minimum-characters setter accepts 1 to 10; the input widget itself offers 2 to 10.
 * @example isValidMinChars(1) // true
 */
export function isValidMinChars(value: number): boolean {
  return integerBetween(value, MIN_CHARS_SETTER_MIN, MIN_CHARS_MAX);
}

/**
 * Changing the desktop layout sets typing to input when windowed, otherwise to click.
 * @example typingForLayout('windowed') // 'input'
 */
export function typingForLayout(layout: LayerLayout): TypingMode {
  return layout === 'windowed' ? 'input' : 'click';
}

/**
 * Showcase is disabled for typing input, for a windowed desktop layout and for plans below start.
 * Mobile has no layout, so pass `null` for it.
 * @example isShowcaseEnabled({ typing: 'click', layout: 'full-screen', startOrMore: true }) // true
 */
export function isShowcaseEnabled(input: {
  readonly typing: TypingMode;
  readonly layout: LayerLayout | null;
  readonly startOrMore: boolean;
}): boolean {
  return input.startOrMore && input.typing !== 'input' && input.layout !== 'windowed';
}

/**
 * Changing a query field's search type resets typo tolerance: `none` for code, otherwise `fuzzy2`.
 * @example typoToleranceForSearchType('code') // 'none'
 */
export function typoToleranceForSearchType(searchType: string): 'none' | 'fuzzy2' {
  return searchType === 'code' ? 'none' : 'fuzzy2';
}
