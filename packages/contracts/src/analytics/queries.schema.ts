import { z } from 'zod';
import { QUERY_HIGHLIGHT_KEYS } from '../constants/analytics.constants';

export const queryHighlightKeySchema = z.enum(QUERY_HIGHLIGHT_KEYS);

/** A highlight row: a query, or a product's title with its id (`id`) to open its detail. */
export const highlightItemSchema = z.object({
  value: z.string(),
  count: z.number().nonnegative(),
  id: z.string().optional(),
});
export type HighlightItem = z.infer<typeof highlightItemSchema>;

/** Query highlights: one list of value and count per highlight key. */
export const queryHighlightsSchema = z.record(
  queryHighlightKeySchema,
  z.array(highlightItemSchema),
);
export type QueryHighlights = z.infer<typeof queryHighlightsSchema>;

export const queryProductSchema = z.object({
  position: z.number().int().positive(),
  name: z.string(),
  sku: z.string(),
  ctr: z.number().nonnegative(),
  conversion: z.number().nonnegative(),
  price: z.number().nonnegative(),
  marketPrice: z.number().nonnegative().nullable(),
});
export type QueryProduct = z.infer<typeof queryProductSchema>;

/**
 * Query detail: weekday chart (intents vs searches with clicks) and one page of products per tab.
 * `hasMore` says whether any tab has rows after this page, so the tables stop after the last one
 * even when it is full (docs/product/analytics.md#paging-and-navigation).
 */
export const queryInfoSchema = z.object({
  chartData: z.object({
    columns: z.array(z.string()),
    data: z.tuple([z.array(z.number()), z.array(z.number())]),
  }),
  queryProducts: z.object({
    all: z.array(queryProductSchema),
    query: z.array(queryProductSchema),
    filters: z.array(queryProductSchema),
  }),
  hasMore: z.boolean().optional(),
});
export type QueryInfo = z.infer<typeof queryInfoSchema>;

/** Product detail: average price, position distribution and market comparison. */
export const productInfoSchema = z.object({
  avgPrice: z.number().nonnegative(),
  distribution: z.array(
    z.object({
      position: z.number().int().positive(),
      frequency: z.number().nonnegative(),
      ctr: z.number().nonnegative(),
      conversion: z.number().nonnegative(),
    }),
  ),
  /** The product's title in the catalogue, when it is still there. */
  name: z.string().optional(),
  /**
   * One row per website: its price, the percent difference against ours (positive: theirs is
   * higher), where it came from (another Trova shop sharing anonymously, or a competitor feed) and
   * when it was read (epoch seconds).
   */
  marketPrice: z.array(
    z.object({
      shop: z.string(),
      price: z.number().nonnegative(),
      comparison: z.number(),
      source: z.enum(['shared', 'feed']),
      updatedAt: z.number().int().nonnegative(),
    }),
  ),
});
export type ProductInfo = z.infer<typeof productInfoSchema>;

/**
 * One page of a full highlight list (`query` call with `type`). `hasMore` says whether rows follow
 * this page, so a list ending on a full page needs no empty page to show it has ended
 * (docs/product/analytics.md#paging-and-navigation).
 */
export const queryListSchema = z.object({
  type: queryHighlightKeySchema,
  items: z.array(highlightItemSchema),
  hasMore: z.boolean().optional(),
});
export type QueryList = z.infer<typeof queryListSchema>;
