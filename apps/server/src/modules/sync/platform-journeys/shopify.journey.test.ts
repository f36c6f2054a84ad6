import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShopifyFake, type FakeShopifyProduct, type ShopifyFake } from '../../platforms/index';
import { PAST_A_DAY_MS, byNumber, startJourney, type Journey } from './journey.harness';

/**
 * Issue 36's acceptance for Shopify, at server level: the owner installs the app by OAuth
 * (through the fake's authorisation page), the catalogue is imported by a bulk operation, signed
 * webhooks keep it in sync, and deleting the shop removes the webhook subscriptions.
 */
describe('Shopify journey', { timeout: 20_000 }, () => {
  let fake: ShopifyFake;
  let journey: Journey;

  beforeAll(async () => {
    fake = await startShopifyFake();
    journey = await startJourney({
      ports: [fake.port],
      env: {
        TROVA_SHOPIFY_CLIENT_ID: fake.clientId,
        TROVA_SHOPIFY_CLIENT_SECRET: fake.clientSecret,
        TROVA_SHOPIFY_API_ORIGIN: fake.origin,
      },
    });
    await journey.listen();
  }, 60_000);
  afterAll(async () => {
    await journey?.dispose();
    await fake?.close();
  });

  /**
   * The wizard's install start, then Shopify's grant page: where it sends the browser back, and
   * the cookie the start set in the owner's browser (it binds the install to that browser).
   */
  async function authorise(): Promise<{ url: URL; cookie: string }> {
    const started = await journey.call('POST', '/integrations/shp?shop=bottega-alpina');
    expect(started.statusCode, started.body).toBe(200);
    const { redirectUrl } = started.json<{ redirectUrl: string }>();
    expect(redirectUrl.startsWith(`${fake.origin}/admin/oauth/authorize?`)).toBe(true);
    const grant = await fetch(redirectUrl, { redirect: 'manual' });
    expect(grant.status).toBe(302);
    const setCookie = started.headers['set-cookie'];
    const cookies = (Array.isArray(setCookie) ? setCookie : [setCookie ?? '']).map(
      (entry) => entry.split(';')[0] ?? '',
    );
    return { url: new URL(grant.headers.get('location') ?? ''), cookie: cookies.join('; ') };
  }

  /** The browser's return to Trova's callback: the wizard address it is redirected to. */
  async function callback({ url, cookie }: { url: URL; cookie: string }): Promise<URL> {
    const answer = await journey.app.server.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      headers: cookie ? { cookie } : {},
    });
    expect(answer.statusCode).toBe(302);
    return new URL(String(answer.headers.location));
  }

  const shown = (products: readonly FakeShopifyProduct[]) =>
    products
      .filter((product) => product.status === 'ACTIVE')
      .map((product) => String(product.id))
      .sort(byNumber);

  it('refuses a callback whose signature was tampered with, and stores nothing', async () => {
    const back = await authorise();
    back.url.searchParams.set('code', 'codice-falso');
    const wizard = await callback(back);
    expect(wizard.pathname).toBe('/wizard/shop');
    expect(wizard.searchParams.get('error')).toBe('shopify-oauth-invalid');
    expect(await journey.shops()).toEqual([]);
    expect(await journey.linkedShops()).toEqual([]);
    expect(fake.requests.some((request) => request.path === '/admin/oauth/access_token')).toBe(
      false,
    );
  });

  it('installs, imports, follows webhooks, and disconnects', async () => {
    fake.requests.length = 0;
    // The first Admin API call is throttled with Retry-After: Trova waits, then retries.
    fake.failNext(429, 1, '1');
    const wizard = await callback(await authorise());
    const shopId = wizard.searchParams.get('shop') ?? '';
    expect(wizard.searchParams.get('error')).toBeNull();
    const shop = (await journey.shops()).find((candidate) => candidate.id === shopId);
    expect(shop).toBeDefined();
    const key = shop?.key ?? '';
    await journey.call('POST', `/shops/${shopId}/activation`);
    await journey.idle();

    // The code was exchanged once, then every Admin API call carried the store's token.
    const exchanges = fake.requests.filter((r) => r.path === '/admin/oauth/access_token');
    expect(exchanges).toHaveLength(1);
    const admin = fake.requests.filter((request) => request.path.startsWith('/admin/api/'));
    expect(admin[0]).toMatchObject({ method: 'POST' });
    for (const request of admin) expect(request.accessToken).toBe(fake.accessToken);
    expect(journey.sleeps).toContain(1000);
    // One bulk export, read once.
    const exports = fake.requests.filter((request) => /^\/bulk\/\d+\.jsonl$/.test(request.path));
    expect(exports).toHaveLength(1);

    expect(await journey.notifications(shopId)).toContain('synchronization-complete');

    // The draft is not searchable; every active product is.
    expect(await journey.search(key)).toEqual(shown(fake.state.products));
    expect(shown(fake.state.products)).toHaveLength(11);

    // Webhook subscriptions point at Trova's intake route.
    const hooks = [...fake.state.webhooks.values()];
    expect(hooks.map((hook) => hook.topic).sort()).toEqual(
      expect.arrayContaining(['PRODUCTS_CREATE', 'PRODUCTS_DELETE', 'PRODUCTS_UPDATE']),
    );
    for (const hook of hooks) expect(hook.callbackUrl).toMatch(/\/API\/webhooks\/shopify$/);

    // A tampered delivery is refused and changes nothing.
    const [first, second] = fake.state.products;
    if (!first || !second) throw new Error('fixtures');
    first.title = 'Zaino Marmolada 35 L';
    const forged = await fake.deliver('products/update', fake.productPayload(first), {
      tamper: true,
    });
    expect(forged.status).toBe(401);
    await journey.idle();
    expect(await journey.search(key, 'Marmolada')).toEqual([]);

    // A change, delivered by a signed webhook: answered 200 and applied.
    const changes = await journey.jobCount(shopId, 'platform.changes');
    const delivery = { webhookId: 'consegna-marmolada-1' };
    const updated = await fake.deliver('products/update', fake.productPayload(first), delivery);
    expect(updated.status).toBe(200);
    await journey.idle();
    expect(await journey.search(key, 'Marmolada')).toEqual([String(first.id)]);
    // Shopify redelivers the same webhook id: answered 200, not applied twice.
    const again = await fake.deliver('products/update', fake.productPayload(first), delivery);
    expect(again.status).toBe(200);
    await journey.idle();
    expect(await journey.jobCount(shopId, 'platform.changes')).toBe(changes + 1);

    // A deletion, delivered the same way.
    fake.state.products.splice(fake.state.products.indexOf(second), 1);
    const deleted = await fake.deliver('products/delete', { id: second.id });
    expect(deleted.status).toBe(200);
    await journey.idle();
    expect(await journey.search(key)).toEqual(shown(fake.state.products));
    expect(await journey.search(key)).not.toContain(String(second.id));

    // Disconnect: deleting the shop removes the subscriptions, then Trova calls no more.
    expect((await journey.call('DELETE', `/shops/${shopId}`)).statusCode).toBe(200);
    await journey.idle();
    expect(fake.state.webhooks.size).toBe(0);
    const seen = fake.requests.length;
    // A day later every poll and reconciliation would be due: none is, for this shop.
    await journey.poll(PAST_A_DAY_MS);
    expect(fake.requests).toHaveLength(seen);
    expect(await journey.shops()).toEqual([]);
    expect(await journey.linkedShops()).toEqual([]);
  });

  it('stops reading a store whose owner uninstalled the app, and says why', async () => {
    const wizard = await callback(await authorise());
    const shopId = wizard.searchParams.get('shop') ?? '';
    expect(shopId).not.toBe('');
    await journey.idle();
    expect(await journey.notifications(shopId)).toEqual(['synchronization-complete']);

    fake.revokeToken();
    const uninstalled = await fake.deliver('app/uninstalled', { domain: fake.shop });
    expect(uninstalled.status).toBe(200);
    await journey.idle();
    const shop = (await journey.shops()).find((candidate) => candidate.id === shopId);
    expect(shop?.syncError?.code).toBe('platform-credentials-invalid');
    // Notices of one second come in no fixed order.
    expect((await journey.notifications(shopId)).sort()).toEqual([
      'synchronization-complete',
      'synchronization-failed',
    ]);
    // A day later nothing is due for it: the revoked token is not tried again and again.
    const seen = fake.requests.length;
    await journey.poll(PAST_A_DAY_MS);
    expect(fake.requests).toHaveLength(seen);
  });
});
