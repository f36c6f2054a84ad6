import { z } from 'zod';
import {
  DEFAULT_CUSTOMER_GROUP,
  DEFAULT_PRODUCT_SEARCH_CURRENCY,
  PRODUCT_PANEL_STEP,
} from '../constants/visual-machine.constants';

/** `GET shops/{shopKey}/visual-machine/search` query; the panel pages by offsets of 10. */
export const productSearchQuerySchema = z.object({
  q: z.string().default(''),
  customer_group_id: z.string().min(1).default(DEFAULT_CUSTOMER_GROUP),
  currency: z.string().length(3).default(DEFAULT_PRODUCT_SEARCH_CURRENCY),
  sort: z.string().optional(),
  filters: z.string().optional(),
  offset: z.coerce.number().int().nonnegative().multipleOf(PRODUCT_PANEL_STEP).default(0),
});
export type ProductSearchQuery = z.infer<typeof productSearchQuerySchema>;

export const productSearchHitSchema = z.object({
  header: z.object({ externalId: z.string().min(1), imagePrefix: z.string() }),
  data: z.object({ title: z.string(), image: z.array(z.string()), url: z.string() }),
  pricing: z.object({ sellingPrice: z.number().nonnegative() }),
});
export type ProductSearchHit = z.infer<typeof productSearchHitSchema>;

/** Product lookup answer: hits, total count and per-facet stats (categories keyed by name). */
export const productSearchResultSchema = z.object({
  results: z.array(productSearchHitSchema),
  results_count: z.number().int().nonnegative(),
  stats: z.record(z.string(), z.record(z.string(), z.unknown())),
});
export type ProductSearchResult = z.infer<typeof productSearchResultSchema>;
