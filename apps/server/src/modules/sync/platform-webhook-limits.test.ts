import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/accounts';
import { FakeStore } from '../../../test/fake-platform-client';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * Webhook deliveries come from the platforms' few sender addresses, for every store at once: a
 * verified one is never throttled by address and may be large; only deliveries that fail
 * verification spend the address's budget (three a minute here).
 */
describe('platform webhook limits', { timeout: 60_000 }, () => {
  let app: TestApp;
  let shopId: string;
  let secret: string;

  beforeAll(async () => {
    const store = new FakeStore();
    app = await createTestApp(
      { TROVA_RATE_LIMIT_SEARCH_PER_IP: '3' },
      {
        indexDebounceMs: 0,
        sync: {
          runner: { backoffMs: [], pollMs: 20 },
          platformClient: (link) => store.client(link),
        },
      },
    );
    const anna = await createAccount(app.server, app.config.dataDir, 'anna-hook-limits@shop.it');
    const answer = await app.server.inject({
      method: 'POST',
      url: '/API/integrations/platforms',
      headers: anna.headers,
      payload: {
        shopUrl: 'https://scarpe.example',
        languageIso: 'it',
        credentials: {
          platform: 'woocommerce',
          storeUrl: 'https://scarpe.example',
          consumerKey: 'ck',
          consumerSecret: 'cs',
        },
      },
    });
    shopId = answer.json<{ id: string }>().id;
    await app.services.jobs.idle();
    secret = (await app.services.platformLinks.find(shopId))?.webhook_secret ?? '';
  });
  afterAll(() => app.dispose());

  function deliver(body: string, key = secret) {
    return app.server.inject({
      method: 'POST',
      url: `/API/webhooks/woocommerce/${shopId}`,
      headers: {
        'content-type': 'application/json',
        'x-wc-webhook-signature': createHmac('sha256', key).update(body).digest('base64'),
        'x-wc-webhook-topic': 'product.updated',
      },
      payload: body,
    });
  }

  it('takes every verified delivery, large ones included, whatever the address sent', async () => {
    for (let id = 1; id <= 6; id += 1) {
      expect((await deliver(JSON.stringify({ id }))).statusCode).toBe(200);
    }
    const large = JSON.stringify({ id: 7, description: 'Scarpe da trekking '.repeat(120_000) });
    expect(large.length).toBeGreaterThan(2 * 1024 * 1024);
    expect((await deliver(large)).statusCode).toBe(200);
  });

  it('counts failed verifications against the address, then refuses it', async () => {
    const codes: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      codes.push((await deliver(JSON.stringify({ id: 1 }), 'wrong-secret')).statusCode);
    }
    expect(codes).toEqual([401, 401, 401, 429]);
  });
});
