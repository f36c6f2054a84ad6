import type { AnalyticsOverview } from '@trova/contracts';

/** An overview answer as the server would send it for three days, for the console's tests. */
export function overviewAnswer(overrides: Partial<AnalyticsOverview> = {}): AnalyticsOverview {
  return {
    kpi: {
      total_searches: { value: 12345, rate: 12.34 },
      search_intents: { value: 4321, rate: 0 },
      total_clicks: { value: 1500, rate: 3.5 },
      exit_rate: { value: 34.567, rate: -4 },
      use_search: { value: 62.5, rate: 1 },
    },
    detail: { withResults: 90.25, withClicks: 40 },
    columns: ['2024-03-07', '2024-03-08', '2024-03-09'],
    data: {
      totalSearches: [4000, 4345, 4000],
      searchIntents: [1400, 1521, 1400],
      totalClicks: [500, 1000, 0],
      useSearch: [60, 62.5, 65],
      exitRate: [30, 34.567, 40],
    },
    ...overrides,
  };
}
