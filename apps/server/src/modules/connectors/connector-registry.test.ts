import { CREDENTIAL_PLATFORMS, PLATFORMS, PUSH_PLATFORMS } from '@trova/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertAccount } from '../../../test/account-rows';
import { openTestDatabase, type TestDatabase } from '../../../test/dialects';
import { ShopFeedsRepository } from './shop-feeds.repository';
import { ShopPlatformsRepository } from './shop-platforms.repository';
import { ShopsRepository } from '../shops/index';
import { createConnectorRegistry, type ConnectorRegistry } from './connector-registry';

describe('connector registry', () => {
  let database: TestDatabase;
  let shops: ShopsRepository;
  let feeds: ShopFeedsRepository;
  let registry: ConnectorRegistry;
  let synced: string[];

  beforeEach(async () => {
    database = await openTestDatabase('sqlite');
    await insertAccount(database.db, 'anna');
    shops = new ShopsRepository(database.db);
    feeds = new ShopFeedsRepository(database.db);
    synced = [];
    registry = createConnectorRegistry({
      shops,
      feeds,
      links: new ShopPlatformsRepository(database.db),
      removeWebhooks: () => Promise.resolve(),
      log: { warn: () => undefined },
      shopLimit: () => Promise.resolve(10),
      queueSync: (shopId) => {
        synced.push(shopId);
        return Promise.resolve();
      },
      now: () => Date.parse('2026-11-23T12:00:00Z'),
    });
  });
  afterEach(() => database.dispose());

  it('has one connector for every platform of the contracts, each answering for its own', () => {
    for (const platform of PLATFORMS) expect(registry.of(platform).platform).toBe(platform);
    for (const platform of PUSH_PLATFORMS) {
      expect(registry.push(platform)).toMatchObject({ source: 'push', connect: 'api-key' });
    }
    expect(registry.of('custom-integration')).toMatchObject({ source: 'push' });
    expect(registry.of('magento-1')).toMatchObject({ source: 'push' });
    for (const platform of CREDENTIAL_PLATFORMS) {
      expect(registry.of(platform)).toBe(registry.platform(platform));
      expect(registry.of(platform)).toMatchObject({
        source: 'platform-api',
        connect: 'credentials',
        editableWidgets: ['language_iso'],
      });
    }
    expect(registry.of('google-shopping')).toMatchObject({ source: 'feed', schedule: 'feed' });
    expect(registry.of('shopify')).toMatchObject({ source: 'webhook', editableWidgets: [] });
    expect(() => registry.of('oscommerce')).toThrow(/no connector/);
  });

  it('connects a feed shop with its schedule and first sync, and disconnects its schedule', async () => {
    const { id } = await registry.feed.connectShop('c-anna', {
      shopUrl: 'https://f.it',
      languageIso: 'it',
      feedUrl: 'https://f.it/feed.xml',
    });
    const shop = await shops.findById(id);
    expect(shop).toMatchObject({
      cms_type: 'google-shopping',
      cms_data: '{"feedUrl":"https://f.it/feed.xml"}',
    });
    expect(await feeds.find(id)).toMatchObject({ sync_time: '01:00' });
    expect(synced).toEqual([id]);
    if (!shop) return;
    // Saving the same feed URL syncs it again: that is how an owner retries a failed sync.
    await registry.feed.dataChanged(shop, { feedUrl: 'a' }, { feedUrl: 'a' });
    expect(synced).toEqual([id, id]);
    await registry.feed.dataChanged(shop, { feedUrl: 'a' }, { feedUrl: 'b' });
    expect(synced).toEqual([id, id, id]);
    await registry.feed.disconnect(shop);
    expect(await feeds.find(id)).toBeUndefined();
  });

  it("registers a plugin's shop under its platform and version", async () => {
    const { id } = await registry.push('woocommerce').connectShop('c-anna', {
      shopUrl: 'https://w.it',
      languageIso: 'en',
      platform: 'woocommerce',
      platformVersion: '8.2',
    });
    expect(await shops.findById(id)).toMatchObject({
      cms_type: 'woocommerce',
      cms_version: '8.2',
      language_iso: 'en',
    });
  });
});
