import { ANALYTICS_PAGE_SIZE } from '@trova/contracts';
import type { MarketPriceLookup } from '../market-prices/index';
import type { AnalyticsDetailRepository } from './analytics-detail.repository';
import type { AnalyticsRepository } from './analytics.repository';
import type { CatalogueFacts, CatalogueLookup } from './catalogue-facts';
import type { Window } from './rollup-sql';

/** What the analytics screens read: the rollups, the catalogue and the market prices. */
export interface AnalyticsReads {
  rollups: AnalyticsRepository;
  details: AnalyticsDetailRepository;
  catalogue: CatalogueLookup;
  marketPrices: MarketPriceLookup;
}

/**
 * Page `page` (0-based) of a paged list.
 * @example pageWindow(2) // { limit: 20, offset: 40 }
 */
export function pageWindow(page: number, size: number = ANALYTICS_PAGE_SIZE): Window {
  return { limit: size, offset: page * size };
}

/**
 * Page `page` widened by one row: reading one row past the page tells whether another page
 * follows, so a list ending on a full page says so (docs/product/analytics.md#paging-and-navigation).
 * @example peekWindow(1) // { limit: 21, offset: 20 }
 */
export function peekWindow(page: number): Window {
  const window = pageWindow(page);
  return { ...window, limit: window.limit + 1 };
}

/**
 * The rows of one page read through `peekWindow`, and whether the row past it came back.
 * @example pageOf(twentyOneRows) // { rows: the first 20, more: true }
 */
export function pageOf<T>(rows: readonly T[]): { rows: T[]; more: boolean } {
  return { rows: rows.slice(0, ANALYTICS_PAGE_SIZE), more: rows.length > ANALYTICS_PAGE_SIZE };
}

/**
 * Titles of products by id; an id the catalogue no longer has stands for itself.
 * @example (await productTitles(reads, 's1', ['gone'])).get('gone') // 'gone'
 */
export async function productTitles(
  reads: AnalyticsReads,
  shopId: string,
  objectIds: readonly string[],
): Promise<Map<string, string>> {
  const facts =
    objectIds.length === 0
      ? new Map<string, CatalogueFacts>()
      : await reads.catalogue(shopId, objectIds);
  return new Map(objectIds.map((id) => [id, facts.get(id)?.title ?? id]));
}
