import type { Setup } from '@trova/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../test/accounts';
import { pushBatch, registerCustomShop, type CustomShop } from '../../test/custom-shops';
import { queryField, saveConf, setupWith } from '../../test/shop-setup';
import { createTestApp, type TestApp } from '../../test/test-app';
import { installErrorHandling } from '../errors/error-handler';
import { registerStorefrontCors } from './storefront-cors';

const SHOP = 'k-open';
const LOCKED = 'k-locked';
const ALLOWED = 'https://shop.example';

/** A bare server with the storefront paths answering 200, the console's too. */
async function probeServer(): Promise<FastifyInstance> {
  const server = Fastify({ logger: false });
  installErrorHandling(server);
  const lists = new Map([[LOCKED, new Set([ALLOWED])]]);
  await registerStorefrontCors(server, {
    allowedOriginsOf: (key) => lists.get(key),
    publicUrl: 'https://trova.example',
  });
  const ok = () => ({ ok: true });
  server.get('/API/shops/:key/search', ok);
  server.get('/API/shops/:key/layer', ok);
  server.post('/API/events', ok);
  server.get('/API/shops', ok);
  server.post('/1/indexes/:index/queries', ok);
  server.post('/1/indexes/:index/query', ok);
  server.post('/1/indexes/:index/facets/:facet/query', ok);
  server.post('/1/indexes/:index/recommendations', ok);
  server.post('/1/events', ok);
  await server.ready();
  return server;
}

