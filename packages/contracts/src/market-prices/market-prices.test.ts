import { describe, expect, it } from 'vitest';
import { MAX_COMPETITOR_FEED_URL_LENGTH } from '../constants/market-prices.constants';
import { hasValidCheckDigit, normaliseGtin } from './gtin.rules';
import { marketPriceCents, priceGapPercent, toCents } from './market-price.rules';
import { addCompetitorFeedSchema, marketPriceProductsQuerySchema } from './market-prices.schema';

describe('normaliseGtin', () => {
  it('pads every GTIN length to 14 digits so the same code meets in any spelling', () => {
    expect(normaliseGtin('4006381333931')).toBe('04006381333931');
    expect(normaliseGtin('04006381333931')).toBe('04006381333931');
    expect(normaliseGtin('96385074')).toBe('00000096385074');
    expect(normaliseGtin('036000291452')).toBe('00036000291452');
    expect(normaliseGtin(' 400-6381 333931 ')).toBe('04006381333931');
  });

  it('refuses wrong check digits, other lengths, letters and all zeros', () => {
    expect(normaliseGtin('4006381333932')).toBeUndefined();
    expect(normaliseGtin('400638133393')).toBeUndefined();
    expect(normaliseGtin('MPN-4006381333931')).toBeUndefined();
    expect(normaliseGtin('00000000')).toBeUndefined();
    expect(normaliseGtin('')).toBeUndefined();
    expect(normaliseGtin(undefined)).toBeUndefined();
  });

  it('checks the GS1 check digit from the right with weights 3 and 1', () => {
    expect(hasValidCheckDigit('96385074')).toBe(true);
    expect(hasValidCheckDigit('96385075')).toBe(false);
  });
});

describe('marketPriceCents', () => {
  const eur = (priceCents: number) => ({ priceCents, currency: 'EUR' });

  it('is the median of the prices in the product currency, the lower middle when even', () => {
    expect(marketPriceCents([eur(1200), eur(900), eur(1500)], 'EUR')).toBe(1200);
    expect(marketPriceCents([eur(1200), eur(900)], 'EUR')).toBe(900);
  });

  it('never mixes currencies and has no value without a comparable price', () => {
    expect(marketPriceCents([eur(1000), { priceCents: 1, currency: 'USD' }], 'EUR')).toBe(1000);
    expect(marketPriceCents([{ priceCents: 1, currency: 'USD' }], 'EUR')).toBeUndefined();
    expect(marketPriceCents([eur(1000)], null)).toBeUndefined();
  });

  it('turns decimal amounts into exact cents', () => {
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(1299)).toBe(129_900);
  });
});

describe('competitor feed input', () => {
  it('accepts http and https URLs only, up to the maximum length', () => {
    expect(addCompetitorFeedSchema.safeParse({ url: 'https://rival.it/feed.xml' }).success).toBe(
      true,
    );
    expect(addCompetitorFeedSchema.safeParse({ url: 'ftp://rival.it/feed.xml' }).success).toBe(
      false,
    );
    expect(addCompetitorFeedSchema.safeParse({ url: 'rival.it/feed.xml' }).success).toBe(false);
    const long = `https://rival.it/${'a'.repeat(MAX_COMPETITOR_FEED_URL_LENGTH)}`;
    expect(addCompetitorFeedSchema.safeParse({ url: long }).success).toBe(false);
  });

  it('pages from 1', () => {
    expect(marketPriceProductsQuerySchema.parse({})).toEqual({ page: 1 });
    expect(marketPriceProductsQuerySchema.parse({ page: '3' })).toEqual({ page: 3 });
    expect(marketPriceProductsQuerySchema.safeParse({ page: '0' }).success).toBe(false);
  });
});

describe('priceGapPercent', () => {
  it('is our price against the market in percent of the market, one decimal', () => {
    expect(priceGapPercent(1100, 1000)).toBe(10);
    expect(priceGapPercent(900, 1200)).toBe(-25);
    expect(priceGapPercent(1000.4, 1000)).toBe(0);
    expect(priceGapPercent(1000, 0)).toBe(0);
  });
});
