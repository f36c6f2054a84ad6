import type { LayoutSort } from '@trova/contracts';
import type { SortEntry } from './search-query';

export interface SortOption {
  label: string;
  /** The option's key and direction, then its tie-breakers, as `sort[0]`, `sort[1]`, … */
  entries: SortEntry[];
}

export interface SortChoice {
  options: SortOption[];
  /** Index of the option used until the shopper picks another. */
  initial: number;
  /** Whether the sort menu is shown (the layout can switch it off). */
  menu: boolean;
}

/**
 * The layout's sort options (docs/product/layout-design.md#sorting): the active ones in their
 * order, each followed by its tie-breakers (`selectedList`: a field and a direction). With the
 * menu switched off the default option still orders the results.
 *
 * @example
 * sortChoice(defaultLayout().sort).options[1].entries; // [{ key: 'selling_price', direction: 'ASC' }]
 */
export function sortChoice(sort: LayoutSort): SortChoice {
  const active = sort.values.filter((value) => value.active);
  const options = active.map((value) => ({
    label: value.label,
    entries: [
      { key: value.key, direction: value.value.value },
      ...value.selectedList.map((tie) => ({ key: tie.label, direction: tie.sort })),
    ],
  }));
  const initial = Math.max(
    0,
    active.findIndex((value) => value.isDefault),
  );
  return { options, initial, menu: sort.active && options.length > 1 };
}
