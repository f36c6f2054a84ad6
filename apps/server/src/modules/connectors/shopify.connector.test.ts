import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertAccount } from '../../../test/account-rows';
import { openTestDatabase, type TestDatabase } from '../../../test/dialects';
import { ShopsRepository } from '../shops/index';
import { ShopPlatformsRepository, type ShopPlatformRow } from './shop-platforms.repository';
import { ShopifyConnector } from './shopify.connector';

const GRANT = { host: 'bottega.myshopify.com', accessToken: 'shpat_1', languageIso: 'it' };

describe('ShopifyConnector', () => {
  let database: TestDatabase;
  let links: ShopPlatformsRepository;
  let synced: string[];
  let removed: ShopPlatformRow[];
  let removal: () => Promise<void>;
  let connector: ShopifyConnector;

  beforeEach(async () => {
    database = await openTestDatabase('sqlite');
    await insertAccount(database.db, 'anna');
    links = new ShopPlatformsRepository(database.db);
    synced = [];
    removed = [];
    removal = () => Promise.resolve();
    connector = new ShopifyConnector({
      shops: new ShopsRepository(database.db),
      links,
      shopLimit: () => Promise.resolve(10),
      queueSync: (shopId) => Promise.resolve(void synced.push(shopId)),
      removeWebhooks: (link) => {
        removed.push(link);
        return removal();
      },
      log: { warn: () => undefined },
      now: () => Date.parse('2026-11-23T12:00:00Z'),
    });
  });
  afterEach(() => database.dispose());

  it('creates the shop, links it by its host with the token, and queues the import', async () => {
    const { id } = await connector.connectShop('c-anna', GRANT);
    expect(await new ShopsRepository(database.db).findOwned('c-anna', id)).toMatchObject({
      cms_type: 'shopify',
      url: 'https://bottega.myshopify.com',
      language_iso: 'it',
    });
    const link = await links.findByStoreKey('shopify', GRANT.host);
    expect(link?.shop_id).toBe(id);
    expect(JSON.parse(link?.credentials ?? '{}')).toEqual({
      platform: 'shopify',
      host: GRANT.host,
      accessToken: GRANT.accessToken,
    });
    expect(synced).toEqual([id]);
  });

  it("re-installed by the shop's owner, takes the new token and imports again", async () => {
    const first = await connector.connectShop('c-anna', GRANT);
    const again = await connector.connectShop('c-anna', { ...GRANT, accessToken: 'shpat_2' });
    expect(again).toEqual(first);
    expect(await new ShopsRepository(database.db).listByCustomer('c-anna')).toHaveLength(1);
    const link = await links.find(first.id);
    expect(JSON.parse(link?.credentials ?? '{}')).toMatchObject({ accessToken: 'shpat_2' });
    expect(synced).toEqual([first.id, first.id]);
  });

  it("refuses a store connected to another customer's shop, creating nothing", async () => {
    await insertAccount(database.db, 'bruno');
    await connector.connectShop('c-anna', GRANT);
    await expect(connector.connectShop('c-bruno', GRANT)).rejects.toMatchObject({
      code: 'shopify-store-connected',
    });
    expect(await new ShopsRepository(database.db).listByCustomer('c-bruno')).toHaveLength(0);
    expect(synced).toHaveLength(1);
    const link = await links.findByStoreKey('shopify', GRANT.host);
    expect(JSON.parse(link?.credentials ?? '{}')).toMatchObject({ accessToken: 'shpat_1' });
  });

  it('forgets the link at disconnect, even when Shopify no longer answers', async () => {
    const { id } = await connector.connectShop('c-anna', GRANT);
    removal = () => Promise.reject(new Error('revoked'));
    await connector.disconnect({ id });
    expect(removed.map((link) => link.shop_id)).toEqual([id]);
    expect(await links.find(id)).toBeUndefined();
    await connector.disconnect({ id }); // nothing left: nothing to do
    expect(removed).toHaveLength(1);
  });
});
