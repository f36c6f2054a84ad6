import {
  ANALYTICS_PRODUCT_POSITION_WINDOW,
  marketPriceCents,
  type ProductInfo,
  type ProductInfoRequest,
  type QueryInfo,
  type QueryInfoRequest,
  type QueryProduct,
} from '@trova/contracts';
import { AppError } from '../../errors/error-catalogue';
import {
  QUERY_PRODUCT_ORDERS,
  type QueryProductOrder,
  type QueryProductTotals,
} from './analytics-detail.repository';
import { euros, percent } from './analytics-math';
import { pageOf, peekWindow, type AnalyticsReads } from './analytics-reads';
import { weekdayOf, type AnalyticsScope } from './analytics-scope';
import type { CatalogueFacts } from './catalogue-facts';
import type { MarketPriceRow } from '../market-prices/index';

/** Weekday keys of the query chart, Monday first; the console translates them. */
export const WEEKDAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/**
 * A query as the rollups key it: trimmed, lower-case, single spaces.
 * @example normaliseQuery('  Scarpe   Rosse ') // 'scarpe rosse'
 */
export function normaliseQuery(query: string): string {
  return query.trim().toLowerCase().replace(/\s+/g, ' ');
}

function queryOrder(key: string): QueryProductOrder {
  if (key in QUERY_PRODUCT_ORDERS) return key as QueryProductOrder;
  const keys = Object.keys(QUERY_PRODUCT_ORDERS).join(', ');
  throw new AppError('validation-failed', `Unknown product order "${key}": ${keys}.`);
}

/**
 * `query-info` (docs/product/analytics.md#query-detail): intents and intents with clicks per
 * weekday, and one page of the products shown for the query (all, without filters, with filters);
 * `hasMore` says whether any of the three tables has rows after this page.
 */
export async function queryInfoAnswer(
  reads: AnalyticsReads,
  scope: AnalyticsScope,
  request: Pick<QueryInfoRequest, 'query' | 'page' | 'sorting'>,
): Promise<QueryInfo> {
  const query = normaliseQuery(request.query);
  const sorting = { key: queryOrder(request.sorting.key), order: request.sorting.order };
  const window = peekWindow(request.page);
  const [days, allRows, aloneRows, filteredRows] = await Promise.all([
    reads.details.queryDays(scope, query),
    reads.details.queryProducts(scope, query, null, sorting, window),
    reads.details.queryProducts(scope, query, 0, sorting, window),
    reads.details.queryProducts(scope, query, 1, sorting, window),
  ]);
  const pages = { all: pageOf(allRows), alone: pageOf(aloneRows), filtered: pageOf(filteredRows) };
  const [all, alone, filtered] = [pages.all.rows, pages.alone.rows, pages.filtered.rows];
  const intents = WEEKDAY_KEYS.map(() => 0);
  const withClicks = WEEKDAY_KEYS.map(() => 0);
  for (const day of days) {
    const weekday = weekdayOf(day.day);
    intents[weekday] = (intents[weekday] ?? 0) + day.intents;
    withClicks[weekday] = (withClicks[weekday] ?? 0) + day.intentsWithClicks;
  }
  const ids = [...new Set([...all, ...alone, ...filtered].map((row) => row.objectId))];
  const [facts, market] = await Promise.all([
    ids.length === 0 ? new Map<string, CatalogueFacts>() : reads.catalogue(scope.shopId, ids),
    ids.length === 0
      ? new Map<string, MarketPriceRow[]>()
      : reads.marketPrices.forProducts(scope.shopId, ids),
  ]);
  const product = (row: QueryProductTotals): QueryProduct => {
    const found = facts.get(row.objectId);
    // The Market prices tab's definition, so both screens give one verdict for a product.
    const marketCents = marketPriceCents(market.get(row.objectId) ?? [], found?.currency);
    return {
      position: Math.max(1, Math.round(row.positionSum / row.impressions)),
      name: found?.title ?? row.objectId,
      sku: row.objectId,
      ctr: percent(row.clicks, row.impressions),
      conversion: percent(row.conversions, row.clicks),
      price: euros(found?.priceCents ?? 0),
      marketPrice: marketCents === undefined ? null : euros(marketCents),
    };
  };
  return {
    chartData: { columns: [...WEEKDAY_KEYS], data: [intents, withClicks] },
    queryProducts: {
      all: all.map(product),
      query: alone.map(product),
      filters: filtered.map(product),
    },
    hasMore: Object.values(pages).some((page) => page.more),
  };
}

type MarketRow = ProductInfo['marketPrice'][number];
const MARKET_ORDERS: Record<string, (a: MarketRow, b: MarketRow) => number> = {
  price: (a, b) => a.price - b.price,
  comparison: (a, b) => a.comparison - b.comparison,
  shop: (a, b) => a.shop.localeCompare(b.shop),
  updatedAt: (a, b) => a.updatedAt - b.updatedAt,
};

/**
 * `product-info` (docs/product/analytics.md#product-detail): the catalogue price, the share of
 * impressions, CTR and conversion at each position of the window, and the market's prices.
 */
export async function productInfoAnswer(
  reads: AnalyticsReads,
  scope: AnalyticsScope,
  request: Pick<ProductInfoRequest, 'product' | 'sorting'>,
): Promise<ProductInfo> {
  const compare = MARKET_ORDERS[request.sorting.key];
  if (!compare) {
    const keys = Object.keys(MARKET_ORDERS).join(', ');
    throw new AppError(
      'validation-failed',
      `Unknown market order "${request.sorting.key}": ${keys}.`,
    );
  }
  const id = request.product;
  const [positions, facts, market] = await Promise.all([
    reads.details.positions(scope, id),
    reads.catalogue(scope.shopId, [id]),
    reads.marketPrices.forProducts(scope.shopId, [id]),
  ]);
  const shown = positions.reduce((sum, row) => sum + row.impressions, 0);
  const distribution = Array.from({ length: ANALYTICS_PRODUCT_POSITION_WINDOW }, (_, index) => {
    const row = positions.find((candidate) => candidate.position === index + 1);
    return {
      position: index + 1,
      frequency: percent(row?.impressions ?? 0, shown),
      ctr: percent(row?.clicks ?? 0, row?.impressions ?? 0),
      conversion: percent(row?.conversions ?? 0, row?.clicks ?? 0),
    };
  });
  const found = facts.get(id);
  const ours = found?.priceCents ?? 0;
  const direction = request.sorting.order === 'ASC' ? 1 : -1;
  const marketPrice = (market.get(id) ?? [])
    .map((row) => ({
      shop: row.shop,
      price: euros(row.priceCents),
      comparison: ours === 0 ? 0 : percent(row.priceCents - ours, ours),
      source: row.source,
      updatedAt: Math.floor(row.updatedAt / 1_000),
    }))
    .sort((a, b) => direction * compare(a, b));
  return {
    avgPrice: euros(ours),
    distribution,
    ...(found ? { name: found.title } : {}),
    marketPrice,
  };
}
