import { catalogueProductSchema, normaliseGtin } from '@trova/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, testDialects, type TestDatabase } from '../../../test/dialects';
import { euros, GTIN, putProducts, seedShops } from '../../../test/market-prices';
import { ProductStagingRepository } from '../catalogue/index';
import { storedProduct } from '../catalogue/index';
import { ShopsRepository } from '../shops/index';
import { SystemRepository } from '../system/index';
import { CompetitorFeedsRepository } from './competitor-feeds.repository';
import { MarketPricesRepository } from './market-prices.repository';
import { MarketPricesService } from './market-prices.service';
import { ShopLabels } from './shop-labels';

const NOW = 1_800_000_000_000;
const caller = (name: string) => ({ userId: `u-${name}`, customerId: `c-${name}`, sessionId: 'x' });

describe.each(testDialects())('market prices on %s', (dialect) => {
  let database: TestDatabase;
  let service: MarketPricesService;

  beforeEach(async () => {
    database = await openTestDatabase(dialect);
    const { db } = database;
    service = new MarketPricesService({
      shops: new ShopsRepository(db),
      repository: new MarketPricesRepository(db),
      labels: new ShopLabels(new SystemRepository(db), () => NOW),
      now: () => NOW,
    });
    await seedShops(db);
    await putProducts(db, 's-anna', [
      euros('lamp', 12, GTIN.lamp),
      euros('chair', 40, GTIN.chair),
      euros('no-gtin', 5),
      euros('desk', 90, GTIN.desk),
    ]);
    const feeds = new CompetitorFeedsRepository(db);
    await feeds.insert(
      {
        id: 'f1',
        shop_id: 's-anna',
        url: 'https://www.rival.it/feed.xml',
        added_at: 1,
        next_fetch_at: 1,
      },
      10,
    );
    // The feed writes the lamp as a GTIN-14: it still matches the shop's EAN-13.
    await feeds.replacePrices(
      'f1',
      [
        {
          gtin: normaliseGtin(`0${GTIN.lamp}`) ?? '',
          priceCents: 1099,
          currency: 'EUR',
          title: 'Lamp',
        },
      ],
      1_790_000_000,
    );
    await putProducts(
      db,
      's-marco',
      [euros('m-lamp', 13, GTIN.lamp, 11.5), euros('m-lamp-b', 14, GTIN.lamp)],
      1_795_000_000,
    );
    await putProducts(db, 's-luca', [
      euros('l-lamp', 9, GTIN.lamp),
      euros('l-chair', 38, GTIN.chair),
    ]);
  });
  afterEach(() => database.dispose());

  const share = (name: string, enabled = true) =>
    service.setSharing(caller(name), `s-${name}`, { enabled });

  it("matches on GTIN the shop's competitor feeds, named by host, with their fetch date", async () => {
    const prices = await service.forProducts('s-anna', ['lamp', 'chair', 'no-gtin', 'unknown']);
    expect([...prices.keys()]).toEqual(['lamp']);
    expect(prices.get('lamp')).toEqual([
      {
        shop: 'rival.it',
        priceCents: 1099,
        currency: 'EUR',
        source: 'feed',
        updatedAt: 1_790_000_000_000,
      },
    ]);
  });

  it('shows shared prices only to a shop that shares too, anonymously, never its own', async () => {
    await share('marco');
    await share('luca');
    const notSharing = await service.forProducts('s-anna', ['lamp']);
    expect(notSharing.get('lamp')?.map((row) => row.source)).toEqual(['feed']);

    await share('anna');
    await putProducts(database.db, 's-anna', [euros('lamp-copy', 1, GTIN.lamp)]);
    const lamp = (await service.forProducts('s-anna', ['lamp'])).get('lamp') ?? [];
    expect(lamp.map((row) => [row.source, row.priceCents])).toEqual([
      ['shared', 900],
      ['feed', 1099],
      // Marco's lowest price for the GTIN: the sale price of one of two variants.
      ['shared', 1150],
    ]);
    const marco = lamp[2];
    expect(marco?.shop).toMatch(/^Trova shop [0-9A-F]{6}$/);
    expect(marco?.updatedAt).toBe(1_795_000_000_000);
    expect(JSON.stringify(lamp)).not.toMatch(/marco|luca/);
    const again = (await service.forProducts('s-anna', ['lamp'])).get('lamp') ?? [];
    expect(again.map((row) => row.shop)).toEqual(lamp.map((row) => row.shop));
    // Each viewer has its own names: Marco does not see Luca under the name Anna does.
    const lucaForMarco = (await service.forProducts('s-marco', ['m-lamp'])).get('m-lamp') ?? [];
    const lucaRow = lucaForMarco.find((row) => row.priceCents === 900);
    expect(lucaRow?.shop).toMatch(/^Trova shop /);
    expect(lucaRow?.shop).not.toBe(lamp[0]?.shop);
    // Stopping to share also stops seeing the others' prices.
    await share('anna', false);
    expect((await service.forProducts('s-anna', ['lamp'])).get('lamp')?.length).toBe(1);
    expect(await service.sharing(caller('anna'), 's-anna')).toEqual({ enabled: false });
  });

  it('pages the shop products with a market price: ours against the median, by website', async () => {
    await share('anna');
    await share('luca');
    const page = await service.products(caller('anna'), 's-anna', { page: 1 });
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(page.products.map((product) => product.objectId)).toEqual(['chair', 'lamp']);
    expect(page.products[1]).toMatchObject({
      title: 'Product lamp',
      gtin: normaliseGtin(GTIN.lamp),
      priceCents: 1200,
      currency: 'EUR',
      marketPriceCents: 900,
      prices: [
        { source: 'shared', priceCents: 900, updatedAt: 1_700_000_000 },
        { website: 'rival.it', source: 'feed', priceCents: 1099, updatedAt: 1_790_000_000 },
      ],
    });
    expect((await service.products(caller('anna'), 's-anna', { page: 2 })).products).toEqual([]);
  });

  it("answers shop-not-found for another customer's shop", async () => {
    await expect(service.products(caller('marco'), 's-anna', { page: 1 })).rejects.toMatchObject({
      code: 'shop-not-found',
    });
    await expect(
      service.setSharing(caller('marco'), 's-anna', { enabled: true }),
    ).rejects.toMatchObject({
      code: 'shop-not-found',
    });
  });

  it("keeps a feed sync's GTINs when staged products become the catalogue", async () => {
    const staging = new ProductStagingRepository(database.db);
    const product = catalogueProductSchema.parse(euros('staged', 3, GTIN.desk));
    await staging.add('s-luca', [storedProduct(product)]);
    await staging.promote('s-luca', 5, { sweep: false });
    const row = await database.db
      .selectFrom('products')
      .select('gtin')
      .where('product_id', '=', 'staged')
      .executeTakeFirst();
    expect(row?.gtin).toBe(normaliseGtin(GTIN.desk));
  });
});
