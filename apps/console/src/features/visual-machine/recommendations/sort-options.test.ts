import { describe, expect, it } from 'vitest';
import { defaultSortValues } from '@trova/contracts';
import { DEFAULT_QUERY_SORTING } from './recommendation-query';
import { relevanceSortOptions, sortingOfOption } from './sort-options';

const option = (key: string, direction: 'ASC' | 'DESC', active = true) => ({
  key,
  label: `${key} ${direction}`,
  active,
  value: { value: direction },
});

describe('relevance sort options', () => {
  it('offers the layout’s active options, ascending only for the selling price', () => {
    expect(relevanceSortOptions(defaultSortValues(), DEFAULT_QUERY_SORTING)).toEqual([
      { value: 'score:DESC', label: 'Relevance' },
      { value: 'selling_price:ASC', label: 'Price Ascending' },
      { value: 'selling_price:DESC', label: 'Price Descending' },
    ]);
    const values = [
      option('title', 'ASC'),
      option('title', 'DESC'),
      option('rating', 'DESC', false),
    ];
    expect(relevanceSortOptions(values, DEFAULT_QUERY_SORTING).map((o) => o.value)).toEqual([
      'title:DESC',
      'score:DESC',
    ]);
  });

  it('keeps a stored choice the layout no longer offers', () => {
    const stored = { by: 'relevance', key: 'newest', direction: 'DESC' } as const;
    expect(relevanceSortOptions([], stored)).toEqual([
      { value: 'newest:DESC', label: 'newest (DESC)' },
    ]);
  });

  it('reads a choice back, never ascending other than by selling price', () => {
    expect(sortingOfOption('selling_price:ASC')).toEqual({
      by: 'relevance',
      key: 'selling_price',
      direction: 'ASC',
    });
    expect(sortingOfOption('title:ASC').direction).toBe('DESC');
  });
});
