import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertAccount } from '../../../test/account-rows';
import { openTestDatabase, type TestDatabase } from '../../../test/dialects';
import { rssFeed, startFeedServer, type FeedServer } from '../../../test/feed-server';
import {
  createConnectorRegistry,
  ShopFeedsRepository,
  ShopPlatformsRepository,
} from '../connectors/index';
import { FeedParserPool } from '../feeds/index';
import { ShopsRepository } from '../shops/index';
import { IntegrationsService } from './integrations.service';

const anna = { userId: 'u-anna', customerId: 'c-anna', sessionId: 'x' };

describe('IntegrationsService', () => {
  let feeds: FeedServer;
  let database: TestDatabase;
  let shops: ShopsRepository;
  let synced: string[];
  const parser = new FeedParserPool();

  const service = (options: { allowPrivate?: boolean } = {}) =>
    new IntegrationsService({
      feed: createConnectorRegistry({
        shops,
        feeds: new ShopFeedsRepository(database.db),
        links: new ShopPlatformsRepository(database.db),
        removeWebhooks: () => Promise.resolve(),
        log: { warn: () => undefined },
        shopLimit: () => Promise.resolve(10),
        queueSync: (shopId) => {
          synced.push(shopId);
          return Promise.resolve();
        },
        now: () => Date.parse('2026-11-23T12:00:00Z'),
      }).feed,
      access: { allowPrivate: options.allowPrivate ?? true, parser },
      now: () => Date.parse('2026-11-23T12:00:00Z'),
    });

  beforeAll(async () => {
    feeds = await startFeedServer({ '/feed.xml': { body: rssFeed(2, 'marker') } });
  });
  afterAll(async () => {
    await feeds.close();
    await parser.close();
  });
  beforeEach(async () => {
    database = await openTestDatabase('sqlite');
    await insertAccount(database.db, 'anna');
    shops = new ShopsRepository(database.db);
    synced = [];
  });
  afterEach(() => database.dispose());

  it('needs a session for every wizard call', async () => {
    const integrations = service();
    const input = { shopUrl: 'https://a.it', languageIso: 'it', feedUrl: feeds.url('/feed.xml') };
    await expect(integrations.connectGoogleShopping(undefined, input)).rejects.toMatchObject({
      code: 'missing-token',
    });
    await expect(integrations.checkFeed(undefined, feeds.url('/feed.xml'))).rejects.toMatchObject({
      code: 'missing-token',
    });
    expect(synced).toEqual([]);
  });

  describe('Google Shopping', () => {
    it("creates the caller's feed shop and queues its first sync", async () => {
      const feedUrl = feeds.url('/feed.xml');
      const { id, key } = await service().connectGoogleShopping(anna, {
        shopUrl: 'https://anna.example',
        languageIso: 'it',
        feedUrl,
      });
      expect(await shops.findOwned('c-anna', id)).toMatchObject({
        key,
        cms_type: 'google-shopping',
      });
      expect(synced).toEqual([id]);
    });

    it('refuses a feed address that is not http(s) with feed-url-invalid, creating nothing', async () => {
      for (const feedUrl of ['ftp://shop.example/feed.xml', 'not an address']) {
        await expect(
          service().connectGoogleShopping(anna, {
            shopUrl: 'https://anna.example',
            languageIso: 'it',
            feedUrl,
          }),
        ).rejects.toMatchObject({ code: 'feed-url-invalid' });
      }
      expect(await shops.listByCustomer('c-anna')).toEqual([]);
      expect(synced).toEqual([]);
    });

    it('checks a feed with the sync’s address policy', async () => {
      const url = feeds.url('/feed.xml');
      expect(await service().checkFeed(anna, url)).toEqual({ isReadable: true });
      expect(await service().checkFeed(anna, feeds.url('/missing.xml'))).toEqual({
        isReadable: false,
      });
      // The loopback feed server is a private address, which installations refuse by default.
      expect(await service({ allowPrivate: false }).checkFeed(anna, url)).toEqual({
        isReadable: false,
      });
    });
  });
});
