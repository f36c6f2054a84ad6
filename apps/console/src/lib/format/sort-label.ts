import type { TFunction } from 'i18next';

/**
 * The labels every new layout starts with (contracts' defaultSortValues); the layer shows them in
 * the shop's language, the console in the interface language.
 */
export const DEFAULT_SORT_LABEL_KEYS = {
  Relevance: 'relevance',
  'Price Ascending': 'priceAscending',
  'Price Descending': 'priceDescending',
} as const;

function isDefaultLabel(label: string): label is keyof typeof DEFAULT_SORT_LABEL_KEYS {
  return Object.hasOwn(DEFAULT_SORT_LABEL_KEYS, label);
}

/**
 * A sort option's label in the interface language: the console's translation while the layout
 * keeps a default label, the owner's own label as written (docs/product/translation.md).
 * @example sortLabel(t, 'Price Ascending') // 'Prezzo crescente' in Italian
 * @example sortLabel(t, 'Novità') // 'Novità'
 */
export function sortLabel(t: TFunction, label: string): string {
  return isDefaultLabel(label)
    ? t(`layoutDesign.defaultSortLabels.${DEFAULT_SORT_LABEL_KEYS[label]}`)
    : label;
}
