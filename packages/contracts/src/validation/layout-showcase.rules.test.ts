import { describe, expect, it } from 'vitest';
import type { CardAttribute, CategoryItem } from '../shops/layout-device.schema';
import { defaultDesktopLayout } from '../shops/layout-device.schema';
import {
  canEditCardAttribute,
  categoryItemsOf,
  moveShowcaseItem,
  nextDynamicBlock,
  withCardAttribute,
  withCategory,
  withShowcaseItems,
} from './layout-showcase.rules';

const category = (key: string): CategoryItem => ({ key, value: key, name: key });

describe('showcase blocks', () => {
  it('keeps the block flags in step with the ordered list', () => {
    const desktop = withShowcaseItems(defaultDesktopLayout(), ['lastSearches', 'banner', 'banner']);
    expect(desktop.showcaseItems).toEqual(['lastSearches', 'banner']);
    expect(desktop).toMatchObject({
      showcaseBanner: true,
      showcaseLastSearches: true,
      showcaseMainCategories: false,
    });
  });

  it('numbers a new dynamic block one above the highest', () => {
    expect(nextDynamicBlock(['banner'])).toBe('dynamic-1');
    expect(nextDynamicBlock(['dynamic-1', 'dynamic-2'])).toBe('dynamic-3');
    expect(nextDynamicBlock(['dynamic-5', 'dynamic-2'])).toBe('dynamic-6');
  });

  it('moves a block one place, not past the ends', () => {
    expect(moveShowcaseItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveShowcaseItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });
});

describe('showcase categories', () => {
  it('holds at most 8 recommendation and 12 main categories, each once', () => {
    let items: CategoryItem[] = [];
    for (let n = 0; n < 15; n += 1)
      items = withCategory(items, category(`c${n}`), 'recommendation');
    expect(items).toHaveLength(8);
    let main: CategoryItem[] = [];
    for (let n = 0; n < 15; n += 1) main = withCategory(main, category(`c${n}`), 'main');
    expect(main).toHaveLength(12);
    expect(withCategory([category('a')], category('a'), 'main')).toHaveLength(1);
  });

  it('lists the category tree by path, parents first', () => {
    const tree = [
      {
        identifier: 'Donna',
        name: 'Donna',
        parent: null,
        children: [{ identifier: 'Donna/Scarpe', name: 'Scarpe', parent: 'Donna', children: [] }],
      },
    ];
    expect(categoryItemsOf(tree).map((item) => item.value)).toEqual(['Donna', 'Donna/Scarpe']);
  });
});

describe('card attributes', () => {
  const first: CardAttribute = { key: 'brand', label: 'Brand', type: 'value' };
  const second: CardAttribute = { key: 'image', label: 'Logo', type: 'image' };

  it('keeps the second waiting until the first has key, type and label', () => {
    expect(canEditCardAttribute([], 1)).toBe(false);
    expect(canEditCardAttribute([{ ...first, label: '' }], 1)).toBe(false);
    expect(canEditCardAttribute([first], 1)).toBe(true);
    expect(withCardAttribute([], 1, second)).toEqual([]);
    expect(withCardAttribute([first], 1, second)).toEqual([first, second]);
  });

  it('clears the second when the first is cleared or left incomplete', () => {
    expect(withCardAttribute([first, second], 0, null)).toEqual([]);
    expect(withCardAttribute([first, second], 0, { ...first, key: '' })).toEqual([
      { ...first, key: '' },
    ]);
    expect(withCardAttribute([first, second], 0, { ...first, label: 'Marca' })).toHaveLength(2);
    expect(withCardAttribute([first, second], 1, null)).toEqual([first]);
  });
});