describe('storefront CORS', () => {
  let server: FastifyInstance;
  beforeAll(async () => {
    server = await probeServer();
  });
  afterAll(() => server.close());

  const from = (origin: string) => ({ origin });

  it('opens the native and Algolia storefront calls to any origin', async () => {
    const urls = [
      ['GET', `/API/shops/${SHOP}/search?q=a`],
      ['POST', `/API/events?key=${SHOP}`],
      ['POST', `/1/indexes/*/queries?x-algolia-api-key=${SHOP}&x-algolia-application-id=trova`],
      ['POST', `/1/indexes/${SHOP}/query`],
      ['POST', `/1/indexes/${SHOP}/facets/brand/query`],
      ['POST', '/1/indexes/*/recommendations'],
      ['POST', '/1/events'],
    ] as const;
    for (const [method, url] of urls) {
      const answer = await server.inject({ method, url, headers: from('https://any.example') });
      expect([answer.statusCode, answer.headers['access-control-allow-origin']], url).toEqual([
        200,
        '*',
      ]);
    }
    const console = await server.inject({
      url: '/API/shops',
      headers: from('https://any.example'),
    });
    expect(console.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers an Algolia preflight 204 with the methods and the requested headers', async () => {
    const answer = await server.inject({
      method: 'OPTIONS',
      url: '/1/indexes/*/queries',
      headers: {
        origin: 'https://any.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'x-algolia-application-id,x-algolia-api-key,content-type',
      },
    });
    expect(answer.statusCode).toBe(204);
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(answer.headers['access-control-allow-methods']).toBe('GET, POST, OPTIONS');
    expect(answer.headers['access-control-allow-headers']).toContain('x-algolia-api-key');
  });

  it('refuses another site 403 without CORS headers when the shop lists origins', async () => {
    const calls = [
      ['GET', `/API/shops/${LOCKED}/search?q=a`],
      ['POST', `/API/events?key=${LOCKED}`],
      ['POST', `/1/indexes/*/queries?x-algolia-api-key=${LOCKED}`],
    ] as const;
    for (const [method, url] of calls) {
      const answer = await server.inject({ method, url, headers: from('https://copycat.example') });
      expect(answer.statusCode, url).toBe(403);
      expect(answer.headers['access-control-allow-origin'], url).toBeUndefined();
      expect(answer.json<{ code: string }>().code, url).toBe('origin-not-allowed');
    }
    // A key the route reads elsewhere than the first query value: an empty or spaced query
    // value falls through to the header there, so the locked shop is still the one checked.
    const sneaked = [
      [`/1/indexes/*/queries?x-algolia-api-key=`, { 'x-algolia-api-key': LOCKED }],
      [`/1/events?X-Algolia-API-Key=`, { 'x-algolia-api-key': LOCKED }],
      [`/1/indexes/*/queries?x-algolia-api-key=%20${LOCKED}`, {}],
      [`/1/indexes/*/queries?x-algolia-api-key=&x-algolia-api-key=${LOCKED}`, {}],
    ] as const;
    for (const [url, headers] of sneaked) {
      const answer = await server.inject({
        method: 'POST',
        url,
        headers: { ...from('https://copycat.example'), ...headers },
      });
      expect([answer.statusCode, answer.headers['access-control-allow-origin']], url).toEqual([
        403,
        undefined,
      ]);
    }
    // The Algolia clients read { message, status }.
    const algolia = await server.inject({
      method: 'POST',
      url: `/1/indexes/${LOCKED}/query`,
      headers: { ...from('https://copycat.example'), 'x-algolia-api-key': LOCKED },
    });
    const body = algolia.json<{ status: number; message: unknown }>();
    expect([body.status, typeof body.message]).toEqual([403, 'string']);
  });

  it('echoes a listed origin, the server’s own, and stays open without Origin', async () => {
    const listed = await server.inject({
      url: `/API/shops/${LOCKED}/search?q=a`,
      headers: from(ALLOWED),
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(listed.headers.vary).toContain('Origin');
    const own = await server.inject({
      url: `/API/shops/${LOCKED}/layer`,
      headers: from('https://trova.example'),
    });
    expect(own.statusCode).toBe(200);
    const server2server = await server.inject({ url: `/API/shops/${LOCKED}/search?q=a` });
    expect(server2server.statusCode).toBe(200);
  });
});

describe('allowed origins saved with the setup', () => {
  let app: TestApp;
  let owner: TestAccount;
  let shop: CustomShop;

  beforeAll(async () => {
    app = await createTestApp({}, { indexDebounceMs: 0 });
    owner = await createAccount(app.server, app.config.dataDir, 'origins@shop.it');
    shop = await registerCustomShop(app.server, owner);
    await pushBatch(app.server, owner.apiKey, shop.id, {
      upserts: [{ id: 'p1', title: 'Scarpa running', price: { amount: 10, currency: 'EUR' } }],
    });
    await app.services.indexing.idle();
  });
  afterAll(() => app.dispose());

  const search = (origin: string) =>
    app.server.inject({ url: `/API/shops/${shop.key}/search?q=scarpa`, headers: { origin } });

  it('stores the list normalised and enforces it from the next request, without a rebuild', async () => {
    expect((await search('https://copycat.example')).statusCode).toBe(200);
    const setup = setupWith({ query: { title: queryField() } });
    setup.config.allowedOrigins = ['HTTPS://Shop.Example:443/', 'https://shop.example'];
    expect((await saveConf(app.server, owner, shop.id, { setup })).statusCode).toBe(200);
    await app.services.indexing.idle();

    const shops = await app.server.inject({ url: '/API/shops', headers: owner.headers });
    const saved = shops.json<{ id: string; setup: Setup | null }[]>().find((s) => s.id === shop.id);
    expect(saved?.setup?.config.allowedOrigins).toEqual(['https://shop.example']);

    const refused = await search('https://copycat.example');
    expect([refused.statusCode, refused.json<{ code: string }>().code]).toEqual([
      403,
      'origin-not-allowed',
    ]);
    const allowed = await search('https://shop.example');
    expect([allowed.statusCode, allowed.headers['access-control-allow-origin']]).toEqual([
      200,
      'https://shop.example',
    ]);
  });

  it('refuses a malformed origin or a list over 50 with a 400', async () => {
    const setup = setupWith({ query: { title: queryField() } });
    setup.config.allowedOrigins = ['https://shop.example/cart'];
    expect((await saveConf(app.server, owner, shop.id, { setup })).statusCode).toBe(400);
    setup.config.allowedOrigins = Array.from({ length: 51 }, (_, i) => `https://s${i}.example`);
    expect((await saveConf(app.server, owner, shop.id, { setup })).statusCode).toBe(400);
  });
});
