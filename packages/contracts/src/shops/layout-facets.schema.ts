import { z } from 'zod';
import {
  ALL_FACET_TYPES,
  CATEGORY_TREE_LEVELS,
  DYNAMIC_FACET_STYLES,
  ATTRIBUTE_LIST_MAX,
  FACET_SORT_OPTIONS,
  LABELS_CSV_MAX_ROWS,
  SORT_TIE_BREAKERS_MAX,
  SORT_DIRECTIONS,
  VOICE_SEARCH_LANGUAGE_TYPES,
} from '../constants/layout.constants';

export const facetTypeSchema = z.enum(ALL_FACET_TYPES);
export const facetSortOptionSchema = z.enum(FACET_SORT_OPTIONS);
export const sortDirectionSchema = z.enum(SORT_DIRECTIONS);

/**
 * Facet of the layer (docs/product/layout-design.md#facets). Labels are lenient here: 3..20 applies
 * when editing.
 */
export const layoutFacetSchema = z.object({
  name: z.string().min(1),
  label: z.string(),
  type: facetTypeSchema,
  active: z.boolean(),
  isCategory: z.boolean(),
  withSearch: z.boolean(),
  filterSorting: facetSortOptionSchema,
});
export type LayoutFacet = z.infer<typeof layoutFacetSchema>;

export const sortTieBreakerSchema = z.object({ label: z.string(), sort: sortDirectionSchema });

export const sortValueSchema = z.object({
  label: z.string(),
  key: z.string().min(1),
  active: z.boolean(),
  isDefault: z.boolean(),
  value: z.object({ value: sortDirectionSchema }),
  selectedList: z.array(sortTieBreakerSchema).max(SORT_TIE_BREAKERS_MAX),
});
export type SortValue = z.infer<typeof sortValueSchema>;

export const layoutSortSchema = z.object({
  active: z.boolean(),
  values: z.array(sortValueSchema).max(ATTRIBUTE_LIST_MAX),
});
export type LayoutSort = z.infer<typeof layoutSortSchema>;

/**
 * Default sort options: Relevance (score DESC, the default), Price Ascending and Price Descending.
 * @example defaultSortValues()[0].key // 'score'
 */
export function defaultSortValues(): SortValue[] {
  const option = (label: string, key: string, direction: 'ASC' | 'DESC', isDefault: boolean) => ({
    label,
    key,
    active: true,
    isDefault,
    value: { value: direction },
    selectedList: [],
  });
  return [
    option('Relevance', 'score', 'DESC', true),
    option('Price Ascending', 'selling_price', 'ASC', false),
    option('Price Descending', 'selling_price', 'DESC', false),
  ];
}

export const icebreakerSchema = z.object({
  isActive: z.boolean(),
  number: z.number().int().min(1).max(8),
});
export type Icebreaker = z.infer<typeof icebreakerSchema>;

/** Voice search language. */
export const layoutLanguageSchema = z.object({
  isActive: z.boolean(),
  languageType: z.enum(VOICE_SEARCH_LANGUAGE_TYPES),
  language: z.string().min(2),
});
export type LayoutLanguage = z.infer<typeof layoutLanguageSchema>;

/** Row of the labels CSV: facet name and its label. */
export const labelsCsvRowSchema = z.object({ facet: z.string().min(1), label: z.string() });
export type LabelsCsvRow = z.infer<typeof labelsCsvRowSchema>;

export const layoutDynamicFacetsSchema = z.object({
  dynamicType: z.enum(DYNAMIC_FACET_STYLES),
  dynamicSearch: z.boolean(),
  dynamicSorting: facetSortOptionSchema,
  filename: z.string(),
  csvData: z.array(labelsCsvRowSchema).max(LABELS_CSV_MAX_ROWS),
});
export type LayoutDynamicFacets = z.infer<typeof layoutDynamicFacetsSchema>;

export const categoryLevelSchema = z.object({
  level: z.literal(CATEGORY_TREE_LEVELS),
  choiceList: z.array(z.string()).max(ATTRIBUTE_LIST_MAX),
  list: z.array(z.string()).max(ATTRIBUTE_LIST_MAX),
});
export type CategoryLevel = z.infer<typeof categoryLevelSchema>;
