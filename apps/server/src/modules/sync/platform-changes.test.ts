import { createHmac } from 'node:crypto';
import type { Shop } from '@trova/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../../test/accounts';
import { FakeStore, storeProduct } from '../../../test/fake-platform-client';
import { createTestApp, testClock, type TestApp, type TestClock } from '../../../test/test-app';
import { PlatformError } from '../platforms/index';

const WOO = {
  platform: 'woocommerce',
  storeUrl: 'https://scarpe.example',
  consumerKey: 'ck_anna',
  consumerSecret: 'cs_anna',
};
const PRESTA = { platform: 'prestashop', storeUrl: 'https://zaini.example', webserviceKey: 'K1' };

/**
 * A platform shop after its import (docs/product/catalogue.md, "Platforms"): changes arrive by
 * signed webhooks, taken once, or by polls from the cursor; a daily import repairs the rest.
 */
describe('platform changes: webhooks, polls, reconciliation', { timeout: 60_000 }, () => {
  let app: TestApp;
  let store: FakeStore;
  let clock: TestClock;
  let anna: TestAccount;

  beforeEach(async () => {
    store = new FakeStore();
    clock = testClock(Date.parse('2026-11-29T10:00:00Z'));
    app = await createTestApp(
      {},
      {
        now: clock,
        indexDebounceMs: 0,
        sync: {
          runner: { backoffMs: [0, 0], pollMs: 20 },
          platformClient: (link) => store.client(link),
        },
      },
    );
    anna = await createAccount(app.server, app.config.dataDir, 'anna-changes@shop.it');
  });
  afterEach(() => app.dispose());

  async function connect(credentials: object): Promise<string> {
    const answer = await app.server.inject({
      method: 'POST',
      url: '/API/integrations/platforms',
      headers: anna.headers,
      payload: { shopUrl: 'https://scarpe.example', languageIso: 'it', credentials },
    });
    expect(answer.statusCode).toBe(200);
    await app.services.jobs.idle();
    return answer.json<{ id: string }>().id;
  }

  async function titles(shopId: string): Promise<Record<string, string>> {
    const rows = await app.database.db
      .selectFrom('products')
      .select(['product_id', 'data'])
      .where('shop_id', '=', shopId)
      .execute();
    return Object.fromEntries(
      rows.map((row) => [row.product_id, (JSON.parse(row.data) as { title: string }).title]),
    );
  }

  async function changeJobs(): Promise<number> {
    const rows = await app.database.db
      .selectFrom('jobs')
      .select('id')
      .where('name', '=', 'platform.changes')
      .execute();
    return rows.length;
  }

  async function deliver(shopId: string, body: string, headers: Record<string, string>) {
    return app.server.inject({
      method: 'POST',
      url: `/API/webhooks/woocommerce/${shopId}`,
      headers: { 'content-type': 'application/json', ...headers },
      payload: body,
    });
  }

  async function signed(shopId: string, topic: string, payload: object, deliveryId: string) {
    const link = await app.services.platformLinks.find(shopId);
    const body = JSON.stringify(payload);
    const signature = createHmac('sha256', link?.webhook_secret ?? '')
      .update(body)
      .digest('base64');
    return deliver(shopId, body, {
      'x-wc-webhook-signature': signature,
      'x-wc-webhook-topic': topic,
      'x-wc-webhook-delivery-id': deliveryId,
    });
  }

  it('re-reads a product a signed webhook names, once per delivery id', async () => {
    const shopId = await connect(WOO);
    store.products[1] = storeProduct('2', 'Zaino 30 L blu');
    const first = await signed(shopId, 'product.updated', { id: 2 }, 'd-1');
    expect([first.statusCode, first.json()]).toEqual([200, { received: true, outcome: 'queued' }]);
    const again = await signed(shopId, 'product.updated', { id: 2 }, 'd-1');
    expect(again.json()).toEqual({ received: true, outcome: 'duplicate' });
    await app.services.jobs.idle();
    expect(await changeJobs()).toBe(1);
    expect(await titles(shopId)).toEqual({ '1': 'Scarpe da trekking', '2': 'Zaino 30 L blu' });
    expect(await changeJobs()).toBe(1);

    // WooCommerce gives deliveries of one second the same id: another product's is still taken.
    store.products[0] = storeProduct('1', 'Scarpe da trekking GTX');
    const sameSecond = await signed(shopId, 'product.updated', { id: 1 }, 'd-1');
    expect(sameSecond.json()).toEqual({ received: true, outcome: 'queued' });
    await app.services.jobs.idle();
    expect((await titles(shopId))['1']).toBe('Scarpe da trekking GTX');

    // A delete the store has since undone (restored, or a replayed delivery) removes nothing.
    expect((await signed(shopId, 'product.deleted', { id: 1 }, 'd-2')).statusCode).toBe(200);
    await app.services.jobs.idle();
    expect((await titles(shopId))['1']).toBe('Scarpe da trekking GTX');

    store.products.splice(0, 1);
    expect((await signed(shopId, 'product.deleted', { id: 1 }, 'd-3')).statusCode).toBe(200);
    await app.services.jobs.idle();
    expect(await titles(shopId)).toEqual({ '2': 'Zaino 30 L blu' });
  });

  it('refuses a bad signature with 401, answers the creation ping, and queues nothing', async () => {
    const shopId = await connect(WOO);
    const body = JSON.stringify({ id: 2 });
    const forged = createHmac('sha256', 'not-the-secret').update(body).digest('base64');
    const refused = await deliver(shopId, body, {
      'x-wc-webhook-signature': forged,
      'x-wc-webhook-topic': 'product.updated',
    });
    expect([refused.statusCode, refused.json<{ code: string }>().code]).toEqual([
      401,
      'platform-webhook-invalid',
    ]);
    const unsigned = await deliver(shopId, body, { 'x-wc-webhook-topic': 'product.updated' });
    expect(unsigned.statusCode).toBe(401);
    const unknown = await signed('no-such-shop', 'product.updated', { id: 2 }, 'd-9');
    expect(unknown.statusCode).toBe(401);
    const ping = await app.server.inject({
      method: 'POST',
      url: `/API/webhooks/woocommerce/${shopId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'webhook_id=17',
    });
    expect(ping.statusCode).toBe(200);
    expect(await changeJobs()).toBe(0);
  });

  it('polls a store from its cursor, and reconciles it daily with a full import', async () => {
    const shopId = await connect(PRESTA);
    const importedAt = Math.floor(clock() / 1000);
    store.changes = { upserts: [storeProduct('3', 'Giacca impermeabile')], gone: ['1'] };
    clock.advance(299_000);
    await app.services.platformPoller.tick();
    await app.services.jobs.idle();
    expect(store.polledSince).toEqual([]);
    clock.advance(1000);
    await app.services.platformPoller.tick();
    await app.services.jobs.idle();
    // Read back five minutes before the cursor (the import's start).
    expect(store.polledSince).toEqual([importedAt - 300]);
    expect(await titles(shopId)).toEqual({ '2': 'Zaino 30 L', '3': 'Giacca impermeabile' });

    store.changes = { upserts: [], gone: [] };
    clock.advance(300_000);
    await app.services.platformPoller.tick();
    await app.services.jobs.idle();
    expect(store.polledSince.at(-1)).toBe(importedAt + 300 - 300);

    // A day later the full import puts back what the store shows (the poll's deletion was wrong).
    const imports = store.calls.filter((call) => call === 'products').length;
    clock.advance(24 * 3600 * 1000);
    await app.services.platformPoller.tick();
    await app.services.jobs.idle();
    expect(store.calls.filter((call) => call === 'products').length).toBe(imports + 1);
    expect(await titles(shopId)).toEqual({ '1': 'Scarpe da trekking', '2': 'Zaino 30 L' });
  });

  it('queues no second poll of a shop while one waits', async () => {
    const shopId = await connect(PRESTA);
    // A poll held back (a throttling store's retry waits like this).
    const later = Math.floor(clock() / 1000) + 3600;
    await app.services.jobQueue.enqueue(
      'platform.changes',
      { shopId, poll: true },
      { runAfter: later },
    );
    clock.advance(300_000);
    await app.services.platformPoller.tick();
    clock.advance(300_000);
    await app.services.platformPoller.tick();
    const polls = await app.database.db
      .selectFrom('jobs')
      .select('id')
      .where('name', '=', 'platform.changes')
      .where('shop_id', '=', shopId)
      .where('status', '=', 'queued')
      .execute();
    expect(polls).toHaveLength(1);
  });

  it('stops polling a store that refuses its key, until an import succeeds', async () => {
    const shopId = await connect(PRESTA);
    store.failWith = new PlatformError('platform-credentials-invalid', 'key revoked');
    clock.advance(300_000);
    await app.services.platformPoller.tick();
    await app.services.jobs.idle();
    const shops = await app.server.inject({
      method: 'GET',
      url: '/API/shops',
      headers: anna.headers,
    });
    const shop = shops.json<Shop[]>().find((candidate) => candidate.id === shopId);
    expect(shop?.syncError?.code).toBe('platform-credentials-invalid');
    const polls = store.calls.filter((call) => call === 'changedSince').length;
    clock.advance(600_000);
    await app.services.platformPoller.tick();
    await app.services.jobs.idle();
    expect(store.calls.filter((call) => call === 'changedSince')).toHaveLength(polls);

    store.failWith = undefined;
    await app.services.jobQueue.enqueue('shop.sync', { shopId });
    await app.services.jobs.idle();
    clock.advance(300_000);
    await app.services.platformPoller.tick();
    await app.services.jobs.idle();
    expect(store.calls.filter((call) => call === 'changedSince')).toHaveLength(polls + 1);
  });

  it('re-registers WooCommerce webhooks at the daily import', async () => {
    await connect(WOO);
    expect(store.registered).toHaveLength(1);
    clock.advance(24 * 3600 * 1000 + 1000);
    await app.services.platformPoller.tick();
    await app.services.jobs.idle();
    expect(store.registered).toHaveLength(2);
  });
});
