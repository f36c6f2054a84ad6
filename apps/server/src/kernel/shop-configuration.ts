import type { FineTuning, PartialLayout, SeoUpload, Setup } from '@trova/contracts';
import type { EngineSchema, QuerySettings, splitSchema } from '@trova/engine';

/**
 * A shop's whole configuration (docs/product/configuration-history.md): what the owner sets in the
 * console. Null sections were never saved. Runtime state (indexing, SKUs, lifecycle) is not part of
 * it and never enters a revision. Declared here, not in `configuration`, because the shop events
 * carry it to modules on both sides of the configuration module.
 */
export interface ShopConfiguration {
  setup: Setup | null;
  fineTuning: FineTuning | null;
  layout: PartialLayout | null;
  /** Uploaded SEO translations: filter → value → translation. */
  seo: SeoUpload['seo'] | null;
  /** Uploaded facet labels: facet name → label. */
  facetLabels: Record<string, string> | null;
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
