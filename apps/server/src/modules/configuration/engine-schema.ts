import {
  DEFAULT_QUERY_FIELD_WEIGHT,
  learningSettingsOf,
  SEARCH_TYPE_KEY,
  type FineTuning,
  type QueryField,
  type Setup,
  type TypoToleranceValue,
} from '@trova/contracts';
import {
  splitSchema,
  type EngineSchema,
  type FacetField,
  type FacetType,
  type SearchableField,
  type TypoTolerance,
} from '@trova/engine';
import type { SearchSettings } from '../../kernel/shop-configuration';

/** Stock flag the availability ranking rule reads; not a catalogue attribute. */
export const AVAILABILITY_FIELD = 'inStock';

/**
 * The index every shop gets until its saved setup says otherwise: names and descriptions matched as
 * text, identifiers (gtin, mpn) exactly; the facets storefronts filter on; price sortable.
 */
export const DEFAULT_ENGINE_SCHEMA: EngineSchema = {
  searchable: [
    { name: 'title', weight: 4 },
    { name: 'brand', weight: 3 },
    { name: 'categories', weight: 2 },
    { name: 'description', weight: 1 },
    { name: 'gtin', type: 'code', weight: 5 },
    { name: 'mpn', type: 'code', weight: 5 },
  ],
  facets: [
    { name: 'brand', type: 'string' },
    { name: 'color', type: 'string' },
    { name: 'size', type: 'string' },
    { name: 'categories', type: 'category' },
    { name: 'price', type: 'number' },
    { name: 'availability', type: 'string' },
  ],
  sortable: [{ name: 'price', type: 'number' }],
  returned: [
    'title',
    'description',
    'brand',
    'link',
    'images',
    'price',
    'currency',
    'availability',
  ],
  availabilityField: AVAILABILITY_FIELD,
};

/** Multi-valued document fields; any other configured facet is a single string. */
const FACET_TYPES: Readonly<Record<string, FacetType>> = {
  categories: 'category',
  price: 'number',
  images: 'string[]',
};

/**
 * How a configured facet is counted: category paths as a tree, the price as a range, lists as
 * multi-valued, anything else as one value.
 * @example facetTypeOf('price') // 'number'
 */
export function facetTypeOf(name: string): FacetType {
  // An owner may name a facet `constructor`: only the table's own keys are types.
  return Object.hasOwn(FACET_TYPES, name) ? (FACET_TYPES[name] ?? 'string') : 'string';
}

const TYPO_TOLERANCE: Readonly<Record<TypoToleranceValue, TypoTolerance>> = {
  none: 0,
  fuzzy1: 1,
  fuzzy2: 2,
};

/** What a shop's saved configuration says about its index. */
export interface ShopSearchConfiguration {
  setup: Setup | null;
  fineTuning: FineTuning | null;
}

function searchable(name: string, field: QueryField, weights: FineTuning['weights']) {
  const type = field[SEARCH_TYPE_KEY] === 'code' ? 'code' : 'text';
  // Field names and tolerances come from the owner: only own keys count (`constructor` is a name).
  const tolerance = Object.hasOwn(TYPO_TOLERANCE, field.typoTolerance)
    ? TYPO_TOLERANCE[field.typoTolerance as TypoToleranceValue]
    : undefined;
  const weight = Object.hasOwn(weights, name) ? weights[name] : undefined;
  const result: SearchableField = { name, type, weight: weight ?? DEFAULT_QUERY_FIELD_WEIGHT };
  // An unknown tolerance keeps the engine's default rather than failing the whole index.
  if (tolerance !== undefined) result.typoTolerance = tolerance;
  return result;
}

/**
 * The facets the engine counts: the setup's, then its dynamic facets when they are on, so answers
 * carry their counts and the layer can show the ones that narrow the results
 * (docs/product/search-setup.md#facets-and-dynamic-facets).
 * @example facetNames({ ...setup, facets: ['brand'] }) // ['brand'], plus the dynamic list when on
 */
