import { z } from 'zod';
import { kpiValueSchema } from './overview.schema';

export const filterRowSchema = z.object({
  label: z.string(),
  searches: z.number().nonnegative(),
  ctr: z.number().nonnegative(),
});
export type FilterRow = z.infer<typeof filterRowSchema>;

/** Best or worst filters, keyed by what they are ranked by. */
export const rankedFiltersSchema = z.object({
  searches: z.array(filterRowSchema),
  ctr: z.array(filterRowSchema),
});

/**
 * A sort option's row: `label` is the name the shop's layout gives the option (the one the layer
 * shows), empty when the layout has none for it; `key` is the sort as searches recorded it
 * (`''` = relevance), from which the console then makes a readable name.
 */
export const sortingRowSchema = filterRowSchema.extend({
  isDefault: z.boolean(),
  key: z.string().optional(),
});
export type SortingRow = z.infer<typeof sortingRowSchema>;

/**
 * Facet info (`facet-info` answer): best, worst and the facet's content, one page each. `hasMore`
 * says whether any of its lists (and the sorting table of `facets-info`) has rows after this page
 * (docs/product/analytics.md#paging-and-navigation).
 */
export const facetInfoSchema = z.object({
  best: rankedFiltersSchema,
  worst: rankedFiltersSchema,
  facets: z.array(filterRowSchema),
  hasMore: z.boolean().optional(),
});
export type FacetInfo = z.infer<typeof facetInfoSchema>;

/** `facets-info` answer (docs/product/analytics.md#data). */
export const facetsInfoSchema = facetInfoSchema.extend({
  searches: kpiValueSchema,
  click: kpiValueSchema,
  sorting: z.array(sortingRowSchema),
});
export type FacetsInfo = z.infer<typeof facetsInfoSchema>;
