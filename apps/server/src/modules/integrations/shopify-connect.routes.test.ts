import { afterEach, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../../test/accounts';
import { createTestApp, testClock, type TestApp, type TestClock } from '../../../test/test-app';
import { startShopifyFake, type ShopifyFake } from '../platforms/index';
import { shopifyHost } from './shopify-authorisation';

/** The Shopify app install end to end: the wizard's call, Shopify's grant (the fake), the callback. */
// Each test builds a whole app and signs an owner up: slow on a loaded machine, not a timing claim.
describe('Shopify app install', { timeout: 30_000 }, () => {
  let app: TestApp | undefined;
  let fakes: ShopifyFake[] = [];
  let owner: TestAccount;
  let clock: TestClock;
  /** The browser's cookie binding the latest started install (`name=value`). */
  let browser = '';

  afterEach(async () => {
    await app?.dispose();
    app = undefined;
    await Promise.all(fakes.map((fake) => fake.close()));
    fakes = [];
  });

  const fake = async (shop?: string) => {
    const started = await startShopifyFake(shop ? { shop } : {});
    fakes.push(started);
    return started;
  };
  const open = async (env: NodeJS.ProcessEnv, shopify?: ShopifyFake) => {
    clock = testClock();
    const fakeEnv: NodeJS.ProcessEnv = shopify
      ? {
          TROVA_SHOPIFY_CLIENT_ID: shopify.clientId,
          TROVA_SHOPIFY_CLIENT_SECRET: shopify.clientSecret,
          TROVA_ALLOW_PRIVATE_FEEDS: 'true',
          TROVA_PLATFORM_TEST_TARGETS: `127.0.0.1:${shopify.port}`,
          TROVA_SHOPIFY_API_ORIGIN: shopify.origin,
        }
      : {};
    app = await createTestApp(
      { PUBLIC_URL: 'https://trova.example', ...fakeEnv, ...env },
      { runJobs: false, now: clock },
    );
    owner = await createAccount(app.server, app.config.dataDir, 'shopify@shop.it');
    return app;
  };
  const start = async (shop: string, languageIso?: string) => {
    if (!app) throw new Error('no app');
    const query = new URLSearchParams({ shop, ...(languageIso ? { languageIso } : {}) });
    const answer = await app.server.inject({
      method: 'POST',
      url: `/API/integrations/shp?${query.toString()}`,
      headers: owner.headers,
    });
    browser = String(answer.headers['set-cookie'] ?? '').split(';')[0] ?? '';
    return answer;
  };
  /** The owner grants the app at the (fake) store admin: Shopify's redirect back to Trova. */
  const grant = async (redirectUrl: string) => {
    const answer = await fetch(redirectUrl, { redirect: 'manual' });
    const location = answer.headers.get('location');
    if (!location) throw new Error(`no redirect: ${answer.status}`);
    return new URL(location);
  };
  const callback = async (url: URL, cookie = browser) => {
    if (!app) throw new Error('no app');
    const headers = cookie ? { cookie } : {};
    const answer = await app.server.inject({
      method: 'GET',
      url: url.pathname + url.search,
      headers,
    });
    expect(answer.statusCode).toBe(302);
    return new URL(answer.headers.location ?? '');
  };

  it('sends the owner to the store admin with our app, scopes, callback and a one-time state', async () => {
    await open({ TROVA_SHOPIFY_CLIENT_ID: 'client-1', TROVA_SHOPIFY_CLIENT_SECRET: 's' });
    const answer = await start(' My-Shop ');
    expect(answer.statusCode, answer.body).toBe(200);
    const url = new URL(answer.json<{ redirectUrl: string }>().redirectUrl);
    expect(url.origin + url.pathname).toBe('https://my-shop.myshopify.com/admin/oauth/authorize');
    const { state, ...query } = Object.fromEntries(url.searchParams);
    expect(query).toEqual({
      client_id: 'client-1',
      scope: 'read_products,read_inventory',
      redirect_uri: 'https://trova.example/API/integrations/shp/callback',
    });
    expect(state).toMatch(/^[\w-]{24,}$/);
    expect(shopifyHost('https://a-b.myshopify.com/admin')).toBe('a-b.myshopify.com');
  });

  it('answers shopify-not-configured, naming the operator, without the app id or secret', async () => {
    for (const env of [{}, { TROVA_SHOPIFY_CLIENT_ID: 'client-1' }]) {
      await open(env);
      const answer = await start('my-shop.myshopify.com');
      expect(answer.statusCode).toBe(503);
      const refusal = answer.json<{ code: string; message: string }>();
      expect(refusal.code).toBe('shopify-not-configured');
      expect(refusal.message).toContain('operator');
      await app?.dispose();
      app = undefined;
    }
  });

  it('refuses a domain that is not a Shopify store', async () => {
    await open({ TROVA_SHOPIFY_CLIENT_ID: 'c', TROVA_SHOPIFY_CLIENT_SECRET: 's' });
    expect((await start('evil.example.com/x')).json()).toMatchObject({
      code: 'shopify-domain-invalid',
    });
  });

  it('connects the store: token stored, shop created for the owner, first import queued', async () => {
    const shopify = await fake();
    const test = await open({}, shopify);
    const started = await start(shopify.shop, 'en');
    const back = await grant(started.json<{ redirectUrl: string }>().redirectUrl);
    expect(back.pathname).toBe('/API/integrations/shp/callback');
    const wizard = await callback(back);
    expect(wizard.origin + wizard.pathname).toBe('https://trova.example/wizard/shop');
    const shopId = wizard.searchParams.get('shop') ?? '';
    const shop = await test.database.db
      .selectFrom('shops')
      .selectAll()
      .where('id', '=', shopId)
      .executeTakeFirstOrThrow();
    expect(shop).toMatchObject({
      customer_id: owner.customerId,
      cms_type: 'shopify',
      url: `https://${shopify.shop}`,
      language_iso: 'en',
    });
    const link = await test.database.db
      .selectFrom('shop_platforms')
      .selectAll()
      .where('shop_id', '=', shopId)
      .executeTakeFirstOrThrow();
    expect(link.store_key).toBe(shopify.shop);
    expect(JSON.parse(link.credentials)).toEqual({
      platform: 'shopify',
      host: shopify.shop,
      accessToken: shopify.accessToken,
    });
    const jobs = await test.database.db
      .selectFrom('jobs')
      .select(['name', 'shop_id'])
      .where('shop_id', '=', shopId)
      .execute();
    expect(jobs).toEqual([{ name: 'shop.sync', shop_id: shopId }]);
    const exchange = shopify.requests.find((r) => r.path === '/admin/oauth/access_token');
    expect(exchange?.method).toBe('POST');

    // The same callback again: its state was used, nothing more is created.
    const replay = await callback(back);
    expect(replay.searchParams.get('error')).toBe('shopify-oauth-invalid');
    expect(await test.database.db.selectFrom('shops').select('id').execute()).toHaveLength(1);
  });

  it('refuses the callback in a browser that did not start the install (a link sent on)', async () => {
    const shopify = await fake();
    const test = await open({}, shopify);
    const started = await start(shopify.shop);
    expect(String(started.headers['set-cookie'])).toMatch(
      /^__Host-trova_shp_state=[\w-]+; Max-Age=600; Path=\/; HttpOnly; SameSite=Lax; Secure$/,
    );
    const back = await grant(started.json<{ redirectUrl: string }>().redirectUrl);
    const attackerCookie = browser;
    await start(shopify.shop); // the victim's own browser holds the cookie of another install
    for (const cookie of ['', browser]) {
      expect((await callback(back, cookie)).searchParams.get('error')).toBe(
        'shopify-oauth-invalid',
      );
    }
    expect(await test.database.db.selectFrom('shops').select('id').execute()).toEqual([]);
    // The browser that started it still completes the install.
    expect((await callback(back, attackerCookie)).searchParams.get('shop')).toBeTruthy();
  });

  it('refuses a forged signature, an unknown state and an expired one, back in the wizard', async () => {
    const shopify = await fake();
    const test = await open({}, shopify);
    const back = await grant(
      (await start(shopify.shop)).json<{ redirectUrl: string }>().redirectUrl,
    );
    const forged = new URL(back);
    forged.searchParams.set('code', 'another-code');
    expect((await callback(forged)).searchParams.get('error')).toBe('shopify-oauth-invalid');
    const unknown = new URL(back.pathname, back.origin);
    for (const [key, value] of Object.entries(shopify.callbackQuery('not-ours', 'code'))) {
      unknown.searchParams.set(key, value);
    }
    expect((await callback(unknown)).searchParams.get('error')).toBe('shopify-oauth-invalid');

    const late = await grant(
      (await start(shopify.shop)).json<{ redirectUrl: string }>().redirectUrl,
    );
    clock.advance(11 * 60_000);
    expect((await callback(late)).searchParams.get('error')).toBe('shopify-state-expired');
    expect(await test.database.db.selectFrom('shops').select('id').execute()).toEqual([]);
  });

  it('refuses a callback naming a host that is not *.myshopify.com, even signed', async () => {
    const evil = await fake('evil.example.com');
    const test = await open({}, evil);
    await start('bottega-alpina');
    const url = new URL('https://trova.example/API/integrations/shp/callback');
    for (const [key, value] of Object.entries(evil.callbackQuery('s', 'code'))) {
      url.searchParams.set(key, value);
    }
    expect((await callback(url)).searchParams.get('error')).toBe('shopify-domain-invalid');
    expect(await test.database.db.selectFrom('shop_platforms').select('shop_id').execute()).toEqual(
      [],
    );
  });
});
