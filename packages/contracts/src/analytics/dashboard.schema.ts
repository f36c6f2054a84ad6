import { z } from 'zod';

const queryCount = z.object({ query: z.string(), count: z.number().int().nonnegative() });
const productCount = z.object({ title: z.string(), count: z.number().int().nonnegative() });

/** `GET shops/{configId}/events` answer (docs/product/analytics.md#data). */
export const dashboardOverviewSchema = z.object({
  totalSearches: z.number().int().nonnegative(),
  totalProductClicks: z.number().int().nonnegative(),
  mostSearchedQueries: z.array(queryCount),
  mostClickedProducts: z.array(productCount),
  noResultsQueries: z.array(queryCount),
});
export type DashboardOverview = z.infer<typeof dashboardOverviewSchema>;

/** Query string of the dashboard calls: range in seconds, optional page for full lists. */
export const dashboardQuerySchema = z
  .object({
    fromTimestamp: z.coerce.number().int().nonnegative(),
    toTimestamp: z.coerce.number().int().nonnegative(),
    page: z.coerce.number().int().nonnegative().optional(),
  })
  .refine((query) => query.fromTimestamp <= query.toTimestamp, {
    message: 'fromTimestamp must not be after toTimestamp',
  });
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

/**
 * One page of a dashboard full list (`shops/{id}/events/{listType}`); `hasMore` says whether rows
 * follow, so a list ending on a full page is known to end (docs/product/analytics.md#dashboard).
 */
export const dashboardListSchema = z.object({
  items: z.array(z.object({ value: z.string(), count: z.number().int().nonnegative() })),
  hasMore: z.boolean().optional(),
});
export type DashboardList = z.infer<typeof dashboardListSchema>;
