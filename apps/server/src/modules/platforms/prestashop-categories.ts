import { clip, isTrue, pickLanguage, toId, toNumber } from './prestashop-values';
import type { PsCategory, PsProduct } from './prestashop.types';

/** One category of the shop's tree, as the mapper walks it. */
export interface PrestaShopCategoryNode {
  parent: string;
  name: string;
  active: boolean;
  /** PrestaShop's "Root" (depth 0) and "Home" (the shop's root category, depth 1). */
  top: boolean;
}

/**
 * The category tree from `GET /api/categories`, names in the shop's language.
 * @example prestaShopCategoryTree([{ id: 3, id_parent: 2, name: 'Uomo', level_depth: '2' }], '1')
 */
export function prestaShopCategoryTree(
  categories: readonly PsCategory[],
  languageId: string | null,
): Map<string, PrestaShopCategoryNode> {
  const tree = new Map<string, PrestaShopCategoryNode>();
  for (const category of categories) {
    const depth = toNumber(category.level_depth);
    tree.set(toId(category.id), {
      parent: toId(category.id_parent),
      name: pickLanguage(category.name, languageId).trim(),
      active: category.active === undefined || isTrue(category.active),
      top: isTrue(category.is_root_category) || (depth !== undefined && depth <= 1),
    });
  }
  return tree;
}

/**
 * "Uomo > Scarpe > Trekking" for the product's deepest categories, the default category first.
 * PrestaShop associates a product with every level it should be listed under, so a category that
 * is the ancestor of another of the product's categories adds no path of its own. Root and Home
 * are left out of each path; a hidden (inactive) category gives no path; a loop stops the walk.
 */
export function prestaShopCategoryPaths(
  product: PsProduct,
  tree: ReadonlyMap<string, PrestaShopCategoryNode>,
): string[] {
  const own = (product.associations?.categories ?? []).map((category) => toId(category.id));
  const fallback = toId(product.id_category_default);
  const ids = [...new Set([fallback, ...own].filter((id) => id !== '' && id !== '0'))];
  const chains = new Map<string, string[]>();
  for (const id of ids) chains.set(id, chainOf(id, tree));
  const ancestors = new Set<string>();
  for (const chain of chains.values()) for (const id of chain.slice(0, -1)) ancestors.add(id);
  const paths: string[] = [];
  for (const [id, chain] of chains) {
    if (ancestors.has(id) || chain.length === 0) continue;
    const nodes = chain.map((at) => tree.get(at));
    if (nodes.some((node) => !node || !node.active || !node.name)) continue;
    const path = clip(nodes.map((node) => node?.name ?? '').join(' > '), 500);
    if (path) paths.push(path);
  }
  return [...new Set(paths)].slice(0, 20);
}

/** Ids from the top category below Home down to `id`; empty for Root, Home or unknown ids. */
function chainOf(id: string, tree: ReadonlyMap<string, PrestaShopCategoryNode>): string[] {
  const chain: string[] = [];
  const seen = new Set<string>();
  for (let at = id, node = tree.get(at); node && !node.top && !seen.has(at);) {
    seen.add(at);
    chain.unshift(at);
    at = node.parent;
    node = tree.get(at);
  }
  return chain;
}
