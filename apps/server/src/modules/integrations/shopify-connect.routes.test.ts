import { afterEach, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { shopifyHost } from './shopify-authorisation';

describe('POST integrations/shp', () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.dispose();
    app = undefined;
  });

  const connect = async (env: NodeJS.ProcessEnv, shop: string) => {
    app = await createTestApp({ PUBLIC_URL: 'https://trova.example', ...env }, { runJobs: false });
    const owner = await createAccount(app.server, app.config.dataDir, 'shopify@shop.it');
    return app.server.inject({
      method: 'POST',
      url: `/API/integrations/shp?shop=${encodeURIComponent(shop)}`,
      headers: owner.headers,
    });
  };

  it("answers the shop admin's authorisation page for our app", async () => {
    const answer = await connect({ TROVA_SHOPIFY_CLIENT_ID: 'client-1' }, ' My-Shop ');
    expect(answer.statusCode, answer.body).toBe(200);
    const url = new URL(answer.json<{ redirectUrl: string }>().redirectUrl);
    expect(url.origin + url.pathname).toBe('https://my-shop.myshopify.com/admin/oauth/authorize');
    expect(url.searchParams.get('client_id')).toBe('client-1');
    expect(url.searchParams.get('redirect_uri')).toBe(
      'https://trova.example/API/integrations/shp/callback',
    );
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{16,}$/);
  });

  it('answers shopify-not-configured without a client id', async () => {
    const answer = await connect({}, 'my-shop.myshopify.com');
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toMatchObject({ code: 'shopify-not-configured' });
  });

  it('refuses a domain that is not a Shopify store', async () => {
    const answer = await connect({ TROVA_SHOPIFY_CLIENT_ID: 'c' }, 'evil.example.com/x');
    expect(answer.json()).toMatchObject({ code: 'shopify-domain-invalid' });
    expect(shopifyHost('https://a-b.myshopify.com/admin')).toBe('a-b.myshopify.com');
  });
});
