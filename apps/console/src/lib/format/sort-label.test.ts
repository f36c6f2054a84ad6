import { describe, expect, it } from 'vitest';
import { defaultSortValues } from '@trova/contracts';
import { i18n } from '../../i18n/i18n';
import { sortOptionName } from '../../features/analytics/sort-option-name';
import { sortLabel } from './sort-label';

const italian = i18n.getFixedT('it');

describe('sort option labels in the interface language', () => {
  it('shows every default label of a new layout in Italian', () => {
    expect(defaultSortValues().map((value) => sortLabel(italian, value.label))).toEqual([
      'Rilevanza',
      'Prezzo crescente',
      'Prezzo decrescente',
    ]);
  });

  it('keeps the label an owner wrote', () => {
    expect(sortLabel(italian, 'Novità')).toBe('Novità');
  });

  it('names a default sort of the Filters table in Italian', () => {
    expect(sortOptionName({ label: 'Price Ascending', key: 'selling_price:asc' }, italian)).toBe(
      'Prezzo crescente',
    );
  });
});
