import type { Shop, ShopSyncStatus } from '@trova/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAccount, readOutbox, type TestAccount } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { FakeStore, storeProduct as product } from '../../../test/fake-platform-client';
import { PlatformError } from '../platforms/index';

const WOO = {
  platform: 'woocommerce',
  storeUrl: 'https://scarpe.example',
  consumerKey: 'ck_anna',
  consumerSecret: 'cs_anna',
};

describe('platform shops: connect, import, status', { timeout: 60_000 }, () => {
  let app: TestApp;
  let store: FakeStore;
  let anna: TestAccount;
  let marco: TestAccount;

  beforeEach(async () => {
    store = new FakeStore();
    app = await createTestApp(
      {},
      {
        indexDebounceMs: 0,
        sync: {
          runner: { backoffMs: [0, 0], pollMs: 20 },
          platformClient: (link) => store.client(link),
        },
      },
    );
    anna = await createAccount(app.server, app.config.dataDir, 'anna-woo@shop.it');
    marco = await createAccount(app.server, app.config.dataDir, 'marco-woo@shop.it');
  });
  afterEach(() => app.dispose());

  async function call(
    account: TestAccount,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) {
    return app.server.inject({
      method,
      url: `/API${url}`,
      headers: account.headers,
      ...(payload ? { payload } : {}),
    });
  }

  async function connect(): Promise<string> {
    const answer = await call(anna, 'POST', '/integrations/platforms', {
      shopUrl: 'https://scarpe.example',
      languageIso: 'it',
      credentials: WOO,
    });
    expect(answer.statusCode).toBe(200);
    return answer.json<{ id: string }>().id;
  }

  async function shopOf(account: TestAccount, id: string): Promise<Shop | undefined> {
    return (await call(account, 'GET', '/shops')).json<Shop[]>().find((shop) => shop.id === id);
  }

  async function productIds(shopId: string): Promise<string[]> {
    const rows = await app.database.db
      .selectFrom('products')
      .select('product_id')
      .where('shop_id', '=', shopId)
      .orderBy('product_id')
      .execute();
    return rows.map((row) => row.product_id);
  }

  function firstSyncMails(): unknown[] {
    return readOutbox(app.config.dataDir).filter(
      (mail) => mail.to === 'anna-woo@shop.it' && mail.kind === ('first-sync' as string),
    );
  }

  async function notifications(account: TestAccount): Promise<{ code: string }[]> {
    return (await call(account, 'GET', '/notifications')).json<{ code: string }[]>();
  }

  it('checks credentials without storing anything, and names the platform error', async () => {
    const checked = await call(anna, 'POST', '/integrations/platforms/check', WOO);
    expect(checked.json()).toEqual({ storeName: 'Scarpe Anna', currency: 'EUR', productCount: 2 });
    store.failWith = new PlatformError('platform-credentials-invalid', 'WooCommerce said 401');
    const refused = await call(anna, 'POST', '/integrations/platforms', {
      shopUrl: 'https://scarpe.example',
      languageIso: 'it',
      credentials: WOO,
    });
    expect([refused.statusCode, refused.json<{ code: string }>().code]).toEqual([
      422,
      'platform-credentials-invalid',
    ]);
    expect((await call(anna, 'GET', '/shops')).json()).toEqual([]);
    store.failWith = new PlatformError('platform-unreachable', 'no answer');
    const down = await call(anna, 'POST', '/integrations/platforms/check', WOO);
    expect([down.statusCode, down.json<{ code: string }>().code]).toEqual([
      502,
      'platform-unreachable',
    ]);
  });

  it('imports the catalogue at connect, shows progress meanwhile, and registers webhooks', async () => {
    let release = (): void => undefined;
    store.gate = new Promise((resolve) => (release = resolve));
    store.products.push(product('3', 'Giacca impermeabile'));
    const shopId = await connect();
    let status: ShopSyncStatus | undefined;
    for (let tries = 0; tries < 200 && !status?.progress; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      status = (await call(anna, 'GET', '/shops/status')).json<ShopSyncStatus[]>()[0];
    }
    expect(status).toEqual({
      id: shopId,
      isSynchronizing: true,
      progress: { imported: 2, total: 3 },
    });
    release();
    await app.services.jobs.idle();
    expect(await productIds(shopId)).toEqual(['1', '2', '3']);
    expect((await call(anna, 'GET', '/shops/status')).json()).toEqual([
      { id: shopId, isSynchronizing: false },
    ]);
    expect(store.registered).toEqual([
      expect.stringMatching(`/API/webhooks/woocommerce/${shopId}$`),
    ]);
    expect((await notifications(anna)).map((item) => item.code)).toContain(
      'synchronization-complete',
    );
    expect(firstSyncMails()).toHaveLength(1);
    // The next full import drops what the store no longer shows.
    store.products = store.products.filter((item) => item.id !== '2');
    await app.services.jobQueue.enqueue('shop.sync', { shopId });
    await app.services.jobs.idle();
    expect(await productIds(shopId)).toEqual(['1', '3']);
    // Once a shop: the second import sends no second mail.
    expect(firstSyncMails()).toHaveLength(1);
  });

  it('polls every 5 minutes a store that refused the webhooks, hourly one that took them', async () => {
    const nextPoll = async (shopId: string): Promise<number | null> => {
      const link = await app.services.platformLinks.find(shopId);
      return link?.next_poll_at === null || link === undefined ? null : Number(link.next_poll_at);
    };
    const hooked = await connect();
    await app.services.jobs.idle();
    const hookedAt = Number((await app.services.platformLinks.find(hooked))?.cursor);
    expect(((await nextPoll(hooked)) ?? 0) - hookedAt).toBeGreaterThanOrEqual(3600);

    // A read-only key: WooCommerce refuses to create webhooks.
    store.failWith = new PlatformError('platform-permission-missing', 'read-only key');
    store.failOnly = 'register';
    const refused = await connect();
    await app.services.jobs.idle();
    const refusedAt = Number((await app.services.platformLinks.find(refused))?.cursor);
    const gap = ((await nextPoll(refused)) ?? 0) - refusedAt;
    expect(gap).toBeGreaterThan(0);
    expect(gap).toBeLessThanOrEqual(300 + 60);
    expect(await productIds(refused)).toEqual(['1', '2']);
  });

  it('keeps a failed import on the shop, retries a rate limit, not a wrong key', async () => {
    [store.failWith, store.failOnly] = [
      new PlatformError('platform-rate-limited', '429'),
      'products',
    ];
    const shopId = await connect();
    await app.services.jobs.idle();
    // The first attempt and the two retries of the runner's backoff.
    expect(store.calls.filter((name) => name === 'products')).toHaveLength(3);
    expect((await shopOf(anna, shopId))?.syncError?.code).toBe('platform-rate-limited');

    [store.calls, store.failOnly] = [[], undefined];
    store.failWith = new PlatformError('platform-credentials-invalid', 'refused');
    await app.services.jobQueue.enqueue('shop.sync', { shopId });
    await app.services.jobs.idle();
    expect(store.calls).toEqual(['check']);
    expect((await shopOf(anna, shopId))?.syncError?.code).toBe('platform-credentials-invalid');
    expect((await notifications(anna)).map((item) => item.code)).toContain(
      'synchronization-failed',
    );
    expect(await productIds(shopId)).toEqual([]);

    // The owner pastes the right key: checked, stored, imported, the failure gone.
    store.failWith = undefined;
    const fixed = { ...WOO, consumerKey: 'ck_right' };
    const answer = await call(anna, 'PUT', `/integrations/platforms/${shopId}`, fixed);
    expect(answer.statusCode).toBe(200);
    await app.services.jobs.idle();
    expect(store.credentials.at(-1)).toMatchObject({ consumerKey: 'ck_right' });
    expect((await shopOf(anna, shopId))?.syncError ?? null).toBeNull();
    expect(await productIds(shopId)).toEqual(['1', '2']);
  });

  it('imports a failed shop again with its stored keys, for its owner only', async () => {
    store.failWith = new PlatformError('platform-unreachable', 'no answer');
    store.failOnly = 'products';
    const shopId = await connect();
    await app.services.jobs.idle();
    expect((await shopOf(anna, shopId))?.syncError?.code).toBe('platform-unreachable');

    store.failWith = undefined;
    const other = await call(marco, 'POST', `/integrations/platforms/${shopId}/sync`);
    expect(other.statusCode).toBe(404);
    const retry = await call(anna, 'POST', `/integrations/platforms/${shopId}/sync`);
    expect(retry.json()).toEqual({ status: 'OK' });
    await app.services.jobs.idle();
    expect(await productIds(shopId)).toEqual(['1', '2']);
    expect((await shopOf(anna, shopId))?.syncError ?? null).toBeNull();
    expect(store.credentials.at(-1)).toMatchObject({ consumerKey: 'ck_anna' });
  });

  it('keeps the live catalogue when a walk comes back empty or short, and retries', async () => {
    const shopId = await connect();
    await app.services.jobs.idle();
    expect(await productIds(shopId)).toEqual(['1', '2']);

    // The store answers no products at all while the catalogue has two.
    [store.products, store.calls] = [[], []];
    await app.services.jobQueue.enqueue('shop.sync', { shopId });
    await app.services.jobs.idle();
    expect(store.calls.filter((name) => name === 'products')).toHaveLength(3);
    expect(await productIds(shopId)).toEqual(['1', '2']);
    expect((await shopOf(anna, shopId))?.syncError?.code).toBe('platform-answer-invalid');

    // The store counts ten products but its pages give two.
    store.products = [product('1', 'Scarpe da trekking'), product('4', 'Borraccia')];
    store.countAs = 10;
    await app.services.jobQueue.enqueue('shop.sync', { shopId });
    await app.services.jobs.idle();
    expect(await productIds(shopId)).toEqual(['1', '2']);
    expect((await shopOf(anna, shopId))?.syncError?.code).toBe('platform-answer-invalid');

    // A count the store does not give exactly is no base: the walk is taken as it is.
    store.countAs = null;
    await app.services.jobQueue.enqueue('shop.sync', { shopId });
    await app.services.jobs.idle();
    expect(await productIds(shopId)).toEqual(['1', '4']);
    expect((await shopOf(anna, shopId))?.syncError ?? null).toBeNull();
  });

  it("refuses another customer's shop and another platform's credentials", async () => {
    const shopId = await connect();
    await app.services.jobs.idle();
    store.calls = [];
    const foreign = await call(marco, 'PUT', `/integrations/platforms/${shopId}`, WOO);
    expect([foreign.statusCode, foreign.json<{ code: string }>().code]).toEqual([
      404,
      'shop-not-found',
    ]);
    const presta = {
      platform: 'prestashop',
      storeUrl: 'https://scarpe.example',
      webserviceKey: 'K',
    };
    const mismatch = await call(anna, 'PUT', `/integrations/platforms/${shopId}`, presta);
    expect([mismatch.statusCode, mismatch.json<{ code: string }>().code]).toEqual([
      409,
      'platform-mismatch',
    ]);
    // Neither reached the store.
    expect(store.calls).toEqual([]);
  });

  it('removes the webhooks and the link when the shop is deleted', async () => {
    const shopId = await connect();
    await app.services.jobs.idle();
    expect((await call(anna, 'DELETE', `/shops/${shopId}`)).statusCode).toBe(200);
    expect(store.removed).toEqual([['w-1', 'w-2']]);
    expect(await app.services.platformLinks.find(shopId)).toBeUndefined();
  });
});
