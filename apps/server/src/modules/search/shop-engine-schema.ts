import {
  DEFAULT_QUERY_FIELD_WEIGHT,
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
  type QuerySettings,
  type SearchableField,
  type TypoTolerance,
} from '@trova/engine';
import { DEFAULT_ENGINE_SCHEMA, facetTypeOf } from './product-document';

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
 * The fields each search hit shows besides the fixed ones: the setup's results, in its order.
 * @example resultFieldsOf(null) // []
 */
export function resultFieldsOf(setup: Setup | null): string[] {
  return setup ? Object.keys(setup.results) : [];
}

/**
 * Everything a build depends on besides the products: a change to it means a rebuild. Query
 * settings (weights, typo tolerance, stop words, synonyms) are not part of it: they apply to the
 * live index at once (docs/architecture.md, "Query settings").
 */
export interface IndexInputs {
  schema: ReturnType<typeof splitSchema>['index'];
  /** `setup.oosProducts` false: out-of-stock products are left out of the index. */
  hideOutOfStock: boolean;
}

/** What a configuration asks of search: the index it needs and the settings its queries use. */
export interface SearchSettings {
  inputs: IndexInputs;
  query: QuerySettings;
  /** The whole schema, for a build. */
  schema: EngineSchema;
}

/**
 * @example searchSettingsOf({ setup: null, fineTuning: null }).inputs.hideOutOfStock // false
 */
export function searchSettingsOf(configuration: ShopSearchConfiguration): SearchSettings {
  const schema = engineSchemaFor(configuration);
  const { index, query } = splitSchema(schema);
  return {
    inputs: { schema: index, hideOutOfStock: configuration.setup?.oosProducts === false },
    query,
    schema,
  };
}

/**
 * Excluded IPs as the search route sees client addresses: a dual-stack socket reports IPv4 clients
 * as `::ffff:a.b.c.d`, so both spellings are listed.
 * @example excludedIpSet(['10.0.0.1']).has('::ffff:10.0.0.1') // true
 */
export function excludedIpSet(ips: readonly string[]): ReadonlySet<string> {
  return new Set(ips.flatMap((ip) => [ip, `::ffff:${ip}`]));
}
