import { describe, expect, it } from 'vitest';
import { marketPriceCents } from '@trova/contracts';
import type { MarketPriceRow } from '../market-prices/index';
import type { AnalyticsDetailRepository } from './analytics-detail.repository';
import { normaliseQuery, queryInfoAnswer, WEEKDAY_KEYS } from './analytics-detail.service';
import type { AnalyticsReads } from './analytics-reads';
import type { AnalyticsRepository } from './analytics.repository';

const price = (priceCents: number, currency: string): MarketPriceRow => ({
  shop: `shop-${priceCents}`,
  priceCents,
  currency,
  source: 'feed',
  updatedAt: 0,
});

/** Reads with one product shown for the query and the given market prices for it. */
function readsWith(market: MarketPriceRow[]): AnalyticsReads {
  const row = { objectId: 'sku-1', impressions: 2, positionSum: 2, clicks: 1, conversions: 0 };
  const details = {
    queryDays: () => Promise.resolve([]),
    queryProducts: () => Promise.resolve([row]),
  } as unknown as AnalyticsDetailRepository;
  return {
    rollups: {} as AnalyticsRepository,
    details,
    catalogue: () =>
      Promise.resolve(new Map([['sku-1', { title: 'TV', priceCents: 1000, currency: 'EUR' }]])),
    marketPrices: { forProducts: () => Promise.resolve(new Map([['sku-1', market]])) },
  };
}

describe('query and product detail', () => {
  it('looks a query up the way the rollups key it', () => {
    expect(normaliseQuery('  Scarpe \t  ROSSE ')).toBe('scarpe rosse');
  });

  it('labels the weekday chart Monday first with keys the console translates', () => {
    expect(WEEKDAY_KEYS).toEqual(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']);
  });

  it('gives each product the market price the Market prices tab gives it', async () => {
    // Lower middle of the two euro prices; the dollar price is listed elsewhere, never counted.
    const market = [price(1300, 'EUR'), price(5000, 'USD'), price(900, 'EUR')];
    const scope = { shopId: 's1', fromDay: 0, toDay: 0, device: 'all' } as const;
    const request = { query: 'tv', page: 0, sorting: { key: 'position', order: 'ASC' } } as const;
    const answer = await queryInfoAnswer(readsWith(market), scope, request);
    const shown = answer.queryProducts.all.map((product) => product.marketPrice);
    expect(shown).toEqual([9]);
    expect(marketPriceCents(market, 'EUR')).toBe(900);
  });

  it('shows no market price when no website asks the product in its currency', async () => {
    const scope = { shopId: 's1', fromDay: 0, toDay: 0, device: 'all' } as const;
    const request = { query: 'tv', page: 0, sorting: { key: 'sku', order: 'ASC' } } as const;
    const answer = await queryInfoAnswer(readsWith([price(5000, 'USD')]), scope, request);
    expect(answer.queryProducts.all.map((product) => product.marketPrice)).toEqual([null]);
  });
});
