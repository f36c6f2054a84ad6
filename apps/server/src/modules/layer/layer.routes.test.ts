import {
  defaultLayout,
  layerConfigurationSchema,
  PREVIEW_TOKEN_TTL_SECONDS,
  type LayerConfiguration,
  type PreviewToken,
  type Setup,
} from '@trova/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../../test/accounts';
import { pushBatch, registerCustomShop, type CustomShop } from '../../../test/custom-shops';
import { queryField, saveConf, setupWith } from '../../../test/shop-setup';
import { createTestApp, testClock, type TestApp } from '../../../test/test-app';

const PRODUCTS = [
  { id: 'p1', title: 'Scarpa running Nike', brand: 'Nike', color: 'Rosso' },
  { id: 'p2', title: 'Scarpa trail', brand: 'Salomon', color: 'Blu' },
  { id: 'p3', title: 'Scarpa running', brand: 'Nike', color: 'Rosso' },
  { id: 'p4', title: 'Borsa', brand: 'Nike', description: 'della della della della' },
];

function shopSetup(): Setup {
  const setup = setupWith({
    query: { title: queryField(), brand: queryField() },
    results: ['title', 'color'],
    facets: ['brand', 'color'],
  });
  return {
    ...setup,
    config: {
      ...setup.config,
      selector: { selectorId: 'search', desktop: '#q', mobile: '#mq', isId: true },
      seoSettings: {
        isActive: true,
        searchWord: 'cerca',
        list: ['brand', 'color'],
        // Only switched-on rows of facets the setup still has make the URL.
        selectedList: [
          { name: 'color', active: true },
          { name: 'size', active: true },
          { name: 'brand', active: true },
          { name: 'price', active: false },
        ],
        filename: 'seo.csv',
        csvData: [],
      },
      GA4: { isActive: true, type: 'dataLayer' },
      layerVersion: '0.1.0',
    },
  };
}

