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

/** A filter (facet and value), a facet, or a sort option, with its sums over the scope. */
export interface FilterTotals {
  key: string;
  searches: number;
  searchesWithClicks: number;
}

const CTR = 'searches_with_clicks * 1.0 / nullif(searches, 0)';

/** Filter rankings: best and worst by searches and by click-through rate, and the table orders. */
export const FILTER_RANKINGS = {
  best_searches: { order: `searches desc, ${CTR} desc, label`, where: 'searches > 0' },
  worst_searches: { order: `searches, ${CTR}, label`, where: 'searches > 0' },
  best_ctr: { order: `${CTR} desc, searches desc, label`, where: 'searches > 0' },
  worst_ctr: { order: `${CTR}, searches desc, label`, where: 'searches > 0' },
  table_searches_desc: { order: 'searches desc, label', where: 'searches > 0' },
  table_searches_asc: { order: 'searches, label', where: 'searches > 0' },
  table_ctr_desc: { order: `${CTR} desc, searches desc, label`, where: 'searches > 0' },
  table_ctr_asc: { order: `${CTR}, searches desc, label`, where: 'searches > 0' },
} as const satisfies Record<string, Ranking>;
export type FilterRanking = keyof typeof FILTER_RANKINGS;

/** What filter rows are grouped by: every facet:value pair, one facet's values, or facets. */
export type FilterGrouping = { by: 'filter' } | { by: 'value'; facet: string } | { by: 'facet' };

/** One product under a query: sums over the scope. */
export interface QueryProductTotals {
  objectId: string;
  impressions: number;
  positionSum: number;
  clicks: number;
  conversions: number;
}

/** Orders of the query detail's product table (SQL over the grouped columns). */
export const QUERY_PRODUCT_ORDERS = {
  position: 'position_sum * 1.0 / nullif(impressions, 0)',
  sku: 'object_id',
  ctr: 'clicks * 1.0 / nullif(impressions, 0)',
  conversion: 'case when clicks = 0 then 0 else conversions * 1.0 / clicks end',
} as const;
export type QueryProductOrder = keyof typeof QUERY_PRODUCT_ORDERS;

/** One position (1-based) of a product, summed over the scope. */
export interface PositionTotals {
  position: number;
  impressions: number;
  clicks: number;
  conversions: number;
}

function keyOf(grouping: FilterGrouping): string {
  if (grouping.by === 'facet') return 'facet';
  if (grouping.by === 'value') return 'value';
  // `facet:value`, the form the search route records applied filters in.
  return `facet || ':' || value`;
}

/**
 * Reads of the filter, sort, query-detail and product-detail rollups. Same rules as
 * `AnalyticsRepository`: primary-key prefix (shop, day range), aggregation in SQL.
 */
