import { normaliseGtin } from '@trova/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFeedServer, type FeedServer } from '../../../test/feed-server';
import { GTIN, merchantFeed } from '../../../test/market-prices';
import { FeedParserPool } from '../feeds/index';
import { COMPETITOR_FEED_LIMITS, fetchCompetitorPrices } from './competitor-feed-reader';

const TSV = [
  'id\ttitle\tgtin\tprice\tsale_price',
  `t1\tDesk\t${GTIN.desk}\t99.00 EUR\t`,
  `t2\tLamp\t${GTIN.lamp}\t15.00 EUR\t12.49 EUR`,
].join('\n');

describe('reading a competitor feed', () => {
  let server: FeedServer;
  const options = {
    allowPrivate: true,
    limits: COMPETITOR_FEED_LIMITS,
    parser: FeedParserPool.shared({}),
  };

  // The parse worker loads once per process, here rather than inside the first test.
  beforeAll(() => FeedParserPool.shared({}).warm(), 60_000);
  beforeAll(async () => {
    server = await startFeedServer({
      '/rss.xml': {
        body: merchantFeed([
          { id: 'a', gtin: GTIN.lamp, price: '15.00 EUR', salePrice: '12.99 EUR' },
          { id: 'b', gtin: `0${GTIN.chair}`, price: '1.299,00 eur' },
          { id: 'c', gtin: GTIN.chair, price: '1199.50 EUR' },
          { id: 'no-gtin', price: '5.00 EUR' },
          { id: 'bad-check', gtin: '4006381333932', price: '5.00 EUR' },
          { id: 'no-currency', gtin: GTIN.desk, price: '5.00' },
        ]),
      },
      '/feed.tsv': { body: TSV },
      '/truncated.xml': {
        body: merchantFeed([{ id: 'a', gtin: GTIN.lamp, price: '1.00 EUR' }]).slice(0, -30),
      },
    });
  });
  afterAll(() => server.close());

  it('keeps one price per GTIN: the sale price when there is one, the lowest of duplicates', async () => {
    const prices = await fetchCompetitorPrices(server.url('/rss.xml'), options);
    expect(prices).toEqual([
      { gtin: normaliseGtin(GTIN.lamp), priceCents: 1299, currency: 'EUR', title: 'Rival a' },
      { gtin: normaliseGtin(GTIN.chair), priceCents: 119_950, currency: 'EUR', title: 'Rival c' },
    ]);
  });

  it('reads TSV feeds the same way', async () => {
    const prices = await fetchCompetitorPrices(server.url('/feed.tsv'), options);
    expect(prices.map((price) => [price.title, price.priceCents])).toEqual([
      ['Desk', 9900],
      ['Lamp', 1249],
    ]);
  });

  it('fails with a stable code for a broken, missing, too large or private feed', async () => {
    const code = (url: string, extra = {}) =>
      fetchCompetitorPrices(url, { ...options, ...extra }).then(
        () => 'read',
        (error: unknown) => (error as { code?: string }).code,
      );
    expect(await code(server.url('/truncated.xml'))).toBe('feed-malformed');
    expect(await code(server.url('/missing.xml'))).toBe('feed-not-found');
    const small = { limits: { ...COMPETITOR_FEED_LIMITS, maxBytes: 100 } };
    expect(await code(server.url('/rss.xml'), small)).toBe('feed-too-large');
    expect(await code(server.url('/rss.xml'), { allowPrivate: false })).toBe('feed-url-forbidden');
  });

  it('stops keeping new GTINs at the cap', async () => {
    const capped = { limits: { ...COMPETITOR_FEED_LIMITS, maxPrices: 1 } };
    const prices = await fetchCompetitorPrices(server.url('/rss.xml'), { ...options, ...capped });
    expect(prices.map((price) => price.gtin)).toEqual([normaliseGtin(GTIN.lamp)]);
  });
});
