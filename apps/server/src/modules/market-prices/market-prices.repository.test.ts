import { normaliseGtin } from '@trova/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, testDialects, type TestDatabase } from '../../../test/dialects';
import { euros, GTIN, putProducts, seedShops } from '../../../test/market-prices';
import { CompetitorFeedsRepository } from './competitor-feeds.repository';
import { MarketPricesRepository } from './market-prices.repository';

describe.each(testDialects())('market price reads on %s', (dialect) => {
  let database: TestDatabase;
  let repository: MarketPricesRepository;

  beforeEach(async () => {
    database = await openTestDatabase(dialect);
    repository = new MarketPricesRepository(database.db);
    await seedShops(database.db);
    await putProducts(database.db, 's-anna', [
      euros('a-lamp', 10, GTIN.lamp),
      euros('b-chair', 20, GTIN.chair),
      euros('c-desk', 30, GTIN.desk),
      euros('d-none', 40),
    ]);
    await putProducts(database.db, 's-marco', [euros('m-chair', 19, GTIN.chair)]);
    const feeds = new CompetitorFeedsRepository(database.db);
    await feeds.insert(
      { id: 'f1', shop_id: 's-anna', url: 'https://rival.it/f.xml', added_at: 1, next_fetch_at: 1 },
      10,
    );
    const gtin = normaliseGtin(GTIN.desk) ?? '';
    await feeds.replacePrices('f1', [{ gtin, priceCents: 1, currency: 'EUR', title: 'x' }], 1);
  });
  afterEach(() => database.dispose());

  it('switches sharing on once and off again', async () => {
    expect(await repository.isSharing('s-anna')).toBe(false);
    await repository.setSharing('s-anna', true, 5);
    await repository.setSharing('s-anna', true, 6);
    expect(await repository.isSharing('s-anna')).toBe(true);
    await repository.setSharing('s-anna', false, 7);
    expect(await repository.isSharing('s-anna')).toBe(false);
  });

  it('pages the products matched by feeds, and by sharing shops only when asked', async () => {
    expect(await repository.matchedPage('s-anna', false, 0, 10)).toEqual({
      ids: ['c-desk'],
      total: 1,
    });
    expect(await repository.matchedPage('s-anna', true, 0, 10)).toEqual({
      ids: ['c-desk'],
      total: 1,
    });
    await repository.setSharing('s-marco', true, 5);
    expect(await repository.matchedPage('s-anna', true, 0, 10)).toEqual({
      ids: ['b-chair', 'c-desk'],
      total: 2,
    });
    expect(await repository.matchedPage('s-anna', true, 1, 1)).toEqual({
      ids: ['c-desk'],
      total: 2,
    });
  });

  it('reads only products with a GTIN, and never the asking shop as a sharing one', async () => {
    const own = await repository.ownProducts('s-anna', ['a-lamp', 'd-none', 'm-chair']);
    expect(own.map((product) => product.product_id)).toEqual(['a-lamp']);
    await repository.setSharing('s-anna', true, 5);
    await repository.setSharing('s-marco', true, 5);
    const chair = normaliseGtin(GTIN.chair) ?? '';
    const shared = await repository.sharedProducts('s-anna', [chair]);
    expect(shared.map((row) => row.shop_id)).toEqual(['s-marco']);
  });
});
