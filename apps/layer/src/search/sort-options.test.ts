import { defaultLayout, type LayoutSort } from '@trova/contracts';
import { describe, expect, it } from 'vitest';
import { sortChoice } from './sort-options';

describe('sortChoice', () => {
  it('offers the default options with relevance first and chosen', () => {
    const choice = sortChoice(defaultLayout().sort);
    expect(choice.options.map((option) => option.entries)).toEqual([
      [{ key: 'score', direction: 'DESC' }],
      [{ key: 'selling_price', direction: 'ASC' }],
      [{ key: 'selling_price', direction: 'DESC' }],
    ]);
    expect(choice).toMatchObject({ initial: 0, menu: true });
  });

  it('adds tie-breakers after the option, skips inactive options and starts on the default', () => {
    const sort: LayoutSort = defaultLayout().sort;
    sort.values[0] = { ...sort.values[0]!, active: false, isDefault: false };
    sort.values[2] = {
      ...sort.values[2]!,
      isDefault: true,
      selectedList: [{ label: 'brand', sort: 'ASC' }],
    };
    const choice = sortChoice(sort);
    expect(choice.options).toHaveLength(2);
    expect(choice.initial).toBe(1);
    expect(choice.options[1]?.entries).toEqual([
      { key: 'selling_price', direction: 'DESC' },
      { key: 'brand', direction: 'ASC' },
    ]);
  });

  it('hides the menu when the layout switches sorting off, yet still orders by the default', () => {
    const sort = { ...defaultLayout().sort, active: false };
    expect(sortChoice(sort)).toMatchObject({ menu: false, initial: 0 });
  });
});
