import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.schema';
import type { AnalyticsScope } from './analytics-scope';
import { RankBlocksRepository } from './rank-blocks.repository';
import {
  PRODUCT_RANKINGS,
  QUERY_RANKINGS,
  rankPages,
  type ProductRanking,
  type ProductTotals,
  type QueryRanking,
  type QueryTotals,
  type Ranked,
  type Window,
} from './rankings';
import { inScope, total } from './rollup-sql';

/** One day of `analytics_days`, summed over the scope's devices. */
export interface DayTotals {
  day: number;
  visitors: number;
  searchingVisitors: number;
  searches: number;
  intents: number;
  intentsWithResults: number;
  intentsWithClicks: number;
  intentsWithConversions: number;
  clicks: number;
  purchases: number;
  conversions: number;
  revenueCents: number;
}

export type { ProductRanking, ProductTotals, QueryRanking, QueryTotals } from './rankings';

/**
 * Reads of the daily rollups for the analytics screens and the dashboard: day totals aggregated in
 * SQL over the primary key's prefix (shop, day range), the ranked lists from the rank blocks
 * (rank-blocks.ts). Callers pass a shop already checked to belong to the caller.
 */
export class AnalyticsRepository {
  private readonly blocks: RankBlocksRepository;

  constructor(private readonly db: Kysely<Database>) {
    this.blocks = new RankBlocksRepository(db);
  }

  /**
   * Totals per day with data, oldest first (days without rows are absent).
   * @example (await analytics.days(scope)).map((d) => d.intents)
   */
  async days(scope: AnalyticsScope): Promise<DayTotals[]> {
    const { rows } = await sql<DayTotals>`
      select day,
        ${total('visitors')} as "visitors", ${total('searching_visitors')} as "searchingVisitors",
        ${total('searches')} as "searches", ${total('intents')} as "intents",
        ${total('intents_with_results')} as "intentsWithResults",
        ${total('intents_with_clicks')} as "intentsWithClicks",
        ${total('intents_with_conversions')} as "intentsWithConversions",
        ${total('clicks')} as "clicks", ${total('purchases')} as "purchases",
        ${total('conversions')} as "conversions", ${total('revenue_cents')} as "revenueCents"
      from analytics_days where ${inScope(scope)}
      group by day order by day`.execute(this.db);
    return rows.map((row) => ({ ...row, day: Number(row.day) }));
  }

  /**
   * One page of each named query list, from the scope's rank blocks.
   * @example (await analytics.queryLists(scope, ['trending'], { limit: 10, offset: 0 })).trending
   */
  async queryLists<Name extends QueryRanking>(
    scope: AnalyticsScope,
    names: readonly Name[],
    window: Window,
  ): Promise<Ranked<Name, QueryTotals>> {
    const sums = await this.blocks.sums(scope, 'query');
    const rows = sums.map(({ term, counts }) => ({
      query: term,
      intents: counts[0] ?? 0,
      noResultIntents: counts[1] ?? 0,
      intentsWithClicks: counts[2] ?? 0,
      conversions: counts[3] ?? 0,
    }));
    return rankPages(rows, QUERY_RANKINGS, names, (row) => row.query, window);
  }

  /**
   * One page of each named product list, from the scope's rank blocks.
   * @example (await analytics.productLists(scope, ['clicked'], { limit: 10, offset: 0 })).clicked
   */
  async productLists<Name extends ProductRanking>(
    scope: AnalyticsScope,
    names: readonly Name[],
    window: Window,
  ): Promise<Ranked<Name, ProductTotals>> {
    const sums = await this.blocks.sums(scope, 'product');
    const rows = sums.map(({ term, counts }) => ({
      objectId: term,
      impressions: counts[0] ?? 0,
      clicks: counts[1] ?? 0,
      conversions: counts[2] ?? 0,
    }));
    return rankPages(rows, PRODUCT_RANKINGS, names, (row) => row.objectId, window);
  }
}
