import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, testDialects, type TestDatabase } from '../../../test/dialects';
import { euros, GTIN, putProducts, seedShops } from '../../../test/market-prices';
import { normaliseGtin } from '@trova/contracts';
import { CompetitorFeedsRepository } from './competitor-feeds.repository';

const gtin14 = (raw: string): string => normaliseGtin(raw) ?? '';
const price = (gtin: string, priceCents: number) => ({
  gtin: gtin14(gtin),
  priceCents,
  currency: 'EUR',
  title: 'Rival item',
});

describe.each(testDialects())('competitor feeds storage on %s', (dialect) => {
  let database: TestDatabase;
  let feeds: CompetitorFeedsRepository;

  beforeEach(async () => {
    database = await openTestDatabase(dialect);
    feeds = new CompetitorFeedsRepository(database.db);
    await seedShops(database.db);
  });
  afterEach(() => database.dispose());

  const feed = (id: string, shopId = 's-anna', url = `https://rival.it/${id}.xml`) => ({
    id,
    shop_id: shopId,
    url,
    added_at: 10,
    next_fetch_at: 100,
  });

  it('adds feeds up to the limit, refuses the same URL twice, lists them oldest first', async () => {
    expect(await feeds.insert(feed('f1'), 2)).toBe('added');
    expect(await feeds.insert({ ...feed('f2'), url: feed('f1').url }, 2)).toBe('exists');
    expect(await feeds.insert(feed('f2'), 2)).toBe('added');
    expect(await feeds.insert(feed('f3'), 2)).toBe('limit');
    expect(await feeds.insert(feed('m1', 's-marco', feed('f1').url), 2)).toBe('added');
    expect((await feeds.listByShop('s-anna')).map((row) => row.id)).toEqual(['f1', 'f2']);
    expect(await feeds.find('s-marco', 'f1')).toBeUndefined();
  });

  it('replaces prices whole on a good fetch and keeps them on a failed one', async () => {
    await feeds.insert(feed('f1'), 10);
    await feeds.replacePrices('f1', [price(GTIN.lamp, 1000), price(GTIN.chair, 2000)], 50);
    await feeds.replacePrices('f1', [price(GTIN.desk, 3000)], 60);
    const prices = () =>
      database.db.selectFrom('competitor_prices').select(['gtin', 'price_cents']).execute();
    expect(await prices()).toEqual([{ gtin: gtin14(GTIN.desk), price_cents: 3000 }]);
    expect(await feeds.findById('f1')).toMatchObject({
      last_fetched_at: 60,
      last_status: 'ok',
      last_error: null,
      product_count: 1,
    });
    await feeds.recordFailure('f1', 'feed-not-found', 70);
    expect(await prices()).toHaveLength(1);
    expect(await feeds.findById('f1')).toMatchObject({
      last_fetched_at: 70,
      last_status: 'failed',
      last_error: 'feed-not-found',
      product_count: 1,
    });
  });

  it('counts the products of the shop each feed prices, and deletes a feed with its prices', async () => {
    await putProducts(database.db, 's-anna', [
      euros('lamp', 10, GTIN.lamp),
      euros('lamp-2', 10, `0${GTIN.lamp}`),
      euros('desk', 30, GTIN.desk),
    ]);
    await putProducts(database.db, 's-marco', [euros('chair', 20, GTIN.chair)]);
    await feeds.insert(feed('f1'), 10);
    await feeds.insert(feed('f2'), 10);
    await feeds.replacePrices('f1', [price(GTIN.lamp, 900), price(GTIN.chair, 1900)], 50);
    expect(await feeds.matchedCounts('s-anna')).toEqual(new Map([['f1', 2]]));
    expect(await feeds.delete('s-marco', 'f1')).toBe(false);
    expect(await feeds.delete('s-anna', 'f1')).toBe(true);
    expect(await database.db.selectFrom('competitor_prices').selectAll().execute()).toEqual([]);
  });

  it('hands each due feed out once and moves it to its next fetch', async () => {
    await feeds.insert({ ...feed('due'), next_fetch_at: 100 }, 10);
    await feeds.insert({ ...feed('later'), next_fetch_at: 500 }, 10);
    expect(await feeds.takeDue(200, 86_600)).toEqual(['due']);
    expect(await feeds.takeDue(200, 86_600)).toEqual([]);
    expect((await feeds.findById('due'))?.next_fetch_at).toBe(86_600);
  });
});
