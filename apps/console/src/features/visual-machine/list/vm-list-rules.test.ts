import { describe, expect, it } from 'vitest';
import {
  allActive,
  filterByName,
  isFiltering,
  moveItem,
  setAllActive,
  visibilityOf,
} from './vm-list-rules';

const items = [
  { id: 'a', name: 'Summer SALE', isActive: true },
  { id: 'b', name: 'Winter', isActive: false },
  { id: 'c', name: 'wholesale', isActive: true },
];

describe('list rules', () => {
  it('filters by a case-insensitive match anywhere in the name, ignoring outer spaces', () => {
    expect(filterByName(items, ' sale ').map((item) => item.id)).toEqual(['a', 'c']);
    expect(filterByName(items, 'WIN').map((item) => item.id)).toEqual(['b']);
    expect(filterByName(items, 'none')).toEqual([]);
  });

  it('shows every item, and counts as not filtering, while the text is blank', () => {
    expect(filterByName(items, '   ')).toEqual(items);
    expect(isFiltering('   ')).toBe(false);
    expect(isFiltering('x')).toBe(true);
  });

  it('enable/disable all sets every item; the switch is on only when every item is', () => {
    expect(setAllActive(items, true).every((item) => item.isActive)).toBe(true);
    expect(setAllActive(items, false).some((item) => item.isActive)).toBe(false);
    expect(allActive(items)).toBe(false);
    expect(allActive(setAllActive(items, true))).toBe(true);
    expect(allActive([])).toBe(false);
  });

  it('moves a dragged item to where it was dropped', () => {
    expect(moveItem(items, 'a', 'c').map((item) => item.id)).toEqual(['b', 'c', 'a']);
    expect(moveItem(items, 'c', 'a').map((item) => item.id)).toEqual(['c', 'a', 'b']);
    expect(moveItem(items, 'a', 'zzz')).toEqual(items);
  });

  it('tells always visible from a range, an open end and dates not chosen', () => {
    expect(visibilityOf({ type: 'always', from: 0, to: null })).toEqual({ kind: 'always' });
    expect(visibilityOf({ type: 'timeInterval', from: 0, to: null })).toEqual({ kind: 'unset' });
    expect(visibilityOf({ type: 'timeInterval', from: 5, to: 9 })).toEqual({
      kind: 'range',
      from: 5,
      to: 9,
    });
  });
});
