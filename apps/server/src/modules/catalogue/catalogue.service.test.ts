import type { CatalogueProduct } from '@trova/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertAccount, shopRow } from '../../../test/account-rows';
import { openTestDatabase, type TestDatabase } from '../../../test/dialects';
import { createShopEvents } from '../../kernel/shop-events';
import {
  createConnectorRegistry,
  ShopFeedsRepository,
  ShopPlatformsRepository,
} from '../connectors/index';
import { ShopsRepository } from '../shops/index';
import { CatalogueWriter } from './catalogue-writer';
import { CatalogueService } from './catalogue.service';
import { ProductStagingRepository } from './product-staging.repository';
import { ProductsRepository } from './products.repository';

const anna = { customerId: 'c-anna' };
const marco = { customerId: 'c-marco' };

describe('CatalogueService', () => {
  let database: TestDatabase;
  let shops: ShopsRepository;
  let products: ProductsRepository;
  let catalogue: CatalogueService;

  /** The stored products of a shop, id → title. */
  const titles = async (shopId = 's-anna') => {
    const stored = await products.findMany(shopId, ['a', 'b', 'c', 'sku-1']);
    return Object.fromEntries(
      [...stored].map(([id, data]) => [id, (JSON.parse(data) as CatalogueProduct).title]),
    );
  };

  beforeEach(async () => {
    database = await openTestDatabase('sqlite');
    shops = new ShopsRepository(database.db);
    for (const name of ['anna', 'marco']) await insertAccount(database.db, name);
    await shops.insert(shopRow('s-anna', 'c-anna'));
    await shops.insert({ ...shopRow('s-feed', 'c-anna'), cms_type: 'google-shopping' });
    products = new ProductsRepository(database.db);
    const now = () => 1_800_000_000_000;
    catalogue = new CatalogueService({
      shops,
      writer: new CatalogueWriter({
        products,
        staging: new ProductStagingRepository(database.db),
        events: createShopEvents(),
        now,
      }),
      connectors: createConnectorRegistry({
        shops,
        feeds: new ShopFeedsRepository(database.db),
        links: new ShopPlatformsRepository(database.db),
        removeWebhooks: () => Promise.resolve(),
        log: { warn: () => undefined },
        shopLimit: () => Promise.resolve(10),
        queueSync: () => Promise.resolve(),
        now,
      }),
    });
  });
  afterEach(() => database.dispose());

  describe('access', () => {
    it('needs the API key, and answers another customer’s shop as missing', async () => {
      const batch = { upserts: [{ id: 'a', title: 'A' }], deletes: [] };
      await expect(catalogue.push(undefined, 's-anna', batch)).rejects.toMatchObject({
        code: 'missing-api-key',
      });
      await expect(catalogue.push(marco, 's-anna', batch)).rejects.toMatchObject({
        code: 'shop-not-found',
      });
      await expect(catalogue.deleteProduct(marco, 's-anna', 'a')).rejects.toMatchObject({
        code: 'shop-not-found',
      });
      expect(await titles()).toEqual({});
    });

    it('refuses pushes to a feed shop, whose next sync would replace them', async () => {
      await expect(catalogue.putProduct(anna, 's-feed', 'a', { title: 'A' })).rejects.toMatchObject(
        { code: 'shop-not-pushable' },
      );
    });

    it('registers a push shop for the key’s customer, with its public key', async () => {
      // Thrown or rejected alike: callers await it.
      const anonymous = Promise.resolve().then(() =>
        catalogue.registerShop(undefined, {
          shopUrl: 'https://x.it',
          languageIso: 'it',
          platform: 'custom-integration',
        }),
      );
      await expect(anonymous).rejects.toMatchObject({ code: 'missing-api-key' });
      const registered = await catalogue.registerShop(anna, {
        shopUrl: 'https://new.example',
        languageIso: 'it',
        platform: 'custom-integration',
      });
      expect(registered.key).not.toBe(registered.id);
      expect(await shops.findOwned('c-anna', registered.id)).toMatchObject({
        key: registered.key,
        cms_type: 'custom-integration',
      });
      expect(await shops.findOwned('c-marco', registered.id)).toBeUndefined();
    });
  });

  describe('batches', () => {
    it('writes a batch, the last upsert of an id winning and repeated deletes counted once', async () => {
      await catalogue.push(anna, 's-anna', { upserts: [{ id: 'c', title: 'C' }], deletes: [] });
      const result = await catalogue.push(anna, 's-anna', {
        upserts: [
          { id: 'a', title: 'first' },
          { id: 'b', title: 'B' },
          { id: 'a', title: 'last' },
        ],
        deletes: ['c', 'c'],
      });
      expect(result).toEqual({ status: 'OK', upserted: 2, deleted: 1, skus: 2 });
      expect(await titles()).toEqual({ a: 'last', b: 'B' });
    });

    it('rejects the whole batch when one item is invalid, naming each by index and id', async () => {
      const refused = catalogue.push(anna, 's-anna', {
        upserts: [{ id: 'a', title: 'A' }, { id: 'b' }, 'not a product'],
        deletes: [],
      });
      await expect(refused).rejects.toMatchObject({
        code: 'catalogue-batch-invalid',
        details: {
          items: [
            { index: 1, id: 'b', issues: [expect.objectContaining({ path: 'title' })] },
            { index: 2, id: null },
          ],
        },
      });
      expect(await titles()).toEqual({});
    });
  });

  describe('single products', () => {
    it('gives a body without an id the path’s, and refuses another id', async () => {
      await catalogue.putProduct(anna, 's-anna', 'sku-1', { title: 'Sneaker' });
      expect(await titles()).toEqual({ 'sku-1': 'Sneaker' });
      await expect(
        catalogue.putProduct(anna, 's-anna', 'sku-1', { id: 'a', title: 'Other' }),
      ).rejects.toMatchObject({
        code: 'catalogue-batch-invalid',
        details: { items: [{ index: 0, id: 'a', issues: [{ path: 'id' }] }] },
      });
      expect(await titles()).toEqual({ 'sku-1': 'Sneaker' });
    });

    it('deletes one product, saying whether there was one', async () => {
      await catalogue.putProduct(anna, 's-anna', 'sku-1', { title: 'Sneaker' });
      expect(await catalogue.deleteProduct(anna, 's-anna', 'sku-1')).toMatchObject({
        deleted: 1,
        skus: 0,
      });
      expect(await catalogue.deleteProduct(anna, 's-anna', 'sku-1')).toMatchObject({ deleted: 0 });
    });
  });
});
