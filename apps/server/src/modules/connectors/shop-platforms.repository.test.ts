import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertAccount, shopRow } from '../../../test/account-rows';
import { openTestDatabase, testDialects, type TestDatabase } from '../../../test/dialects';
import { ShopsRepository } from '../shops/index';
import { ShopPlatformsRepository } from './shop-platforms.repository';

const WOO = {
  platform: 'woocommerce',
  storeUrl: 'https://scarpe.example',
  consumerKey: 'ck_1',
  consumerSecret: 'cs_1',
};
const REFUSED = { code: 'platform-credentials-invalid', message: 'WooCommerce said 401', at: 50 };

describe.each(testDialects())('shop platform links on %s', (dialect) => {
  let database: TestDatabase;
  let links: ShopPlatformsRepository;
  let shops: ShopsRepository;

  beforeEach(async () => {
    database = await openTestDatabase(dialect);
    links = new ShopPlatformsRepository(database.db);
    shops = new ShopsRepository(database.db);
    await insertAccount(database.db, 'anna');
    for (const id of ['s1', 's2']) await shops.insert(shopRow(id, 'c-anna'));
    await links.insert({ shopId: 's1', platform: 'woocommerce', credentials: WOO, now: 10 });
    await links.insert({
      shopId: 's2',
      platform: 'shopify',
      credentials: { platform: 'shopify', host: 'zaini.myshopify.com', accessToken: 't' },
      storeKey: 'zaini.myshopify.com',
      now: 10,
    });
  });
  afterEach(() => database.dispose());

  it('stores the credentials and finds a shop by its store key', async () => {
    const s1 = await links.find('s1');
    expect(JSON.parse(s1?.credentials ?? '')).toEqual(WOO);
    expect((await links.findByStoreKey('shopify', 'zaini.myshopify.com'))?.shop_id).toBe('s2');
    expect(await links.findByStoreKey('woocommerce', 'zaini.myshopify.com')).toBeUndefined();
    await links.setCredentials('s1', { ...WOO, consumerKey: 'ck_2' });
    expect(JSON.parse((await links.find('s1'))?.credentials ?? '')).toMatchObject({
      consumerKey: 'ck_2',
    });
  });

  it('shows progress while an import runs and clears it with its failure when one ends', async () => {
    await links.setProgress('s1', { imported: 200, total: 1000 });
    expect(await links.progressOf(['s1', 's2'])).toEqual(
      new Map([['s1', { imported: 200, total: 1000 }]]),
    );
    await links.recordFailure('s1', REFUSED, 500);
    expect(await links.progressOf(['s1'])).toEqual(new Map());
    expect(await links.failuresOf(['s1', 's2'])).toEqual(new Map([['s1', REFUSED]]));
    expect((await links.dueImports(500)).map((row) => row.shop_id)).toEqual(['s1']);

    expect(
      await links.recordImport('s1', { cursor: 90, nextPollAt: 400, nextFullAt: 9000 }),
    ).toEqual({ first: true });
    expect(await links.failuresOf(['s1'])).toEqual(new Map());
    expect(
      await links.recordImport('s1', { cursor: 95, nextPollAt: 400, nextFullAt: 9000 }),
    ).toEqual({ first: false });
    expect((await links.find('s1'))?.cursor).toBe(95);
  });

  it('lists due polls and imports by time, and moves the schedule', async () => {
    await links.recordImport('s1', { cursor: 90, nextPollAt: 400, nextFullAt: 9000 });
    expect((await links.duePolls(399)).length).toBe(0);
    expect((await links.duePolls(400)).map((row) => row.shop_id)).toEqual(['s1']);
    await links.schedule('s1', { nextPollAt: 700, cursor: 390 });
    const moved = await links.find('s1');
    expect([moved?.next_poll_at, moved?.cursor, moved?.next_full_at].map(Number)).toEqual([
      700, 390, 9000,
    ]);
    expect(await links.duePolls(600)).toEqual([]);
    expect(await links.dueImports(8999)).toEqual([]);
  });

  it('stores webhook ids and goes with its shop', async () => {
    await links.setWebhooks('s1', ['11', '12'], 'secret');
    const row = await links.find('s1');
    expect([JSON.parse(row?.webhook_ids ?? ''), row?.webhook_secret]).toEqual([
      ['11', '12'],
      'secret',
    ]);
    await shops.delete('c-anna', 's1', () => Promise.resolve());
    expect(await links.find('s1')).toBeUndefined();
    await links.remove('s2');
    expect(await links.find('s2')).toBeUndefined();
  });
});
