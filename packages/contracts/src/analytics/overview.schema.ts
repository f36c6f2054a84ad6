import { z } from 'zod';

/**
 * A KPI value with its percent change against the previous period; `rate` is null when the
 * previous period's value is 0, where no change can be computed (docs/product/analytics.md#how-the-numbers-are-computed).
 */
export const kpiValueSchema = z.object({ value: z.number(), rate: z.number().nullable() });
export type KpiValue = z.infer<typeof kpiValueSchema>;

const series = z.array(z.number());

/** `POST /analytics/{configId}/overview` answer (docs/product/analytics.md#data). */
export const analyticsOverviewSchema = z.object({
  kpi: z.object({
    total_searches: kpiValueSchema,
    search_intents: kpiValueSchema,
    total_clicks: kpiValueSchema,
    exit_rate: kpiValueSchema,
    use_search: kpiValueSchema,
  }),
  /** Funnel steps as shares of visitors. */
  detail: z.object({
    withResults: z.number(),
    withClicks: z.number(),
    withConversions: z.number().optional(),
  }),
  /** Date labels of the series. */
  columns: z.array(z.string()),
  data: z.object({
    totalSearches: series,
    searchIntents: series,
    totalClicks: series,
    useSearch: series,
    exitRate: series,
    conversions: series.optional(),
    averageValue: series.optional(),
    totalValue: series.optional(),
  }),
});
export type AnalyticsOverview = z.infer<typeof analyticsOverviewSchema>;
