import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.schema';
import type { AnalyticsScope } from './analytics-scope';
import {
  inScope,
  rankColumns,
  splitRanks,
  total,
  type Ranked,
  type Ranking,
  type Window,
} from './rollup-sql';

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

/** A query's sums over the scope. */
export interface QueryTotals {
  query: string;
  intents: number;
  noResultIntents: number;
  intentsWithClicks: number;
  conversions: number;
}

/** A product's sums over the scope. */
export interface ProductTotals {
  objectId: string;
  impressions: number;
  clicks: number;
  conversions: number;
}

/**
 * The query lists (docs/product/analytics.md#how-the-numbers-are-computed). `no_clicks` counts
 * intents that had results but no click.
 */
export const QUERY_RANKINGS = {
  trending: { order: 'intents desc, query', where: 'intents > 0' },
  converting: { order: 'conversions desc, query', where: 'conversions > 0' },
  no_results: { order: 'no_result_intents desc, query', where: 'no_result_intents > 0' },
  no_clicks: {
    order: '(intents - no_result_intents - intents_with_clicks) desc, query',
    where: 'intents - no_result_intents - intents_with_clicks > 0',
  },
} as const satisfies Record<string, Ranking>;
export type QueryRanking = keyof typeof QUERY_RANKINGS;

/** The product lists: least clicked = lowest CTR among shown products, then most shown. */
export const PRODUCT_RANKINGS = {
  clicked: { order: 'clicks desc, object_id', where: 'clicks > 0' },
  converting: { order: 'conversions desc, object_id', where: 'conversions > 0' },
  least_clicked: {
    order: 'clicks * 1.0 / nullif(impressions, 0), impressions desc, object_id',
    where: 'impressions > 0',
  },
  least_converting: {
    order: 'conversions * 1.0 / nullif(clicks, 0), clicks desc, object_id',
    where: 'clicks > 0',
  },
} as const satisfies Record<string, Ranking>;
export type ProductRanking = keyof typeof PRODUCT_RANKINGS;

/**
 * Reads of the daily rollups for the analytics screens and the dashboard. Every statement filters
 * on the primary key's prefix (shop, day range) and aggregates in SQL; callers pass a shop already
 * checked to belong to the caller.
 */
export class AnalyticsRepository {
  constructor(private readonly db: Kysely<Database>) {}

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
   * One page of each named query list, from one grouped scan of the scope.
   * @example (await analytics.queryLists(scope, ['trending'], { limit: 10, offset: 0 })).trending
   */
  async queryLists<Name extends QueryRanking>(
    scope: AnalyticsScope,
    names: readonly Name[],
    window: Window,
  ): Promise<Ranked<Name, QueryTotals>> {
    const { columns, keep } = rankColumns(QUERY_RANKINGS, names, window);
    const { rows } = await sql<Record<string, unknown>>`
      with g as (
        select query, ${total('intents')} as intents,
          ${total('no_result_intents')} as no_result_intents,
          ${total('intents_with_clicks')} as intents_with_clicks,
          ${total('conversions')} as conversions
        from analytics_query_days where ${inScope(scope)} group by query
      ), r as (select g.*, ${columns} from g)
      select * from r where ${keep}`.execute(this.db);
    return splitRanks(rows, names, (row) => ({
      query: String(row.query),
      intents: Number(row.intents),
      noResultIntents: Number(row.no_result_intents),
      intentsWithClicks: Number(row.intents_with_clicks),
      conversions: Number(row.conversions),
    }));
  }

  /**
   * One page of each named product list, from one grouped scan of the scope.
   * @example (await analytics.productLists(scope, ['clicked'], { limit: 10, offset: 0 })).clicked
   */
  async productLists<Name extends ProductRanking>(
    scope: AnalyticsScope,
    names: readonly Name[],
    window: Window,
  ): Promise<Ranked<Name, ProductTotals>> {
    const { columns, keep } = rankColumns(PRODUCT_RANKINGS, names, window);
    const { rows } = await sql<Record<string, unknown>>`
      with g as (
        select object_id, ${total('impressions')} as impressions, ${total('clicks')} as clicks,
          ${total('conversions')} as conversions
        from analytics_product_days where ${inScope(scope)} group by object_id
      ), r as (select g.*, ${columns} from g)
      select * from r where ${keep}`.execute(this.db);
    return splitRanks(rows, names, (row) => ({
      objectId: String(row.object_id),
      impressions: Number(row.impressions),
      clicks: Number(row.clicks),
      conversions: Number(row.conversions),
    }));
  }
}
