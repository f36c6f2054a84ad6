import { describe, expect, it } from 'vitest';
import { categoryLeaves, categoryTree, holdsSelection, type CategoryNode } from './category-paths';
import type { FacetValue } from './facet-model';

const value = (path: string, count: number, selected = false): FacetValue => ({
  value: path,
  label: path,
  count,
  selected,
});

describe('categoryLeaves', () => {
  it('keeps only categories without sub-categories, named by their last level', () => {
    const leaves = categoryLeaves([
      value('Shoes', 9),
      value('Shoes/Running', 5),
      value('Shoes/Trail', 4),
      value('Bags', 2),
    ]);
    expect(leaves.map((leaf) => [leaf.value, leaf.label])).toEqual([
      ['Shoes/Running', 'Running'],
      ['Shoes/Trail', 'Trail'],
      ['Bags', 'Bags'],
    ]);
  });

  it('tells same-named leaves apart by their parent', () => {
    const leaves = categoryLeaves([value('Men/Shoes', 3), value('Women/Shoes', 4)]);
    expect(leaves.map((leaf) => leaf.label)).toEqual(['Shoes (Men)', 'Shoes (Women)']);
  });
});

describe('categoryTree', () => {
  const shape = (nodes: CategoryNode[]): unknown[] =>
    nodes.map((node) => [node.label, node.count, shape(node.children)]);

  it('nests paths by the separator and adds parents the answer left out', () => {
    const tree = categoryTree([
      value('Shoes', 9),
      value('Shoes/Running', 5),
      value('Bags/Leather/Small', 1),
    ]);
    expect(shape(tree)).toEqual([
      ['Shoes', 9, [['Running', 5, []]]],
      ['Bags', 0, [['Leather', 0, [['Small', 1, []]]]]],
    ]);
    expect(tree[1]?.children[0]?.children[0]?.path).toBe('Bags/Leather/Small');
  });

  it('knows which branches hold a chosen category', () => {
    const [shoes, bags] = categoryTree([value('Shoes/Running', 5, true), value('Bags', 1)]);
    expect([shoes && holdsSelection(shoes), bags && holdsSelection(bags)]).toEqual([true, false]);
  });
});
