import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  createPlatformClient,
  parseLinkCredentials,
  pollIntervalSeconds,
} from './platform-clients';
import { isPlatformError } from './platform-error';

const WOO = {
  platform: 'woocommerce',
  storeUrl: 'https://scarpe.example',
  consumerKey: 'ck_1',
  consumerSecret: 'cs_1',
} as const;

describe('platform clients', () => {
  it('reads stored credentials back, Shopify grants included, and refuses anything else', () => {
    expect(parseLinkCredentials(JSON.stringify(WOO))).toEqual(WOO);
    const shopify = { platform: 'shopify', host: 'zaini.myshopify.com', accessToken: 'shpat_1' };
    expect(parseLinkCredentials(JSON.stringify(shopify))).toEqual(shopify);
    for (const stored of ['{', '{"platform":"oscommerce"}', '{"platform":"woocommerce"}']) {
      let caught: unknown;
      try {
        parseLinkCredentials(stored);
      } catch (error) {
        caught = error;
      }
      expect(isPlatformError(caught) && caught.code).toBe('platform-credentials-invalid');
    }
  });

  it('gives webhooks to the platforms that have them, and polls the others more often', () => {
    const woo = createPlatformClient({ credentials: WOO, languageIso: 'it' });
    const presta = createPlatformClient({
      credentials: {
        platform: 'prestashop',
        storeUrl: 'https://scarpe.example',
        webserviceKey: 'K',
      },
      languageIso: 'it',
    });
    expect([typeof woo.register, typeof presta.register]).toEqual(['function', 'undefined']);
    expect(['prestashop', 'magento-2', 'storeden'].map((p) => pollIntervalSeconds(p))).toEqual([
      300, 300, 300,
    ]);
    expect(pollIntervalSeconds('woocommerce')).toBeGreaterThan(300);
    expect(pollIntervalSeconds('shopify')).toBeNull();
    // Webhooks the store refused: polled like the platforms that have none.
    expect([
      pollIntervalSeconds('woocommerce', false),
      pollIntervalSeconds('shopify', false),
    ]).toEqual([300, 300]);
  });

  it('keeps the SSRF guard on: a loopback store is refused without the test allowance', async () => {
    const loopback = { ...WOO, storeUrl: 'http://127.0.0.1:9/' };
    const refused = createPlatformClient(
      { credentials: loopback, languageIso: 'it' },
      { http: { sleep: () => Promise.resolve() } },
    );
    await expect(refused.check()).rejects.toMatchObject({ code: 'platform-address-forbidden' });
  });

  it('gives an owner waiting for a check one short retry, a job its patient back-off', async () => {
    const requests: string[] = [];
    const server = createServer((request, response) => {
      requests.push(request.url ?? '');
      response.writeHead(429, { 'retry-after': '30', 'content-type': 'application/json' });
      response.end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const credentials = { ...WOO, storeUrl: `http://127.0.0.1:${port}` };
    try {
      for (const interactive of [true, false]) {
        const waits: number[] = [];
        requests.length = 0;
        const client = createPlatformClient(
          { credentials, languageIso: 'it' },
          {
            allowTarget: (target) => target.port === port,
            interactive,
            http: {
              sleep: (ms) => {
                waits.push(ms);
                return Promise.resolve();
              },
            },
          },
        );
        const caught = await client.check().then(
          () => undefined,
          (error: unknown) => error,
        );
        client.close?.();
        expect(isPlatformError(caught) && caught.code).toBe('platform-rate-limited');
        if (interactive) {
          expect(waits).toEqual([5_000]);
          expect(requests).toHaveLength(2);
        } else {
          expect(waits).toEqual([30_000, 30_000, 30_000, 30_000, 30_000]);
        }
      }
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
