import { apiErrorSchema, healthSchema, publicConfigSchema } from '@trova/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

describe('app', () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.dispose();
    app = undefined;
  });

  it('tells the console where the API and the layer are, from the request host', async () => {
    app = await createTestApp();
    const response = await app.server.inject({
      url: '/config.json',
      headers: { host: 'shop.test:8080' },
    });
    expect(response.statusCode).toBe(200);
    expect(publicConfigSchema.parse(response.json())).toEqual({
      baseurl: 'http://shop.test:8080',
      layerUrl: 'http://shop.test:8080/layer',
      captcha: false,
      billing: { provider: 'manual', stripePublishableKey: null },
      legal: { termsUrl: null, privacyUrl: null, operator: null, eventsRetentionDays: 395 },
    });
  });

  it('prefers the configured public URL and layer URL', async () => {
    app = await createTestApp({
      PUBLIC_URL: 'https://search.example.com/',
      TROVA_LAYER_URL: 'https://cdn.example.com/layer',
    });
    const response = await app.server.inject({ url: '/config.json' });
    expect(response.json()).toEqual({
      baseurl: 'https://search.example.com',
      layerUrl: 'https://cdn.example.com/layer',
      captcha: false,
      billing: { provider: 'manual', stripePublishableKey: null },
      legal: { termsUrl: null, privacyUrl: null, operator: null, eventsRetentionDays: 395 },
    });
  });

  it('tells the console that billing is off on a private install', async () => {
    app = await createTestApp({ TROVA_BILLING: 'off' });
    const response = await app.server.inject({ url: '/config.json' });
    expect(response.json()).toMatchObject({
      billing: { provider: 'off', stripePublishableKey: null },
    });
  });

  it('asks remote visitors for a captcha but not loopback ones', async () => {
    app = await createTestApp();
    const remote = await app.server.inject({ url: '/config.json', remoteAddress: '203.0.113.9' });
    expect(remote.json()).toMatchObject({ captcha: true });
    const local = await app.server.inject({ url: '/config.json', remoteAddress: '127.0.0.1' });
    expect(local.json()).toMatchObject({ captcha: false });
  });

  it('reports health with the dialect in use', async () => {
    app = await createTestApp();
    const response = await app.server.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(healthSchema.parse(response.json())).toMatchObject({ status: 'ok', database: 'sqlite' });
  });

  it('reports 503 when the database is gone', async () => {
    app = await createTestApp();
    await app.database.destroy();
    const response = await app.server.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'degraded' });
  });

  it.each(['GET', 'POST', 'DELETE'] as const)(
    'answers an unknown %s API call with a code, in the error shape of docs/product/shell.md#errors-and-toasts',
    async (method) => {
      app = await createTestApp();
      const response = await app.server.inject({ method, url: '/API/no-such-call' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(apiErrorSchema.parse(response.json())).toEqual({
        status: 'ERROR',
        code: 'route-not-found',
        message: 'No such call.',
      });
    },
  );

  it('keeps a stable instance id across calls', async () => {
    app = await createTestApp();
    const first = await app.system.instanceId();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(await app.system.instanceId()).toBe(first);
  });
});
