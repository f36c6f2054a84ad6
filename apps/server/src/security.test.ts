import {
  accountApi,
  billingApi,
  API_PREFIX,
  callPath,
  catalogueApi,
  defaultSetup,
  type HttpMethod,
  layerApi,
  shopsApi,
  visualMachineApi,
  bannerTierQuerySchema,
  BANNER_TIER_PARAM,
} from '@trova/contracts';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, PASSWORD, type TestAccount } from '../test/accounts';
import { probePath, sessionCalls, tamperToken, unauthorizedViolations } from '../test/auth-guard';
import { crossTenantViolations, type CrossTenantCase } from '../test/cross-tenant';
import { RecordingClient } from '../test/http-client';
import { createTestApp, type TestApp } from '../test/test-app';

/** Security checks against a listening server (real HTTP, real body parsing). */
describe('security', () => {
  let app: TestApp;
  let client: RecordingClient;
  let owner: TestAccount;
  let intruder: TestAccount;

  beforeAll(async () => {
    app = await createTestApp();
    await app.server.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    client = new RecordingClient(`http://127.0.0.1:${port}`);
    owner = await createAccount(app.server, app.config.dataDir, 'owner@shop.it');
    intruder = await createAccount(app.server, app.config.dataDir, 'intruder@shop.it');
  });

  afterAll(async () => {
    await app.dispose();
  });

  it('answers 401 to every session call with no token, an expired token or a modified one', async () => {
    const claims = decodeJwt(owner.jwt);
    const expired = await app.services.tokens.sign(
      { userId: claims.sub ?? '', sessionId: claims.jti ?? '' },
      Math.floor(Date.now() / 1000) - 60,
    );
    const calls = sessionCalls(accountApi, billingApi, shopsApi, visualMachineApi, layerApi);
    expect(calls.length).toBeGreaterThanOrEqual(23);
    const violations = await unauthorizedViolations(client, calls, {
      expired,
      modified: tamperToken(owner.jwt),
    });
    expect(violations).toEqual([]);
  });

  it("keeps one customer's data from another", async () => {
    const notificationId = await app.services.notifications.notify(
      owner.customerId,
      'payment-failure',
      { paymentId: 'owner-payment-marker' },
      { note: 'owner-detail-marker' },
    );
    await client.send({
      method: 'PUT',
      path: `${API_PREFIX}/customers/me`,
      token: owner.jwt,
      body: { resellerCode: 'OWNER-RESELLER-MARKER' },
    });
    const registered = await client.send({
      method: 'POST',
      path: `${API_PREFIX}/integrations/custom`,
      apiKey: owner.apiKey,
      body: { shopUrl: 'https://owner-shop-marker.example', languageIso: 'it' },
    });
    const shop = registered.json<{ id: string; key: string }>();
    await client.send({
      method: 'POST',
      path: `${API_PREFIX}${callPath(catalogueApi.pushProducts.path, { id: shop.id })}`,
      apiKey: owner.apiKey,
      body: { upserts: [{ id: 'owner-product-marker', title: 'Owner product' }] },
    });
    await app.services.indexing.idle();
    // The owner buys a plan: an invoice of theirs exists.
    await client.send({
      method: 'PUT',
      path: `${API_PREFIX}/customers/me`,
      token: owner.jwt,
      body: {
        firstName: 'Owner',
        lastName: 'Marker',
        companyName: 'Owner company marker',
        address: 'Via Roma 1',
        email: 'owner-billing@shop.it',
        city: 'Milano',
        vat: 'IT01234567890',
        country: 'IT',
        state: 'MI',
        zip: '20100',
        sdi: 'ABC1234',
        pec: 'owner@pec.it',
      },
    });
    const bought = await client.send({
      method: 'PUT',
      path: `${API_PREFIX}/customers/me/plan`,
      token: owner.jwt,
      body: { key: 'start', isMonthly: true },
    });
    expect(bought.status).toBe(200);
    const [ownerInvoice] = await app.database.db
      .selectFrom('billing_invoices')
      .select('number')
      .execute();
    const invoiceNumber = ownerInvoice?.number ?? '';
    const seed = { notificationId, shopId: shop.id, shopKey: shop.key, invoiceNumber };
    const shopPath = (s: typeof seed, call: { path: string }) =>
      `${API_PREFIX}${callPath(call.path, { id: s.shopId })}`;
    const keyPath = (s: typeof seed, call: { path: string }) =>
      `${API_PREFIX}${callPath(call.path, { shopKey: s.shopKey })}`;
    const setup = { ...defaultSetup(), query: { title: { label: 't', typoTolerance: 'none' } } };
    // Every shop call of issue 6, by id or by key: an intruder's attempt reads as a missing shop.
    const configurationCases: CrossTenantCase<typeof seed>[] = [
      ['configure', 'PUT', shopsApi.configure, { setup }],
      ['save configuration', 'PUT', shopsApi.saveConfiguration, { setup }],
      ['publish', 'POST', shopsApi.publish],
      ['unpublish', 'DELETE', shopsApi.unpublish],
      ['upload SEO', 'POST', shopsApi.uploadSeo, { seo: { a: { b: 'c' } } }],
      ['delete SEO', 'DELETE', shopsApi.deleteSeo],
      ['SEO values', 'GET', shopsApi.seoValues],
      ['categories', 'GET', shopsApi.categories],
      ['upload facet labels', 'POST', shopsApi.uploadFacetLabels, { facets: { a: 'b' } }],
      ['delete facet labels', 'DELETE', shopsApi.deleteFacetLabels],
    ].map(([name, method, call, body]) => ({
      name: name as string,
      expect: 'denied' as const,
      request: (s: typeof seed) => ({
        method: method as HttpMethod,
        path: shopPath(s, call as { path: string }),
        ...(body ? { body } : {}),
      }),
    }));
    configurationCases.push(
      {
        name: 'facet labels by key',
        expect: 'denied',
        request: (s) => ({ method: 'GET', path: keyPath(s, shopsApi.facetLabels) }),
      },
      {
        name: 'loader by key',
        expect: 'denied',
        request: (s) => ({ method: 'GET', path: keyPath(s, shopsApi.loader) }),
      },
      {
        name: 'preview token',
        expect: 'denied',
        request: (s) => ({ method: 'GET', path: shopPath(s, layerApi.previewToken) }),
      },
    );
    const cases: CrossTenantCase<typeof seed>[] = [
      {
        name: 'shop status',
        expect: 'denied',
        request: (s) => ({ method: 'GET', path: shopPath(s, shopsApi.indexingStatus) }),
      },
      {
        name: 'shop attributes',
        expect: 'denied',
        request: (s) => ({ method: 'GET', path: shopPath(s, shopsApi.attributes) }),
      },
      {
        name: 'shop language',
        expect: 'denied',
        request: (s) => ({
          method: 'PUT',
          path: shopPath(s, shopsApi.setLanguage),
          body: { iso6391: 'en' },
        }),
      },
      {
        name: 'shop data',
        expect: 'denied',
        request: (s) => ({
          method: 'PUT',
          path: shopPath(s, shopsApi.setData),
          body: { feedUrl: 'https://evil.example/f.xml' },
        }),
      },
      {
        name: 'delete shop',
        expect: 'denied',
        request: (s) => ({ method: 'DELETE', path: shopPath(s, shopsApi.remove) }),
      },
      ...configurationCases,
      {
        name: 'push products with own API key',
        expect: 'denied',
        credential: 'api-key',
        request: (s) => ({
          method: 'POST',
          path: shopPath(s, catalogueApi.pushProducts),
          body: { deletes: ['owner-product-marker'] },
        }),
      },
      {
        name: 'product picker search',
        expect: 'denied',
        request: (s) => ({
          method: 'GET',
          path: `${API_PREFIX}${callPath(visualMachineApi.productSearch.path, { shopKey: s.shopKey })}?q=owner`,
        }),
      },
      {
        name: 'shop sync status',
        expect: 'filtered',
        request: () => ({ method: 'GET', path: probePath(shopsApi.syncStatus) }),
      },
      {
        name: 'read owner notification',
        expect: 'denied',
        request: (s) => ({
          method: 'POST',
          path: `${API_PREFIX}/notifications/${s.notificationId}/read`,
        }),
      },
      {
        name: 'list notifications',
        expect: 'filtered',
        request: () => ({ method: 'GET', path: `${API_PREFIX}/notifications` }),
      },
      {
        name: 'read all',
        expect: 'filtered',
        request: () => ({ method: 'POST', path: `${API_PREFIX}/notifications/bulk/read` }),
      },
      {
        name: 'unread count',
        expect: 'filtered',
        request: () => ({ method: 'GET', path: `${API_PREFIX}/notifications/count` }),
      },
      {
        name: 'own profile',
        expect: 'filtered',
        request: () => ({ method: 'GET', path: `${API_PREFIX}/users/me` }),
      },
      {
        name: 'own billing',
        expect: 'filtered',
        request: () => ({ method: 'GET', path: `${API_PREFIX}/customers/me` }),
      },
      {
        name: 'shops',
        expect: 'filtered',
        request: () => ({ method: 'GET', path: probePath(shopsApi.list) }),
      },
      {
        name: 'sku count',
        expect: 'filtered',
        request: () => ({ method: 'GET', path: `${API_PREFIX}/customers/me/count` }),
      },
      {
        name: 'owner invoice',
        expect: 'denied',
        request: (s) => ({
          method: 'GET',
          path: `${API_PREFIX}/customers/me/invoices/${s.invoiceNumber}`,
        }),
      },
      {
        name: 'payment history',
        expect: 'filtered',
        request: () => ({
          method: 'GET',
          path: `${API_PREFIX}/customers/me/payment/history?from=0&to=${Math.floor(Date.now() / 1000)}`,
        }),
      },
      {
        name: 'own plan',
        expect: 'filtered',
        request: () => ({ method: 'GET', path: `${API_PREFIX}/customers/me/plan` }),
      },
    ];
    const markers = [
      notificationId,
      'owner-payment-marker',
      'owner-detail-marker',
      'OWNER-RESELLER-MARKER',
      owner.email,
      owner.customerId,
      owner.apiKey,
      shop.id,
      shop.key,
      'owner-shop-marker',
      'owner-product-marker',
      invoiceNumber,
      'Owner company marker',
    ];
    expect(
      await crossTenantViolations({
        client,
        intruderToken: intruder.jwt,
        intruderApiKey: intruder.apiKey,
        seed,
        markers,
        cases,
      }),
    ).toEqual([]);
    // Nothing the intruder sent changed the owner's shop.
    const ownerShops = await client.send({
      method: 'GET',
      path: probePath(shopsApi.list),
      token: owner.jwt,
    });
    expect(ownerShops.json<{ language_iso: string; skus: number; cms_data: object }[]>()).toEqual([
      expect.objectContaining({
        language_iso: 'it',
        skus: 1,
        cms_data: {},
        setup: null,
        fineTuning: null,
        is_active: false,
      }),
    ]);

    // The intruder's read-all must not have touched the owner's notification.
    const ownerCount = await client.send({
      method: 'GET',
      path: `${API_PREFIX}/notifications/count`,
      token: owner.jwt,
    });
    expect(ownerCount.json()).toEqual({ unread: 1 });
  });

  it('answers malformed JSON with 400 malformed-request on every call that takes a body', async () => {
    for (const call of Object.values(accountApi).filter((c) => 'body' in c)) {
      const answer = await client.send({
        method: call.method,
        path: probePath(call),
        token: owner.jwt,
        rawBody: '{"oops":',
      });
      expect([call.path, answer.status, answer.json().code]).toEqual([
        call.path,
        400,
        'malformed-request',
      ]);
    }
  });

  it('answers an oversized body with 413 payload-too-large', async () => {
    const answer = await client.send({
      method: 'POST',
      path: `${API_PREFIX}/session`,
      rawBody: JSON.stringify({ username: 'a@b.it', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(answer.status).toBe(413);
    expect(answer.json()).toMatchObject({ status: 'ERROR', code: 'payload-too-large' });
  });

  it('answers wrong types with 400 validation-failed', async () => {
    const bodies = [
      { path: '/session', method: 'POST', body: { username: 5, password: ['x'] } },
      {
        path: '/customers',
        method: 'POST',
        body: { email: 'a@b.it', password: PASSWORD, language_iso: 'de' },
      },
      { path: '/users/me', method: 'PUT', body: { languageIso: 42 } },
      { path: '/customers/me', method: 'PUT', body: { country: 'ITALY' } },
      { path: '/notifications?from=0&size=abc', method: 'GET' },
    ];
    for (const { path, method, body } of bodies) {
      const answer = await client.send({
        method,
        path: `${API_PREFIX}${path}`,
        token: owner.jwt,
        body,
      });
      expect([path, answer.status, answer.json().code]).toEqual([path, 400, 'validation-failed']);
    }
  });

  it('answers every call with a valid session without a server error', async () => {
    for (const call of sessionCalls(accountApi, shopsApi, visualMachineApi).filter(
      (c) => c.method === 'GET',
    )) {
      // Banner calls need their `tier=1`; without it they answer 400 before looking at the shop.
      const tier = call.query === bannerTierQuerySchema ? `?tier=${BANNER_TIER_PARAM}` : '';
      const answer = await client.send({
        method: call.method,
        path: `${probePath(call)}${tier}`,
        token: intruder.jwt,
      });
      // A probe id names no shop of the caller: 404, like any shop of another customer.
      expect([call.path, answer.status]).toEqual([call.path, 'params' in call ? 404 : 200]);
    }
  });

  it('answers 401 to every push-API call without a valid API key', async () => {
    for (const call of Object.values(catalogueApi)) {
      for (const [apiKey, code] of [
        [undefined, 'missing-api-key'],
        ['not-a-key', 'invalid-api-key'],
      ] as const) {
        const answer = await client.send({
          method: call.method,
          path: probePath(call),
          ...(apiKey === undefined ? {} : { apiKey }),
          token: owner.jwt,
        });
        expect([call.path, answer.status, answer.json().code]).toEqual([call.path, 401, code]);
      }
    }
  });

  it('rate-limits brute force on POST session', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const answer = await client.send({
        method: 'POST',
        path: `${API_PREFIX}/session`,
        body: { username: intruder.email, password: `Guess${attempt}!x` },
      });
      statuses.push(answer.status);
    }
    expect(statuses).toContain(429);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
  });

  it('never answers a password hash nor a server error (every answer of this suite)', () => {
    expect(client.answers.length).toBeGreaterThan(50);
    expect(client.answers.filter((answer) => answer.text.includes('$argon2'))).toEqual([]);
    expect(client.answers.filter((answer) => answer.status >= 500)).toEqual([]);
  });
});