export function facetNames(setup: NonNullable<ShopSearchConfiguration['setup']>): string[] {
  const dynamic = setup.config.dynamicFacets;
  return [...new Set([...setup.facets, ...(dynamic.isActive ? dynamic.selectedList : [])])];
}

/**
 * Price and categories filter on every shop, facets or not (docs/product/search-api.md#filters):
 * the ones the setup leaves out are indexed filter-only, so answers do not count them.
 */
const ALWAYS_FILTERABLE = ['price', 'categories'] as const;

function engineFacets(names: readonly string[]): FacetField[] {
  const counted = names.map((name): FacetField => ({ name, type: facetTypeOf(name) }));
  const filterOnly = ALWAYS_FILTERABLE.filter((name) => !names.includes(name)).map(
    (name): FacetField => ({ name, type: facetTypeOf(name), counted: false }),
  );
  return [...counted, ...filterOnly];
}

/**
 * The engine schema of a shop: its setup's query fields (weights from fine tuning, search type,
 * typo tolerance), facets and results fields, and fine tuning's stop words and synonyms. A shop
 * without a setup, or whose setup searches nothing yet, keeps the default fields for what is missing.
 * Stop words and synonyms apply either way.
 *
 * The product URL, images and price are always returned: every search answer carries them.
 * @example engineSchemaFor({ setup: null, fineTuning: null }).searchable[0]?.name // 'title'
 */
export function engineSchemaFor({ setup, fineTuning }: ShopSearchConfiguration): EngineSchema {
  const words = { stopWords: fineTuning?.stopwords ?? [], synonyms: fineTuning?.synonyms ?? [] };
  if (!setup) return { ...DEFAULT_ENGINE_SCHEMA, ...words };
  const weights = fineTuning?.weights ?? {};
  const query = Object.entries(setup.query);
  const returned = new Set([
    ...Object.keys(setup.results),
    setup.productUrl,
    setup.productImage.main,
    setup.productImage.hover,
    'price',
    'currency',
  ]);
  return {
    searchable:
      query.length > 0
        ? query.map(([name, field]) => searchable(name, field, weights))
        : DEFAULT_ENGINE_SCHEMA.searchable,
    facets: engineFacets(facetNames(setup)),
    sortable: DEFAULT_ENGINE_SCHEMA.sortable ?? [],
    returned: [...returned],
    ...words,
    // Boosting names one numeric product field; the engine's business rule ranks higher values first.
    ...(setup.boosting ? { popularityField: setup.boosting } : {}),
    ...(DEFAULT_ENGINE_SCHEMA.availabilityField === undefined
      ? {}
      : { availabilityField: DEFAULT_ENGINE_SCHEMA.availabilityField }),
  };
}

/**
 * What a configuration asks of search. The configuration module derives it once per save and
 * `configuration.saved` carries it; a build derives it from the configuration it reads. The
 * setup's learned ranking (docs/product/learning.md#settings; defaults when it has none) goes in
 * the query settings, its strength from a percentage to [0, 1].
 * @throws EngineError when the engine could not index the schema.
 * @example searchSettingsOf({ setup: null, fineTuning: null }).inputs.hideOutOfStock // false
 */
export function searchSettingsOf(configuration: ShopSearchConfiguration): SearchSettings {
  const schema = engineSchemaFor(configuration);
  const { index, query } = splitSchema(schema);
  // Learned ranking is a query setting: switching it or its strength changes no index.
  const learning = learningSettingsOf(configuration.setup?.config.learning);
  return {
    inputs: { schema: index, hideOutOfStock: configuration.setup?.oosProducts === false },
    query: {
      ...query,
      learning: {
        enabled: learning.enabled,
        strength: learning.strength / 100,
        placement: learning.placement,
      },
    },
    schema,
  };
}
