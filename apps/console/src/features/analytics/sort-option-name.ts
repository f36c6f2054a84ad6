import type { SortingRow } from '@trova/contracts';
import type { TFunction } from 'i18next';
import { sortLabel } from '../../lib/format/sort-label';

const RELEVANCE_KEYS = new Set(['', 'relevance', 'score']);
const DIRECTIONS = new Set(['asc', 'desc']);

/**
 * What the Filters sorting table calls a sort option (docs/product/analytics.md#filters): the
 * shop's own label from its layout, as the layer shows it; without one, a readable name made from
 * the recorded key, never the raw key.
 * @example sortOptionName({ label: '', key: 'price:asc' }, t) // 'price, ascending'
 */
export function sortOptionName(row: Pick<SortingRow, 'label' | 'key'>, t: TFunction): string {
  if (row.label.trim() !== '') return sortLabel(t, row.label);
  const key = (row.key ?? '').trim().toLowerCase();
  if (RELEVANCE_KEYS.has(key)) return t('analyticsFilters.sortNames.relevance');
  const words = key.split(/[^a-z0-9_]+/).filter((word) => word !== '');
  const direction = words.find((word) => DIRECTIONS.has(word));
  const field = words
    .filter((word) => !DIRECTIONS.has(word))
    .join(' ')
    .replace(/_/g, ' ');
  if (direction === undefined) return field;
  return t(`analyticsFilters.sortNames.${direction === 'asc' ? 'ascending' : 'descending'}`, {
    field,
  });
}
