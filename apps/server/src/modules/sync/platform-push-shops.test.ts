import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { FakeStore } from '../../../test/fake-platform-client';

const WOO = {
  platform: 'woocommerce',
  storeUrl: 'https://scarpe.example',
  consumerKey: 'ck_anna',
  consumerSecret: 'cs_anna',
};

/**
 * Shops of a credential platform registered through the push API (a plugin of the owner's own)
 * have no link to the store's API: they keep receiving pushes, until the owner gives credentials.
 */
describe('push-API shops of the credential platforms', { timeout: 60_000 }, () => {
  let app: TestApp;
  let store: FakeStore;
  let anna: TestAccount;

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
    anna = await createAccount(app.server, app.config.dataDir, 'anna-push@shop.it');
  });
  afterEach(() => app.dispose());

  async function register(platform: string): Promise<string> {
    const answer = await app.server.inject({
      method: 'POST',
      url: '/API/integrations/custom',
      headers: { 'x-api-key': anna.apiKey },
      payload: { shopUrl: 'https://scarpe.example', languageIso: 'it', platform },
    });
    expect(answer.statusCode).toBe(200);
    return answer.json<{ id: string }>().id;
  }

  async function push(shopId: string) {
    const answer = await app.server.inject({
      method: 'POST',
      url: `/API/integrations/custom/${shopId}/products`,
      headers: { 'x-api-key': anna.apiKey },
      payload: {
        upserts: [{ id: 'p1', title: 'Zaino 30 L', price: { amount: 49, currency: 'EUR' } }],
      },
    });
    return { status: answer.statusCode, code: answer.json<{ code?: string }>().code };
  }

  it.each(['woocommerce', 'prestashop', 'magento-2', 'storeden'])(
    'a %s shop registered through the push API still pushes',
    async (platform) => {
      const shopId = await register(platform);
      expect(await push(shopId)).toEqual({ status: 200, code: undefined });
    },
  );

  it('refuses an import retry of a push shop: there is no store to read', async () => {
    const shopId = await register('prestashop');
    const answer = await app.server.inject({
      method: 'POST',
      url: `/API/integrations/platforms/${shopId}/sync`,
      headers: anna.headers,
    });
    expect([answer.statusCode, answer.json<{ code: string }>().code]).toEqual([
      409,
      'platform-mismatch',
    ]);
  });

  it('credentials given to a push shop link it to the store, import it and end pushes', async () => {
    const shopId = await register('woocommerce');
    const answer = await app.server.inject({
      method: 'PUT',
      url: `/API/integrations/platforms/${shopId}`,
      headers: anna.headers,
      payload: WOO,
    });
    expect(answer.statusCode).toBe(200);
    await app.services.jobs.idle();
    expect(await app.services.platformLinks.find(shopId)).toMatchObject({
      platform: 'woocommerce',
    });
    const rows = await app.database.db
      .selectFrom('products')
      .select('product_id')
      .where('shop_id', '=', shopId)
      .orderBy('product_id')
      .execute();
    expect(rows.map((row) => row.product_id)).toEqual(['1', '2']);
    expect(await push(shopId)).toEqual({ status: 409, code: 'shop-not-pushable' });
  });
});
