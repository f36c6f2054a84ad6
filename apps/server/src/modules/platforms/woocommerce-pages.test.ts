import { afterEach, describe, expect, it } from 'vitest';
import { startWooCommerceFake, type WooCommerceFake } from './fakes/woocommerce/woocommerce.fake';
import { generateWooProducts } from './fakes/woocommerce/woocommerce.generator';
import { PlatformHttp } from './platform-http';
import { createWooCommerceClient } from './woocommerce.client';

// A full import sweeps every product it did not read: the walk must read everything or throw.

const NOW = Date.parse('2026-12-01T10:00:00Z');
let fake: WooCommerceFake | undefined;

afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function setup() {
  const started = await startWooCommerceFake({
    now: () => NOW,
    products: generateWooProducts(250),
  });
  fake = started;
  const http = new PlatformHttp({
    platform: 'WooCommerce',
    allowTarget: ({ port }) => port === started.port,
    sleep: () => Promise.resolve(),
  });
  const client = createWooCommerceClient(
    {
      platform: 'woocommerce',
      storeUrl: started.url,
      consumerKey: started.consumerKey,
      consumerSecret: started.consumerSecret,
    },
    http,
    { auth: { now: () => NOW } },
  );
  return { fake: started, client };
}

async function count(pages: AsyncIterable<unknown[]>): Promise<number> {
  let total = 0;
  for await (const page of pages) total += page.length;
  return total;
}

const productPages = (fake: WooCommerceFake) =>
  fake.requests.filter((request) => request.path === '/wp-json/wc/v3/products');

describe('WooCommerce page walk', () => {
  it('reads every page when the headers are right', async () => {
    const { client } = await setup();
    await expect(count(client.products())).resolves.toBeGreaterThan(200);
  });

  it('fails when a page is a JSON object instead of a list (a plugin answering 200)', async () => {
    const { fake, client } = await setup();
    fake.tamper((seen) =>
      seen.route === 'products' && seen.query.get('page') === '2'
        ? { status: 200, body: { code: 'rest_cookie_invalid_nonce' }, headers: {} }
        : seen,
    );
    await expect(count(client.products())).rejects.toMatchObject({
      code: 'platform-answer-invalid',
    });
  });

  it('fails instead of looping when a cache ignores `page` and strips X-WP-TotalPages', async () => {
    const { fake, client } = await setup();
    fake.tamper((seen) => {
      if (seen.route !== 'products') return seen;
      const body = Array.isArray(seen.body) ? seen.body : [];
      return { status: 200, body: seen.query.get('page') === '1' ? body : [], headers: {} };
    });
    // Sanity of the tamper: without totals, a short page still ends the walk.
    await expect(count(client.products())).resolves.toBe(100);
    let firstPage: unknown = [];
    fake.tamper((seen) => {
      if (seen.route !== 'products') return seen;
      if (seen.query.get('page') === '1') firstPage = seen.body;
      return { status: 200, body: firstPage, headers: {} };
    });
    await expect(count(client.products())).rejects.toMatchObject({
      code: 'platform-answer-invalid',
      message: expect.stringContaining('repeats page 1') as unknown,
    });
    expect(productPages(fake).filter((call) => call.query.page === '3')).toHaveLength(0);
  });

  it('fails on an HTML page answered with 200', async () => {
    const { fake, client } = await setup();
    fake.tamper((seen) =>
      seen.route === 'products'
        ? { status: 200, body: '<html>Manutenzione</html>', headers: {} }
        : seen,
    );
    await expect(count(client.products())).rejects.toMatchObject({
      code: 'platform-answer-invalid',
    });
  });
});
