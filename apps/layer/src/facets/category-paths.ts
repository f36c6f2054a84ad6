import type { FacetValue } from './facet-model';

/**
 * The separator of the search API's category paths. Always '/', whatever the feed wrote ('A > B'
 * is indexed as 'A/B', and a '/' inside a level becomes a dash), so the layer needs no per-shop
 * setting (docs/product/search-api.md).
 */
export const CATEGORY_SEPARATOR = '/';

const levels = (path: string) => path.split(CATEGORY_SEPARATOR).filter((level) => level !== '');
/** Not `Array.prototype.at`: the layer still runs on Chrome 80 and Safari 14.1. */
const fromEnd = (parts: readonly string[], back: number) => parts[parts.length - back];

export interface CategoryNode {
  /** The whole path: the value the filter sends. */
  path: string;
  label: string;
  count: number;
  selected: boolean;
  children: CategoryNode[];
}

/**
 * `leafs-*` facets: only categories with no sub-category among the answer's paths, labelled by
 * their last level. Two leaves with the same name show their parent too, so they stay apart.
 */
export function categoryLeaves(values: readonly FacetValue[]): FacetValue[] {
  const paths = values.map((value) => value.value);
  const leaves = values.filter(
    (value) => !paths.some((path) => path.startsWith(value.value + CATEGORY_SEPARATOR)),
  );
  const names = leaves.map((value) => fromEnd(levels(value.value), 1) ?? value.value);
  return leaves.map((value, index) => {
    const name = names[index] ?? value.value;
    const twin = names.some((other, at) => other === name && at !== index);
    const parent = fromEnd(levels(value.value), 2);
    return { ...value, label: twin && parent ? `${name} (${parent})` : name };
  });
}

/**
 * `tree-*` facets: the answer's category paths as a tree split by the separator. Parents missing
 * from the answer still appear (with no count of their own) so every path has a place; children
 * keep the facet's value order.
 */
export function categoryTree(values: readonly FacetValue[]): CategoryNode[] {
  const roots: CategoryNode[] = [];
  const byPath = new Map<string, CategoryNode>();
  const nodeFor = (parts: string[]): CategoryNode => {
    const path = parts.join(CATEGORY_SEPARATOR);
    const known = byPath.get(path);
    if (known) return known;
    const node: CategoryNode = {
      path,
      label: fromEnd(parts, 1) ?? path,
      count: 0,
      selected: false,
      children: [],
    };
    byPath.set(path, node);
    (parts.length > 1 ? nodeFor(parts.slice(0, -1)).children : roots).push(node);
    return node;
  };
  for (const value of values) {
    const parts = levels(value.value);
    if (parts.length === 0) continue;
    const node = nodeFor(parts);
    node.path = value.value;
    node.count = value.count;
    node.selected = value.selected;
  }
  return roots;
}

/** Whether a node or any node below it is chosen: such branches open by themselves. */
export function holdsSelection(node: CategoryNode): boolean {
  return node.selected || node.children.some(holdsSelection);
}

/**
 * The indexes of a path's levels a tree shows (docs/product/layout-design.md#category-level):
 * `first`, `second`, `penultimate` and `last` counted on this path, in tree order, each once.
 */
export function chosenLevels(depth: number, list: readonly string[]): number[] {
  const index: Readonly<Record<string, number>> = {
    first: 0,
    second: 1,
    penultimate: depth - 2,
    last: depth - 1,
  };
  const picked = list.flatMap((name) => {
    const at = index[name];
    return at === undefined ? [] : [Math.max(0, Math.min(depth - 1, at))];
  });
  return [...new Set(picked)].sort((a, b) => a - b);
}

/**
 * A tree cut to the layout's category levels: each deepest category hangs under the chosen levels
 * of its own path, so `['first', 'last']` shows top categories with their leaves right below. With
 * no level chosen (the default) every level shows.
 */
export function levelledTree(
  values: readonly FacetValue[],
  list: readonly string[],
): CategoryNode[] {
  if (list.length === 0) return categoryTree(values);
  const known = new Map(values.map((value) => [value.value, value]));
  const nodes = new Map<string, CategoryNode>();
  const roots: CategoryNode[] = [];
  for (const leaf of categoryLeaves(values)) {
    const parts = levels(leaf.value);
    let siblings = roots;
    for (const index of chosenLevels(parts.length, list)) {
      const path =
        index === parts.length - 1
          ? leaf.value
          : parts.slice(0, index + 1).join(CATEGORY_SEPARATOR);
      let node = nodes.get(path);
      if (!node) {
        const value = known.get(path);
        node = {
          path,
          label: parts[index] ?? path,
          count: value?.count ?? 0,
          selected: value?.selected ?? false,
          children: [],
        };
        nodes.set(path, node);
        siblings.push(node);
      }
      siblings = node.children;
    }
  }
  return roots;
}
