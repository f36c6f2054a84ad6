import {
  ALPHABETICAL_FACET_TYPES,
  CATEGORY_FACET_TYPES,
  CATEGORY_LEVEL_OPTIONS,
  FACET_TYPES,
  NO_FILTER_SORTING_FACET_TYPES,
  NO_INNER_SEARCH_FACET_TYPES,
  PRICE_FACET_TYPES,
  type FacetType,
} from '../constants/layout.constants';
import type { CategoryLevel, LayoutFacet } from '../shops/layout-facets.schema';

/** The setup facet that filters by category tree, and the one that filters by price range. */
export const CATEGORY_FACET_NAME = 'categories';
export const PRICE_FACET_NAME = 'price';

export type FacetKind = 'ordinary' | 'categories' | 'price';

/**
 * A facet's kind follows from its field, as the index counts it: `categories` a tree, `price` a
 * range, any other field its values (docs/product/search-setup.md#what-a-save-changes).
 * @example facetKindOf('price') // 'price'
 */
export function facetKindOf(name: string): FacetKind {
  if (name === CATEGORY_FACET_NAME) return 'categories';
  if (name === PRICE_FACET_NAME) return 'price';
  return 'ordinary';
}

/**
 * The types a facet of a kind may take (docs/product/layout-design.md#facets).
 * @example facetTypesFor('price') // ['slider']
 */
export function facetTypesFor(kind: FacetKind): readonly FacetType[] {
  if (kind === 'categories') return CATEGORY_FACET_TYPES;
  if (kind === 'price') return PRICE_FACET_TYPES;
  return FACET_TYPES;
}

/**
 * A setup facet that the layout has not styled yet: shown, labelled by its field, first type of its
 * kind, sorted by number of results.
 */
export function defaultLayoutFacet(name: string): LayoutFacet {
  const kind = facetKindOf(name);
  return {
    name,
    label: name,
    type: facetTypesFor(kind)[0] ?? 'checkbox-MC',
    active: true,
    isCategory: kind === 'categories',
    withSearch: false,
    filterSorting: 'results',
  };
}

/**
 * The layout's facet rows for the setup's facets: saved rows keep their order and settings, new
 * setup facets are appended with defaults, rows whose field is no longer a facet are dropped. A saved
 * type the facet's kind does not allow falls back to the kind's first type.
 */
export function layoutFacetsFor(
  saved: readonly LayoutFacet[],
  setupFacets: readonly string[],
): LayoutFacet[] {
  const kept = saved
    .filter((facet) => setupFacets.includes(facet.name))
    .map((facet) => {
      const types = facetTypesFor(facetKindOf(facet.name));
      return types.includes(facet.type)
        ? facet
        : { ...facet, type: defaultLayoutFacet(facet.name).type };
    });
  const added = setupFacets
    .filter((name) => !kept.some((facet) => facet.name === name))
    .map(defaultLayoutFacet);
  return [...kept, ...added];
}

/**
 * Gives a facet a type; an alphabetical type resets the value sorting to ASC
 * (docs/product/layout-design.md#facets).
 * @example withFacetType(defaultLayoutFacet('brand'), 'alph-SC').filterSorting // 'ASC'
 */
export function withFacetType(facet: LayoutFacet, type: FacetType): LayoutFacet {
  const alphabetical = ALPHABETICAL_FACET_TYPES.includes(type);
  return { ...facet, type, ...(alphabetical ? { filterSorting: 'ASC' as const } : {}) };
}

/** Inner search is hidden for slider and rating facets. */
export function showsInnerSearch(facet: Pick<LayoutFacet, 'type'>): boolean {
  return !NO_INNER_SEARCH_FACET_TYPES.includes(facet.type);
}

/** Value sorting is hidden for slider, rating and category facets. */
export function showsValueSorting(facet: Pick<LayoutFacet, 'type' | 'isCategory'>): boolean {
  return !facet.isCategory && !NO_FILTER_SORTING_FACET_TYPES.includes(facet.type);
}

/**
 * Moves a facet among the active facets only (docs/product/layout-design.md#facets): `from` and `to`
 * are positions in the whole list and must both hold active facets; inactive facets keep their
 * places. Answers the list unchanged otherwise.
 * @example moveActiveFacet(facets, 0, 2) // the first active facet now sits where the third was
 */
export function moveActiveFacet(
  facets: readonly LayoutFacet[],
  from: number,
  to: number,
): LayoutFacet[] {
  const slots = facets.flatMap((facet, index) => (facet.active ? [index] : []));
  const fromSlot = slots.indexOf(from);
  const toSlot = slots.indexOf(to);
  if (fromSlot < 0 || toSlot < 0 || from === to) return [...facets];
  const active = slots.map((index) => facets[index]!);
  const [moved] = active.splice(fromSlot, 1);
  active.splice(toSlot, 0, moved!);
  const next = [...facets];
  slots.forEach((index, slot) => {
    next[index] = active[slot]!;
  });
  return next;
}

/**
 * Choosing a category tree depth resets the offered levels and the chosen list
 * (docs/product/layout-design.md#category-level): depth 1 offers nothing and shows the leaves;
 * depths 2 and 3 offer every level option and start from the outermost ones.
 * @example categoryLevelFor(1) // { level: 1, choiceList: [], list: ['last'] }
 */
export function categoryLevelFor(level: CategoryLevel['level']): CategoryLevel {
  if (level === 1) return { level, choiceList: [], list: ['last'] };
  const list = level === 2 ? ['first', 'last'] : ['first', 'second', 'last'];
  return { level, choiceList: [...CATEGORY_LEVEL_OPTIONS], list };
}

/**
 * A chosen level list fits its depth: as many distinct levels as the depth, each offered; depth 1
 * shows only the leaves.
 * @example isValidCategoryLevelList(categoryLevelFor(3)) // true
 */
export function isValidCategoryLevelList(categoryLevel: CategoryLevel): boolean {
  const { level, choiceList, list } = categoryLevel;
  if (level === 1) return list.length === 1 && list[0] === 'last';
  return (
    list.length === level &&
    new Set(list).size === list.length &&
    list.every((item) => choiceList.includes(item))
  );
}

/** A chosen level list in the tree's order (first, second, penultimate, last). */
export function orderedCategoryLevels(list: readonly string[]): string[] {
  const order: readonly string[] = CATEGORY_LEVEL_OPTIONS;
  return [...list].sort((a, b) => order.indexOf(a) - order.indexOf(b));
}
