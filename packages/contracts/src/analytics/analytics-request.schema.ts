import { z } from 'zod';
import { ANALYTICS_EARLIEST_DATE, DEVICE_FILTERS } from '../constants/analytics.constants';
import { SORT_DIRECTIONS } from '../constants/layout.constants';

export const deviceFilterSchema = z.enum(DEVICE_FILTERS);

/** Earliest analytics instant, epoch seconds (UTC midnight of ANALYTICS_EARLIEST_DATE). */
export const ANALYTICS_EARLIEST_SECONDS =
  Date.parse(`${ANALYTICS_EARLIEST_DATE}T00:00:00Z`) / 1_000;

/** Date range in epoch seconds, not before the earliest analytics date, from not after to. */
export const dateRangeSchema = z
  .object({
    from: z.number().int().min(ANALYTICS_EARLIEST_SECONDS),
    to: z.number().int().nonnegative(),
  })
  .refine((range) => range.from <= range.to, { message: 'from must not be after to' });
export type DateRange = z.infer<typeof dateRangeSchema>;

const base = { device: deviceFilterSchema, date: dateRangeSchema };
const page = z.number().int().nonnegative();
export const tableSortingSchema = z.object({
  key: z.string().min(1),
  order: z.enum(SORT_DIRECTIONS),
});

/** `POST /analytics/{configId}/overview`. */
export const overviewRequestSchema = z.object(base);
export type OverviewRequest = z.infer<typeof overviewRequestSchema>;

/** `POST /analytics/{configId}/facets-info`. */
export const facetsInfoRequestSchema = z.object({
  ...base,
  page,
  sort: z.string(),
  sortingSort: z.string(),
});
export type FacetsInfoRequest = z.infer<typeof facetsInfoRequestSchema>;

/** `POST /analytics/{configId}/facet-info`. */
export const facetInfoRequestSchema = z.object({
  ...base,
  page,
  sort: z.string(),
  facet: z.string().min(1),
});
export type FacetInfoRequest = z.infer<typeof facetInfoRequestSchema>;

/** `POST /analytics/{configId}/query`: highlights, or one full list when `type` is given. */
export const queryRequestSchema = z.object({
  ...base,
  page: page.optional(),
  type: z.string().optional(),
});
export type QueryRequest = z.infer<typeof queryRequestSchema>;

/** `POST /analytics/{configId}/query-info`. */
export const queryInfoRequestSchema = z.object({
  ...base,
  query: z.string(),
  page,
  sorting: tableSortingSchema,
});
export type QueryInfoRequest = z.infer<typeof queryInfoRequestSchema>;

/** `POST /analytics/{configId}/product-info`. */
export const productInfoRequestSchema = z.object({
  ...base,
  product: z.string().min(1),
  sorting: tableSortingSchema,
});
export type ProductInfoRequest = z.infer<typeof productInfoRequestSchema>;
