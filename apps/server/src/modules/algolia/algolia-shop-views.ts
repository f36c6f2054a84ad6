import { withLayoutDefaults, type FacetSortOption } from '@trova/contracts';
import type { ShopConfiguration } from '../configuration/index';
import type { ShopIndex } from '../search/index';

/** What of a shop's configuration shapes its Algolia answers. */
export interface ShopView {
  /** Changes with every view loaded: part of the answer cache's key. */
  id: number;
  /** `renderingContent.facetOrdering` as JSON. */
  facetOrdering: string;
}

const SORT_REMAINING: Readonly<Record<FacetSortOption, 'count' | 'alpha'>> = {
  results: 'count',
  ASC: 'alpha',
  // Algolia's ordering has no reverse alphabetical order: the closest it can say.
  DESC: 'alpha',
};

/**
 * `renderingContent.facetOrdering` (docs/product/algolia-protocol.md#response): the layout's
 * active facets in its order, then the setup's others; a category facet is followed by its first
 * level (`categories.lvl0`), the attribute InstantSearch's hierarchical menu names. Each facet's
 * values as the layout sorts them: by count, or alphabetically.
 * @example facetOrdering({ setup, layout: null, … }) // '{"facets":{"order":["brand",…]},"values":{…}}'
 */
export function facetOrdering(
  configuration: Pick<ShopConfiguration, 'setup' | 'layout'>,
  categories: ReadonlySet<string>,
): string {
  const layout = withLayoutDefaults(configuration.layout ?? {});
  const names: string[] = [];
  const values: Record<string, { sortRemainingBy: 'count' | 'alpha' }> = {};
  for (const facet of layout.facets) {
    if (!facet.active || names.includes(facet.name)) continue;
    names.push(facet.name);
    Object.defineProperty(values, facet.name, {
      value: { sortRemainingBy: SORT_REMAINING[facet.filterSorting] },
      enumerable: true,
    });
  }
  for (const name of configuration.setup?.facets ?? []) if (!names.includes(name)) names.push(name);
  const order = names.flatMap((name) => (categories.has(name) ? [name, `${name}.lvl0`] : [name]));
  return JSON.stringify({ facets: { order }, values });
}

/**
 * Each shop's `ShopView`, kept per live registry entry: search replaces a shop's entry whenever a
 * configuration is applied in this process (`IndexRegistry.update`, on the save here and on the
 * change feed elsewhere), so a view never outlives the configuration it was read from. Read once
 * per entry; concurrent first searches share the read.
 */
export class AlgoliaShopViews {
  private readonly views = new WeakMap<ShopIndex, ShopView | Promise<ShopView>>();
  private nextId = 0;

  constructor(
    private readonly read: (shopId: string) => Promise<{ configuration: ShopConfiguration }>,
  ) {}

  of(entry: ShopIndex): ShopView | Promise<ShopView> {
    const known = this.views.get(entry);
    if (known !== undefined) return known;
    const categories = new Set(
      entry.index.schema.facets
        .filter((facet) => facet.type === 'category')
        .map((facet) => facet.name),
    );
    const loading = this.read(entry.shopId).then(
      ({ configuration }) => {
        const view = { id: this.nextId++, facetOrdering: facetOrdering(configuration, categories) };
        this.views.set(entry, view);
        return view;
      },
      (error: unknown) => {
        this.views.delete(entry);
        throw error;
      },
    );
    this.views.set(entry, loading);
    return loading;
  }
}
