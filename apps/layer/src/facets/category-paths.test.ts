import { describe, expect, it } from 'vitest';
import {
  categoryLeaves,
  categoryTree,
  chosenLevels,
  holdsSelection,
  levelledTree,
  type CategoryNode,
} from './category-paths';
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

const shape = (nodes: CategoryNode[]): unknown[] =>
  nodes.map((node) => [node.label, node.count, shape(node.children)]);

describe('categoryTree', () => {
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

describe('levelledTree', () => {
  const values = [
    value('Men', 9),
    value('Men/Shoes', 6),
    value('Men/Shoes/Running', 4),
    value('Men/Shoes/Running/Trail', 2),
    value('Bags', 3),
  ];

  it('counts first, second, penultimate and last on each path', () => {
    expect(chosenLevels(4, ['first', 'penultimate', 'last'])).toEqual([0, 2, 3]);
    expect(chosenLevels(2, ['first', 'second', 'last'])).toEqual([0, 1]);
    expect(chosenLevels(1, ['last'])).toEqual([0]);
  });

  it('hangs each deepest category under the chosen levels of its path', () => {
    expect(shape(levelledTree(values, ['first', 'last']))).toEqual([
      ['Men', 9, [['Trail', 2, []]]],
      ['Bags', 3, []],
    ]);
    expect(shape(levelledTree(values, ['last']))).toEqual([
      ['Trail', 2, []],
      ['Bags', 3, []],
    ]);
  });

  it('shows every level when the layout chose none', () => {
    expect(shape(levelledTree(values.slice(0, 2), []))).toEqual([['Men', 9, [['Shoes', 6, []]]]]);
  });
});
