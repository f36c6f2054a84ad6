import { describe, expect, it } from 'vitest';
import { defaultSortValues } from '../shops/layout-facets.schema';
import {
  canSwitchOffSort,
  tieBreakerCandidates,
  withDefaultSort,
  withoutTieBreaker,
  withSortActive,
  withTieBreaker,
} from './layout-sort.rules';

describe('sort options', () => {
  it('keeps exactly one default, switched on', () => {
    const values = withSortActive(defaultSortValues(), 1, false);
    const next = withDefaultSort(values, 1);
    expect(next.map((value) => value.isDefault)).toEqual([false, true, false]);
    expect(next[1]?.active).toBe(true);
  });

  it('refuses to switch off the default option', () => {
    const values = defaultSortValues();
    expect(canSwitchOffSort(values[0]!)).toBe(false);
    expect(withSortActive(values, 0, false)[0]?.active).toBe(true);
    expect(withSortActive(values, 2, false)[2]?.active).toBe(false);
  });

  it('adds tie-breakers once each, never the option’s own key, and removes them', () => {
    const price = defaultSortValues()[1]!;
    const refined = withTieBreaker(withTieBreaker(price, 'brand', 'ASC'), 'brand', 'DESC');
    expect(refined.selectedList).toEqual([{ label: 'brand', sort: 'ASC' }]);
    expect(withTieBreaker(price, 'selling_price', 'ASC').selectedList).toEqual([]);
    expect(tieBreakerCandidates(refined, ['brand', 'title', 'selling_price'])).toEqual(['title']);
    expect(withoutTieBreaker(refined, 'brand').selectedList).toEqual([]);
  });
});