describe('the layer’s public configuration', () => {
  const clock = testClock();
  let app: TestApp;
  let owner: TestAccount;
  let shop: CustomShop;
  let hidden: CustomShop;

  const configuration = (key: string, query = '', remoteAddress = '127.0.0.1') =>
    app.server.inject({
      url: `/API/shops/${key}/layer${query}`,
      headers: { origin: 'https://shop.example' },
      remoteAddress,
    });
  const previewToken = async (shopId: string, account = owner) => {
    const answer = await app.server.inject({
      url: `/API/shops/${shopId}/preview-token`,
      headers: account.headers,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<PreviewToken>();
  };

  beforeAll(async () => {
    app = await createTestApp({}, { indexDebounceMs: 0, now: clock });
    owner = await createAccount(app.server, app.config.dataDir, 'layer@shop.it');
    shop = await registerCustomShop(app.server, owner);
    hidden = await registerCustomShop(app.server, owner, 'https://hidden.example', {
      published: false,
    });
    expect(
      (await pushBatch(app.server, owner.apiKey, shop.id, { upserts: PRODUCTS })).statusCode,
    ).toBe(200);
    const layout = { primaryColor: '#112233', icebreaker: { isActive: true, number: 3 } };
    const saved = await saveConf(app.server, owner, shop.id, { setup: shopSetup(), layout });
    expect(saved.statusCode, saved.body).toBe(200);
    for (const [path, payload] of [
      ['facets', { facets: { brand: 'Marca' } }],
      ['seo', { seo: { color: { Rosso: 'red' } } }],
    ] as const) {
      const upload = await app.server.inject({
        method: 'POST',
        url: `/API/shops/${shop.id}/${path}`,
        headers: owner.headers,
        payload,
      });
      expect(upload.statusCode, upload.body).toBe(200);
    }
    await app.services.indexing.idle();
  });
  afterAll(() => app.dispose());

  it('answers a published shop everything the layer needs, to any origin', async () => {
    const answer = await configuration(shop.key);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(answer.headers['cache-control']).toBe('public, max-age=60');
    const sent = answer.json<LayerConfiguration>();
    expect(layerConfigurationSchema.parse(sent)).toEqual(sent);
    expect(sent).toEqual({
      key: shop.key,
      version: '0.1.0',
      language: 'it',
      layout: {
        ...defaultLayout(),
        primaryColor: '#112233',
        icebreaker: { isActive: true, number: 3 },
      },
      labels: { brand: 'Marca' },
      selector: { selectorId: 'search', desktop: '#q', mobile: '#mq', isId: true },
      facets: ['brand', 'color'],
      resultFields: ['title', 'color'],
      seo: {
        isActive: true,
        searchWord: 'cerca',
        order: ['color', 'brand'],
        translations: { color: { Rosso: 'red' } },
      },
      ga4: { isActive: true, type: 'dataLayer' },
      // Every customer is on the trial today, which has every feature.
      features: { showcase: true, icebreaker: true },
      // The catalogue's commonest words of the searched fields, as many as the icebreaker shows.
      suggestions: ['nike', 'scarpa', 'running'],
      preview: false,
    });
  });

  it('answers an unpublished shop only with a preview token issued for it', async () => {
    const refused = await configuration(hidden.key);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'shop-not-published' });
    const { token, expiresAt } = await previewToken(hidden.id);
    expect(expiresAt).toBe(Math.floor(clock() / 1000) + PREVIEW_TOKEN_TTL_SECONDS);
    const answer = await configuration(hidden.key, `?preview=${token}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    // No catalogue and no setup yet: defaults, and no suggestions.
    expect(answer.json<LayerConfiguration>()).toMatchObject({
      key: hidden.key,
      version: 'latest',
      preview: true,
      facets: [],
      suggestions: [],
      layout: defaultLayout(),
    });
  });

  it('refuses tokens of another shop, tampered and expired ones, published or not', async () => {
    const { token } = await previewToken(hidden.id);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sub: string };
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: shop.key })).toString('base64url');
    const refusals = [
      await configuration(shop.key, `?preview=${token}`),
      await configuration(shop.key, `?preview=${header}.${forged}.${signature}`),
      await configuration(hidden.key, `?preview=${token.slice(0, -2)}xx`),
      await configuration(hidden.key, '?preview=not-a-token'),
    ];
    clock.advance((PREVIEW_TOKEN_TTL_SECONDS + 1) * 1000);
    refusals.push(await configuration(hidden.key, `?preview=${token}`));
    for (const refused of refusals) {
      expect(refused.statusCode, refused.body).toBe(401);
      expect(refused.json()).toMatchObject({ code: 'preview-token-invalid' });
    }
  });

  it('issues preview tokens to the shop’s owner only', async () => {
    const intruder = await createAccount(app.server, app.config.dataDir, 'intruder@shop.it');
    const stolen = await app.server.inject({
      url: `/API/shops/${hidden.id}/preview-token`,
      headers: intruder.headers,
    });
    expect(stolen.statusCode).toBe(404);
    const anonymous = await app.server.inject({ url: `/API/shops/${hidden.id}/preview-token` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers unknown shops 404 and bounds its inputs', async () => {
    expect((await configuration('no-such-key')).statusCode).toBe(404);
    expect((await configuration('k'.repeat(65))).statusCode).toBe(400);
    expect((await configuration(shop.key, `?preview=${'x'.repeat(2049)}`)).statusCode).toBe(400);
  });
});

describe('storefront rate limit', () => {
  let app: TestApp;
  let shop: CustomShop;

  beforeAll(async () => {
    app = await createTestApp({ TROVA_RATE_LIMIT_SEARCH_PER_IP: '3' }, { indexDebounceMs: 0 });
    const owner = await createAccount(app.server, app.config.dataDir, 'limit@shop.it');
    shop = await registerCustomShop(app.server, owner);
    await pushBatch(app.server, owner.apiKey, shop.id, { upserts: PRODUCTS });
    await app.services.indexing.idle();
  });
  afterAll(() => app.dispose());

  it('answers 429 with Retry-After past the limit, counting search and configuration together', async () => {
    const call = (path: string, remoteAddress: string) =>
      app.server.inject({
        url: `/API/shops/${shop.key}/${path}`,
        headers: { origin: 'https://shop.example' },
        remoteAddress,
      });
    const statuses = [];
    for (const path of ['layer', 'search?q=scarpa', 'search?q=borsa', 'layer']) {
      statuses.push((await call(path, '203.0.113.7')).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const throttled = await call('search?q=scarpa', '203.0.113.7');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toMatchObject({ code: 'too-many-requests' });
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(throttled.headers['retry-after'])).toBeLessThanOrEqual(60);
    // The layer runs on the shop's origin: CORS lets it read when to try again.
    expect(throttled.headers['access-control-allow-origin']).toBe('*');
    expect(throttled.headers['access-control-expose-headers']).toBe('Retry-After');
    // Each address has its own budget.
    expect((await call('search?q=scarpa', '203.0.113.8')).statusCode).toBe(200);
  });
});
