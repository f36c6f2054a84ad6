import type { Shop } from '@trova/contracts';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ShopsRepository } from '../shops/index';
import { DemoShopService } from './demo-shop.service';
import { DemoService } from './demo.service';

let app: TestApp;
let baseUrl: string;

beforeEach(async () => {
  app = await createTestApp({}, { indexDebounceMs: 0, indexOptimizeDelayMs: 0 });
  // The demo's catalogue travels over real HTTP, like any integration's.
  baseUrl = await app.server.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(() => app.dispose());

// 2,500 products pushed over HTTP and indexed: seconds on a busy machine, beyond the 5 s default.
it(
  'gives the demo account a published shop whose catalogue arrives through the public push API',
  { timeout: 30_000 },
  async () => {
    const login = await new DemoService({
      db: app.database.db,
      customers: app.services.customers,
      dataDir: app.config.dataDir,
      now: Date.now,
      lifecycle: app.services.accountBilling.lifecycle,
    }).ensure();
    const demoShop = new DemoShopService({
      shops: new ShopsRepository(app.database.db),
      configuration: app.services.configurationEdits,
      publishing: app.services.publishing,
      baseUrl,
      items: 2500,
    });
    expect(await demoShop.ensure(login)).toEqual({ created: true });
    expect(await demoShop.ensure(login)).toEqual({ created: false });
    await app.services.indexing.idle();
    const shops = await app.server.inject({
      method: 'GET',
      url: '/API/shops',
      headers: { authorization: `Bearer ${await sessionOf(login)}` },
    });
    const [shop] = shops.json<Shop[]>();
    // Configured and published like a wizard-finished shop: its lifecycle is complete.
    expect(shop).toMatchObject({
      skus: 2500,
      is_active: true,
      cms: { type: 'custom-integration' },
    });
    expect(shop?.last_index_start_time).toEqual(expect.any(Number));
    const total = async (q: string) =>
      (
        await app.server.inject({
          method: 'GET',
          url: `/API/shops/${shop?.key ?? ''}/search?q=${q}`,
        })
      ).json<{ results_count: number }>().results_count;
    const headphones = await total('headphones');
    expect(headphones).toBeGreaterThan(0);
    // The demo's synonyms apply: either language finds both halves of the catalogue.
    expect(await total('cuffie')).toBe(headphones);
  },
);

async function sessionOf(login: { email: string; password: string }): Promise<string> {
  const answer = await app.server.inject({
    method: 'POST',
    url: '/API/session',
    payload: { username: login.email, password: login.password },
  });
  return answer.json<{ jwt: string }>().jwt;
}
