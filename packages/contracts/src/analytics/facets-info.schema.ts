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

export const sortingRowSchema = filterRowSchema.extend({ isDefault: z.boolean() });
export type SortingRow = z.infer<typeof sortingRowSchema>;

/** Facet info (`facet-info` answer): best, worst and the facet's content. */
export const facetInfoSchema = z.object({
  best: rankedFiltersSchema,
  worst: rankedFiltersSchema,
  facets: z.array(filterRowSchema),
});
export type FacetInfo = z.infer<typeof facetInfoSchema>;

/** `facets-info` answer (docs/product/analytics.md#data). */
export const facetsInfoSchema = facetInfoSchema.extend({
  searches: kpiValueSchema,
  click: kpiValueSchema,
  sorting: z.array(sortingRowSchema),
});
export type FacetsInfo = z.infer<typeof facetsInfoSchema>;
