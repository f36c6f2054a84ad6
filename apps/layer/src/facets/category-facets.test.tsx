// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { facetValue, facetView, showFacet, sync, texts, unmount } from '../../test/facet.fixtures';
import { LeafsFacet, TreeFacet } from './category-facets';

afterEach(unmount);

const categories = (selected = '') =>
  facetView(
    ['Shoes', 'Shoes/Running', 'Shoes/Trail', 'Bags'].map((path, i) =>
      facetValue(path, 10 - i, path === selected),
    ),
    { name: 'categories', label: 'Category', isCategory: true, type: 'tree-MC' },
  );

describe('LeafsFacet', () => {
  it('shows only the deepest categories by their own name, and sends the whole path', () => {
    const { onToggle } = showFacet(LeafsFacet, categories());
    expect(texts('label')).toEqual(['Running (9)', 'Trail (8)', 'Bags (7)']);
    sync(() => document.querySelector<HTMLInputElement>('input[type="checkbox"]')?.click());
    expect(onToggle).toHaveBeenCalledWith('Shoes/Running');
  });
});

describe('TreeFacet', () => {
  it('shows top categories with a collapsed disclosure, and opens a branch on press', () => {
    showFacet(TreeFacet, categories());
    expect(texts('label')).toEqual(['Shoes (10)', 'Bags (7)']);
    const toggle = document.querySelector<HTMLButtonElement>('button[aria-expanded]');
    expect(toggle?.getAttribute('aria-expanded')).toBe('false');
    expect(toggle?.textContent).toContain('Subcategories of Shoes');
    sync(() => toggle?.click());
    expect(toggle?.getAttribute('aria-expanded')).toBe('true');
    expect(texts('label')).toEqual(['Shoes (10)', 'Running (9)', 'Trail (8)', 'Bags (7)']);
  });

  it('opens the branch holding a chosen category and reports the path ticked', () => {
    const { onToggle } = showFacet(TreeFacet, categories('Shoes/Trail'));
    const trail = document.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')[2];
    expect(trail?.checked).toBe(true);
    sync(() => trail?.click());
    expect(onToggle).toHaveBeenCalledWith('Shoes/Trail');
  });

  it('shows only the levels the layout’s category level chose', () => {
    const deep = facetView(
      ['Men', 'Men/Shoes', 'Men/Shoes/Trail', 'Bags'].map((path) => facetValue(path, 2)),
      {
        name: 'categories',
        label: 'Category',
        isCategory: true,
        categoryLevels: ['first', 'last'],
      },
    );
    showFacet(TreeFacet, deep);
    sync(() => document.querySelector<HTMLButtonElement>('button[aria-expanded]')?.click());
    expect(texts('label')).toEqual(['Men (2)', 'Trail (2)', 'Bags (2)']);
  });
});
