import type { SortDirection } from '../constants/layout.constants';
import type { SortValue } from '../shops/layout-facets.schema';

/**
 * Makes one sort option the default (docs/product/layout-design.md#sorting): exactly one option is
 * the default, and the default is always offered, so it is switched on too.
 * @example withDefaultSort(defaultSortValues(), 1).map((value) => value.isDefault) // [false, true, false]
 */
export function withDefaultSort(values: readonly SortValue[], index: number): SortValue[] {
  if (!values[index]) return [...values];
  return values.map((value, at) =>
    at === index ? { ...value, isDefault: true, active: true } : { ...value, isDefault: false },
  );
}

/** The default option cannot be switched off: shoppers would land on a sort they cannot pick. */
export function canSwitchOffSort(value: Pick<SortValue, 'isDefault'>): boolean {
  return !value.isDefault;
}

/**
 * Switches one sort option on or off; switching off the default is refused (the list comes back
 * unchanged).
 */
export function withSortActive(
  values: readonly SortValue[],
  index: number,
  active: boolean,
): SortValue[] {
  const value = values[index];
  if (!value || (!active && !canSwitchOffSort(value))) return [...values];
  return values.map((item, at) => (at === index ? { ...item, active } : item));
}

/**
 * Fields a sort option can add as tie-breakers ("refine sorting"): any field but the option's own
 * key and those already used.
 */
export function tieBreakerCandidates(value: SortValue, fields: readonly string[]): string[] {
  const used = new Set([value.key, ...value.selectedList.map((item) => item.label)]);
  return fields.filter((field) => !used.has(field));
}

/**
 * Adds a tie-breaker after the existing ones; a field already used (or the option's own key) is
 * refused.
 * @example withTieBreaker(option, 'brand', 'ASC').selectedList.at(-1) // { label: 'brand', sort: 'ASC' }
 */
export function withTieBreaker(value: SortValue, field: string, sort: SortDirection): SortValue {
  if (!tieBreakerCandidates(value, [field]).includes(field)) return value;
  return { ...value, selectedList: [...value.selectedList, { label: field, sort }] };
}

export function withoutTieBreaker(value: SortValue, field: string): SortValue {
  return { ...value, selectedList: value.selectedList.filter((item) => item.label !== field) };
}
