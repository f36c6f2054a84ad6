import type { SortValue } from '@trova/contracts';
import { mayAscend, type QuerySorting } from './recommendation-query';

/** One choice of the relevance sort: a layout option's key and direction. */
export interface SortOption {
  value: string;
  label: string;
}

/**
 * @example sortOptionValue({ by: 'relevance', key: 'selling_price', direction: 'ASC' }) // 'selling_price:ASC'
 */
export function sortOptionValue(sorting: Pick<QuerySorting, 'key' | 'direction'>): string {
  return `${sorting.key}:${sorting.direction}`;
}

/**
 * The relevance sort's choices (docs/product/visual-machine.md#recommendations): the layout's
 * active sort options, leaving out ascending ones other than the selling price, plus the stored
 * choice when the layout no longer offers it (so opening a rule never changes it).
 * @example relevanceSortOptions(defaultSortValues(), DEFAULT_QUERY_SORTING).map((o) => o.value) // ['score:DESC', 'selling_price:ASC', 'selling_price:DESC']
 */
export function relevanceSortOptions(
  values: readonly Pick<SortValue, 'key' | 'label' | 'active' | 'value'>[],
  current: QuerySorting,
): SortOption[] {
  const options = values
    .filter((option) => option.active)
    .filter((option) => option.value.value === 'DESC' || mayAscend(option.key))
    .map((option) => ({
      value: sortOptionValue({ key: option.key, direction: option.value.value }),
      label: option.label,
    }));
  if (current.by !== 'relevance') return options;
  const stored = sortOptionValue(current);
  if (options.some((option) => option.value === stored)) return options;
  return [...options, { value: stored, label: `${current.key} (${current.direction})` }];
}

/**
 * The relevance sort a choice stands for.
 * @example sortingOfOption('selling_price:ASC') // { by: 'relevance', key: 'selling_price', direction: 'ASC' }
 */
export function sortingOfOption(value: string): QuerySorting {
  const at = value.lastIndexOf(':');
  const key = value.slice(0, at);
  const direction = value.slice(at + 1) === 'ASC' && mayAscend(key) ? 'ASC' : 'DESC';
  return { by: 'relevance', key, direction };
}
