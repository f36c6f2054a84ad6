import { z } from 'zod';

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
