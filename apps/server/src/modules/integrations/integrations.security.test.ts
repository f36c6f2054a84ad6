import { API_PREFIX, callPath, integrationsApi, shopsApi } from '@trova/contracts';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../../test/accounts';
import { sessionCalls, tamperToken, unauthorizedViolations } from '../../../test/auth-guard';
import { crossTenantViolations, type CrossTenantCase } from '../../../test/cross-tenant';
import { startFeedServer, rssFeed, type FeedServer } from '../../../test/feed-server';
import { RecordingClient } from '../../../test/http-client';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** The security helpers applied to the feed integration and the shops it creates. */
describe('integrations security', () => {
  let app: TestApp;
  let feeds: FeedServer;
  let client: RecordingClient;
  let owner: TestAccount;
  let intruder: TestAccount;

  beforeAll(async () => {
    feeds = await startFeedServer({ '/owner.xml': { body: rssFeed(2, 'ownermarker') } });
    app = await createTestApp(
      { TROVA_ALLOW_PRIVATE_FEEDS: 'true' },
      { indexDebounceMs: 0, sync: { runner: { backoffMs: [], pollMs: 20 } } },
    );
    await app.server.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    client = new RecordingClient(`http://127.0.0.1:${port}`);
    owner = await createAccount(app.server, app.config.dataDir, 'gs-owner@shop.it');
    intruder = await createAccount(app.server, app.config.dataDir, 'gs-intruder@shop.it');
  });

  afterAll(async () => {
    await app.dispose();
    await feeds.close();
  });

  it('answers 401 to the integration calls without a valid session', async () => {
    const claims = decodeJwt(owner.jwt);
    const expired = await app.services.tokens.sign(
      { userId: claims.sub ?? '', sessionId: claims.jti ?? '' },
      Math.floor(Date.now() / 1000) - 60,
    );
    const calls = sessionCalls(integrationsApi);
    expect(calls).toHaveLength(9);
    expect(
      await unauthorizedViolations(client, calls, { expired, modified: tamperToken(owner.jwt) }),
    ).toEqual([]);
  });

  it("keeps a Google Shopping shop and its feed from another customer's calls", async () => {
    const feedUrl = feeds.url('/owner.xml');
    const connected = await client.send({
      method: 'POST',
      path: `${API_PREFIX}${integrationsApi.connectGoogleShopping.path}`,
      token: owner.jwt,
      body: { shopUrl: 'https://gs-owner-marker.example', languageIso: 'it', feedUrl },
    });
    const shop = connected.json<{ id: string; key: string }>();
    await app.services.jobs.idle();
    const shopPath = (call: { path: string }) =>
      `${API_PREFIX}${callPath(call.path, { id: shop.id })}`;
    const cases: CrossTenantCase<null>[] = [
      {
        name: 'status',
        expect: 'denied',
        request: () => ({ method: 'GET', path: shopPath(shopsApi.indexingStatus) }),
      },
      {
        name: 'attributes',
        expect: 'denied',
        request: () => ({ method: 'GET', path: shopPath(shopsApi.attributes) }),
      },
      {
        name: 'feed URL change',
        expect: 'denied',
        request: () => ({
          method: 'PUT',
          path: shopPath(shopsApi.setData),
          body: { feedUrl: 'https://evil.example/f.xml' },
        }),
      },
      {
        name: 'language',
        expect: 'denied',
        request: () => ({
          method: 'PUT',
          path: shopPath(shopsApi.setLanguage),
          body: { iso6391: 'en' },
        }),
      },
      {
        name: 'delete',
        expect: 'denied',
        request: () => ({ method: 'DELETE', path: shopPath(shopsApi.remove) }),
      },
      {
        name: 'shops',
        expect: 'filtered',
        request: () => ({ method: 'GET', path: `${API_PREFIX}/shops` }),
      },
      {
        name: 'sync status',
        expect: 'filtered',
        request: () => ({ method: 'GET', path: `${API_PREFIX}/shops/status` }),
      },
      {
        name: 'sku count',
        expect: 'filtered',
        request: () => ({ method: 'GET', path: `${API_PREFIX}/customers/me/count` }),
      },
      {
        name: 'notifications',
        expect: 'filtered',
        request: () => ({ method: 'GET', path: `${API_PREFIX}/notifications` }),
      },
    ];
    expect(
      await crossTenantViolations({
        client,
        intruderToken: intruder.jwt,
        seed: null,
        markers: [shop.id, shop.key, feedUrl, 'gs-owner-marker', 'ownermarker'],
        cases,
      }),
    ).toEqual([]);
    const ownerShops = await client.send({
      method: 'GET',
      path: `${API_PREFIX}/shops`,
      token: owner.jwt,
    });
    expect(ownerShops.json()).toEqual([
      expect.objectContaining({ id: shop.id, skus: 2, language_iso: 'it', cms_data: { feedUrl } }),
    ]);
  });
});
