import type { FacetValue } from './facet-model';

/**
 * The category separator. The setup's default (docs/product/search-setup.md#setup-data); the public
 * layer configuration does not carry a shop's own separator yet.
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