export class AnalyticsDetailRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * One page of each named filter ranking, grouped as asked.
   * @example (await detail.filterLists(scope, { by: 'facet' }, ['table_searches_desc'], page)).table_searches_desc
   */
  async filterLists<Name extends FilterRanking>(
    scope: AnalyticsScope,
    grouping: FilterGrouping,
    names: readonly Name[],
    window: Window,
  ): Promise<Ranked<Name, FilterTotals>> {
    const facet = grouping.by === 'value' ? sql` and facet = ${grouping.facet}` : sql.raw('');
    const { columns, keep } = rankColumns(FILTER_RANKINGS, names, window);
    const { rows } = await sql<Record<string, unknown>>`
      with g as (
        select ${sql.raw(keyOf(grouping))} as label, ${total('searches')} as searches,
          ${total('searches_with_clicks')} as searches_with_clicks
        from analytics_filter_days where ${inScope(scope)}${facet} group by 1
      ), r as (select g.*, ${columns} from g)
      select * from r where ${keep}`.execute(this.db);
    return splitRanks(rows, names, toFilterTotals, window);
  }

  /**
   * One page of the sort options' rows ('' or null sort = relevance, as the rollup stores it).
   * @example (await detail.sortLists(scope, ['table_searches_desc'], page)).table_searches_desc
   */
  async sortLists<Name extends FilterRanking>(
    scope: AnalyticsScope,
    names: readonly Name[],
    window: Window,
  ): Promise<Ranked<Name, FilterTotals>> {
    const { columns, keep } = rankColumns(FILTER_RANKINGS, names, window);
    const { rows } = await sql<Record<string, unknown>>`
      with g as (
        select sort as label, ${total('searches')} as searches,
          ${total('searches_with_clicks')} as searches_with_clicks
        from analytics_sort_days where ${inScope(scope)} group by sort
      ), r as (select g.*, ${columns} from g)
      select * from r where ${keep}`.execute(this.db);
    return splitRanks(rows, names, toFilterTotals, window);
  }

  /**
   * A query's intents and intents with clicks per day with data, oldest first.
   * @example await detail.queryDays(scope, 'scarpe')
   */
  async queryDays(
    scope: AnalyticsScope,
    query: string,
  ): Promise<{ day: number; intents: number; intentsWithClicks: number }[]> {
    const { rows } = await sql<{ day: number; intents: number; intentsWithClicks: number }>`
      select day, ${total('intents')} as "intents",
        ${total('intents_with_clicks')} as "intentsWithClicks"
      from analytics_query_days where ${inScope(scope)} and query = ${query}
      group by day order by day`.execute(this.db);
    return rows.map((row) => ({ ...row, day: Number(row.day) }));
  }

  /**
   * One page of the products shown for a query (`filtered`: 0 without filters, 1 with, null
   * both), only those shown in the position window (impressions > 0).
   * @example await detail.queryProducts(scope, 'scarpe', null, { key: 'position', order: 'ASC' }, page)
   */
  async queryProducts(
    scope: AnalyticsScope,
    query: string,
    filtered: 0 | 1 | null,
    sorting: { key: QueryProductOrder; order: 'ASC' | 'DESC' },
    window: Window,
  ): Promise<QueryProductTotals[]> {
    const tab = filtered === null ? sql.raw('') : sql` and filtered = ${filtered}`;
    const direction = sorting.order === 'ASC' ? 'asc' : 'desc';
    const order = sql.raw(`${QUERY_PRODUCT_ORDERS[sorting.key]} ${direction}, object_id`);
    const { rows } = await sql<Record<string, unknown>>`
      select * from (
        select object_id, ${total('impressions')} as impressions,
          ${total('position_sum')} as position_sum, ${total('clicks')} as clicks,
          ${total('conversions')} as conversions
        from analytics_query_product_days where ${inScope(scope)} and query = ${query}${tab}
        group by object_id
      ) g where impressions > 0
      order by ${order} limit ${window.limit} offset ${window.offset}`.execute(this.db);
    return rows.map((row) => ({
      objectId: String(row.object_id),
      impressions: Number(row.impressions),
      positionSum: Number(row.position_sum),
      clicks: Number(row.clicks),
      conversions: Number(row.conversions),
    }));
  }

  /**
   * A product's impressions, clicks and conversions per position with data, by position.
   * @example await detail.positions(scope, 'sku-1')
   */
  async positions(scope: AnalyticsScope, objectId: string): Promise<PositionTotals[]> {
    const { rows } = await sql<PositionTotals>`
      select position, ${total('impressions')} as impressions, ${total('clicks')} as clicks,
        ${total('conversions')} as conversions
      from analytics_position_days where ${inScope(scope)} and object_id = ${objectId}
      group by position order by position`.execute(this.db);
    return rows.map((row) => ({
      position: Number(row.position),
      impressions: Number(row.impressions),
      clicks: Number(row.clicks),
      conversions: Number(row.conversions),
    }));
  }
}

function toFilterTotals(row: Record<string, unknown>): FilterTotals {
  return {
    key: typeof row.label === 'string' ? row.label : '',
    searches: Number(row.searches),
    searchesWithClicks: Number(row.searches_with_clicks),
  };
}
