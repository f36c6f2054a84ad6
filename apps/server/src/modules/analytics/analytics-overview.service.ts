import type { AnalyticsOverview } from '@trova/contracts';
import { euros, kpi, percent, round2 } from './analytics-math';
import type { AnalyticsReads } from './analytics-reads';
import { isoDay, previousScope, type AnalyticsScope } from './analytics-scope';
import type { DayTotals } from './analytics.repository';

function emptyDay(day: number): DayTotals {
  return {
    day,
    visitors: 0,
    searchingVisitors: 0,
    searches: 0,
    intents: 0,
    intentsWithResults: 0,
    intentsWithClicks: 0,
    intentsWithConversions: 0,
    clicks: 0,
    purchases: 0,
    conversions: 0,
    revenueCents: 0,
  };
}

/** Sums of a period's days (visitors are visitor-days: one shopper on two days counts twice). */
export function sumDays(days: readonly DayTotals[]): DayTotals {
  const sum = emptyDay(0);
  for (const day of days) {
    for (const key of Object.keys(sum) as (keyof DayTotals)[]) {
      if (key !== 'day') sum[key] += day[key];
    }
  }
  return sum;
}

/** Intents without a click, as a percentage of intents. */
export function exitRate(totals: DayTotals): number {
  return percent(totals.intents - totals.intentsWithClicks, totals.intents);
}

/** Visitors who searched, as a percentage of visitors. */
export function useSearch(totals: DayTotals): number {
  return percent(totals.searchingVisitors, totals.visitors);
}

/** Every day of the scope in order, days without rows as zeros. */
function everyDay(scope: AnalyticsScope, days: readonly DayTotals[]): DayTotals[] {
  const byDay = new Map(days.map((day) => [day.day, day]));
  const all: DayTotals[] = [];
  for (let day = scope.fromDay; day <= scope.toDay; day += 1) {
    all.push(byDay.get(day) ?? emptyDay(day));
  }
  return all;
}

/**
 * The overview answer (docs/product/analytics.md#overview): KPIs against the previous period of
 * equal length, the funnel as shares of visitors, and one value per day for each series.
 * @example (await overviewAnswer(reads, scope)).kpi.search_intents.value
 */
export async function overviewAnswer(
  reads: AnalyticsReads,
  scope: AnalyticsScope,
): Promise<AnalyticsOverview> {
  const [current, previous] = await Promise.all([
    reads.rollups.days(scope),
    reads.rollups.days(previousScope(scope)),
  ]);
  const now = sumDays(current);
  const before = sumDays(previous);
  // The funnel chains shares: searching visitors among visitors, then intents with results (with
  // clicks, with conversions) among intents, applied to that share.
  const searching = now.visitors === 0 ? 0 : now.searchingVisitors / now.visitors;
  const ofVisitors = (part: number) =>
    now.intents === 0 ? 0 : round2(searching * (part / now.intents) * 100);
  const days = everyDay(scope, current);
  return {
    kpi: {
      total_searches: kpi(now.searches, before.searches),
      search_intents: kpi(now.intents, before.intents),
      total_clicks: kpi(now.clicks, before.clicks),
      exit_rate: kpi(exitRate(now), exitRate(before)),
      use_search: kpi(useSearch(now), useSearch(before)),
    },
    detail: {
      withResults: ofVisitors(now.intentsWithResults),
      withClicks: ofVisitors(now.intentsWithClicks),
      ...(now.conversions > 0 || now.intentsWithConversions > 0
        ? { withConversions: ofVisitors(now.intentsWithConversions) }
        : {}),
    },
    columns: days.map((day) => isoDay(day.day)),
    data: {
      totalSearches: days.map((day) => day.searches),
      searchIntents: days.map((day) => day.intents),
      totalClicks: days.map((day) => day.clicks),
      useSearch: days.map(useSearch),
      exitRate: days.map(exitRate),
      conversions: days.map((day) => day.conversions),
      averageValue: days.map((day) =>
        day.purchases === 0 ? 0 : euros(day.revenueCents / day.purchases),
      ),
      totalValue: days.map((day) => euros(day.revenueCents)),
    },
  };
}
