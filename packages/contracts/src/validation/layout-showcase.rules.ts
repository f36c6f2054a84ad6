import {
  CARD_ATTRIBUTES_MAX,
  DYNAMIC_SHOWCASE_PREFIX,
  MAIN_CATEGORIES_MAX,
  RECOMMENDATION_CATEGORIES_MAX,
} from '../constants/layout.constants';
import type {
  CardAttribute,
  CategoryItem,
  DesktopLayout,
  MobileLayout,
} from '../shops/layout-device.schema';
import type { CategoryNode } from '../shops/reference-lists.schema';

/** The showcase's fixed blocks; dynamic blocks (`dynamic-N`) come on top. */
export const SHOWCASE_BLOCKS = [
  'banner',
  'lastSearches',
  'recommendationsCategories',
  'mainCategories',
] as const;
export type ShowcaseBlock = (typeof SHOWCASE_BLOCKS)[number];

/**
 * Sets a device's ordered showcase blocks; each fixed block's flag follows its presence, so the
 * flags and the list never disagree.
 */
export function withShowcaseItems<T extends DesktopLayout | MobileLayout>(
  device: T,
  items: readonly string[],
): T {
  const has = (block: ShowcaseBlock) => items.includes(block);
  return {
    ...device,
    showcaseItems: [...new Set(items)],
    showcaseBanner: has('banner'),
    showcaseLastSearches: has('lastSearches'),
    showcaseRecommendationsCategories: has('recommendationsCategories'),
    showcaseMainCategories: has('mainCategories'),
  };
}

/**
 * A new dynamic block is numbered one above the highest existing one
 * (docs/product/layout-design.md#dynamic-facets-and-labels).
 * @example nextDynamicBlock(['banner', 'dynamic-2']) // 'dynamic-3'
 */
export function nextDynamicBlock(items: readonly string[]): string {
  const numbers = items
    .filter((item) => item.startsWith(DYNAMIC_SHOWCASE_PREFIX))
    .map((item) => Number(item.slice(DYNAMIC_SHOWCASE_PREFIX.length)))
    .filter(Number.isInteger);
  return `${DYNAMIC_SHOWCASE_PREFIX}${Math.max(0, ...numbers) + 1}`;
}

/** Moves a block one place up (-1) or down (1); the list comes back unchanged at either end. */
export function moveShowcaseItem(items: readonly string[], index: number, step: -1 | 1): string[] {
  const target = index + step;
  if (index < 0 || target < 0 || index >= items.length || target >= items.length) return [...items];
  const next = [...items];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

export type ShowcaseCategoryList = 'main' | 'recommendation';

/** Main categories hold at most 12, recommendation categories at most 8. */
export function showcaseCategoriesMax(list: ShowcaseCategoryList): number {
  return list === 'main' ? MAIN_CATEGORIES_MAX : RECOMMENDATION_CATEGORIES_MAX;
}

/**
 * Adds a category to a showcase list, unless it is there already or the list is full.
 * @example withCategory([], { key: 'a', value: 'a', name: 'A' }, 'recommendation').length // 1
 */
export function withCategory(
  items: readonly CategoryItem[],
  item: CategoryItem,
  list: ShowcaseCategoryList,
): CategoryItem[] {
  if (items.some((entry) => entry.key === item.key)) return [...items];
  if (items.length >= showcaseCategoriesMax(list)) return [...items];
  return [...items, item];
}

/**
 * The category tree of `GET shops/{id}/categories` as pickable items, parents before children:
 * each node is identified by its whole path (`value`), shown by that path.
 */
export function categoryItemsOf(nodes: readonly CategoryNode[]): CategoryItem[] {
  return nodes.flatMap((node) => [
    { key: node.identifier, value: node.identifier, name: node.name },
    ...categoryItemsOf(node.children),
  ]);
}

/** A card attribute counts once it has a key, a type and a label. */
export function isCardAttributeComplete(attribute: CardAttribute | undefined): boolean {
  return (
    attribute !== undefined &&
    attribute.key.trim() !== '' &&
    attribute.label.trim() !== '' &&
    (attribute.type === 'value' || attribute.type === 'image')
  );
}

/**
 * The second card attribute waits for the first (docs/product/layout-design.md#card-tab).
 * @example canEditCardAttribute([], 1) // false
 */
export function canEditCardAttribute(attributes: readonly CardAttribute[], index: number): boolean {
  if (index === 0) return true;
  return index < CARD_ATTRIBUTES_MAX && isCardAttributeComplete(attributes[index - 1]);
}

/**
 * Sets (or, with null, clears) one card attribute. A later attribute exists only while every one
 * before it is complete: clearing the first, or leaving it without key or label, clears the second;
 * an attribute that may not be edited yet is refused.
 */
export function withCardAttribute(
  attributes: readonly CardAttribute[],
  index: number,
  attribute: CardAttribute | null,
): CardAttribute[] {
  if (!canEditCardAttribute(attributes, index)) return [...attributes];
  const next = attributes.slice(0, index);
  if (attribute === null) return next;
  next.push(attribute);
  for (const later of attributes.slice(index + 1)) next.push(later);
  const kept: CardAttribute[] = [];
  for (const item of next) {
    if (kept.length > 0 && !isCardAttributeComplete(kept.at(-1))) break;
    kept.push(item);
  }
  return kept.slice(0, CARD_ATTRIBUTES_MAX);
}
