/** Earliest selectable analytics date (docs/product/analytics.md#shared-controls), ISO date. */
export const ANALYTICS_EARLIEST_DATE = '2023-06-15';

export const DEVICE_FILTERS = ['all', 'desktop', 'mobile'] as const;
export type DeviceFilter = (typeof DEVICE_FILTERS)[number];

/** Analytics presets; the dashboard also offers `pastYear`. */
export const ANALYTICS_PRESETS = [
  'yesterday',
  'pastWeek',
  'pastMonth',
  'past3Months',
  'past6Months',
] as const;
export const DASHBOARD_PRESETS = [...ANALYTICS_PRESETS, 'pastYear'] as const;
export type DatePreset = (typeof DASHBOARD_PRESETS)[number];

/** The default analytics range starts this many days back and ends at the end of yesterday. */
export const ANALYTICS_DEFAULT_RANGE_DAYS = 7;

/** Analytics only considers the first 12 result positions. */
export const ANALYTICS_PRODUCT_POSITION_WINDOW = 12;

/** Dashboard lists show the top 10; show-all appears at 10 or more entries. */
export const DASHBOARD_TOP_SIZE = 10;

/** Dashboard list types of `shops/{id}/events/{listType}`. */
export const DASHBOARD_LIST_TYPES = [
  'most_clicked_products',
  'most_searched_queries',
  'no_results_queries',
] as const;
export type DashboardListType = (typeof DASHBOARD_LIST_TYPES)[number];

/** Keys of the query highlights response (docs/product/analytics.md#data). */
export const QUERY_HIGHLIGHT_KEYS = [
  'trendingSearches',
  'convertingSearches',
  'noResults',
  'noClicks',
  'clickedProducts',
  'convertingProducts',
  'leastClickedProducts',
  'leastConvertingProducts',
] as const;
export type QueryHighlightKey = (typeof QUERY_HIGHLIGHT_KEYS)[number];

/** Number formatting: counts 0 decimals, rates 1, exit rate and prices 2. */
export const DECIMALS = { count: 0, rate: 1, exitRate: 2, price: 2 } as const;

/** Rows per page of the paged analytics lists; a shorter page is the last one. */
export const ANALYTICS_PAGE_SIZE = 20;
