/**
 * Trova's search engine: an in-process index for shop catalogues. Pure TypeScript, no I/O.
 *
 * @example
 * import { SearchIndex, deserializeIndex, serializeIndex, splitSchema } from '@trova/engine';
 * const index = SearchIndex.build(shopSchema, products);
 * const result = index.search({ q: 'scarpe ross', filters: { brand: ['Nike'] }, limit: 10 });
 * const cheap = index.search({ where: { field: 'price', range: { max: 50 } } }); // boolean trees
 * index.searchFacetValues({ q: 'scarpe' }, 'brand', 'ni', 10); // [{ value: 'Nike', count, highlights }]
 * index.setQuerySettings(splitSchema(shopSchema).query); // weights, synonyms…: no rebuild
 * const bytes = serializeIndex(index); // store it under ENGINE_FORMAT_VERSION
 * const again = deserializeIndex(bytes, { querySettings: splitSchema(shopSchema).query });
 */
export {
  SearchIndex,
  type FrequentTermsOptions,
  type IndexOptions,
  type LoadOptions,
} from './index/search-index.js';
export type { TopListOptions } from './query/top-lists.js';
export {
  ENGINE_FORMAT_VERSION,
  serializeIndex,
  serializeIndexChunks,
  deserializeIndex,
} from './index/index-serializer.js';
export {
  joinSchema,
  splitSchema,
  type FieldQuerySettings,
  type IndexSchema,
  type QuerySettings,
} from './query-settings.js';
export { checkWhere, MAX_FILTER_DEPTH, MAX_FILTER_NODES } from './query/filter-expression.js';
export type { MemoryReport } from './index/memory.js';
export { foldText } from './analysis/normalize.js';
export { tokenize, type Token } from './analysis/tokenizer.js';
export { RANKING_CHAIN } from './ranking/ranking-chain.js';
export type { RuleName } from './ranking/rule.js';
export {
  LEARNING_PLACEMENTS,
  learningKey,
  type LearnedScore,
  type LearnedSignals,
  type LearningPlacement,
  type LearningSettings,
} from './ranking/learned-signals.js';
export {
  EngineError,
  MAX_SEARCHABLE_FIELDS,
  resolveSchema,
  type EngineDocument,
  type EngineSchema,
  type FacetField,
  type FacetType,
  type Language,
  type ResolvedSchema,
  type SearchableField,
  type SearchType,
  type SortableField,
  type TypoTolerance,
} from './schema.js';
export type {
  FacetResult,
  FacetValueCount,
  FacetValueHit,
  FilterExpression,
  FilterRange,
  FilterValue,
  Hit,
  HitExplanation,
  Merchandising,
  MerchandisingEntry,
  Placement,
  SearchQuery,
  SearchResult,
  SortBy,
} from './query/types.js';
